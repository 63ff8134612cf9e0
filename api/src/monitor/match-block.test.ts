import { maxUint256, parseEther, parseUnits } from 'viem';
import type { Address, BlockActivity, Hash } from '../chain/chain-source';
import { idempotencyKey, matchBlock, matchWalletActivity, type TokenInfo } from './match-block';
import { buildWatchIndex, type MonitorOptions, type Watcher } from './watch-index';

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash;
const WHALE = address(1);
const OTHER = address(2);
const SPENDER = address(3);
const USDC = address(0xc0);
const ALL_ON: MonitorOptions = { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0.1 };
const tokenInfo: TokenInfo = (contract) => (contract === USDC ? { symbol: 'USDC', decimals: 6 } : { symbol: 'Unknown', decimals: 18 });

const watcher = (options: Partial<MonitorOptions> = {}, overrides: Partial<Watcher> = {}): Watcher => ({
  userId: 'user-a',
  address: WHALE,
  nickname: 'Whale',
  options: { ...ALL_ON, ...options },
  ...overrides,
});

function block(activity: Partial<Pick<BlockActivity, 'transactions' | 'logs'>>): BlockActivity {
  return { number: 100n, hash: hash(100), parentHash: hash(99), timestamp: 1_700_000_000, transactions: [], logs: [], ...activity };
}

const etherMove = (from: Address, to: Address | null, eth: string) => ({ hash: hash(7), from, to, value: parseEther(eth) });
const transfer = (from: Address, to: Address, value: bigint, logIndex = 0) =>
  ({ event: 'Transfer', contract: USDC, transactionHash: hash(8), logIndex, from, to, value }) as const;
const approval = (owner: Address, value: bigint) =>
  ({ event: 'Approval', contract: USDC, transactionHash: hash(9), logIndex: 3, owner, spender: SPENDER, value }) as const;

describe('matchBlock', () => {
  it('reports ether sent and received, with direction, counterparty and the amount in ETH', () => {
    const index = buildWatchIndex([watcher(), watcher({}, { userId: 'user-b', address: OTHER, nickname: 'Other' })]);
    const matches = matchBlock(block({ transactions: [etherMove(WHALE, OTHER, '1.5')] }), index, tokenInfo);

    expect(matches).toEqual([
      { userId: 'user-a', wallet: { address: WHALE, nickname: 'Whale' }, kind: 'ether-transfer', direction: 'out', amount: '1.5', symbol: 'ETH', counterparty: OTHER, txHash: hash(7), logIndex: -1, blockNumber: 100n, blockHash: hash(100) },
      { userId: 'user-b', wallet: { address: OTHER, nickname: 'Other' }, kind: 'ether-transfer', direction: 'in', amount: '1.5', symbol: 'ETH', counterparty: WHALE, txHash: hash(7), logIndex: -1, blockNumber: 100n, blockHash: hash(100) },
    ]);
  });

  // Minimum 0.1 ETH: 0.0999… is under it, 0.1 is at it; a zero-value call is no transfer at all.
  it.each([
    ['0.099999999999999999', 0.1, 0],
    ['0.1', 0.1, 1],
    ['5', 10, 0],
    ['0', 0, 0],
    ['0.000000000000000001', 0, 1],
    ['0.0000001', 1e-7, 1],
  ])('sends %s ETH past a minimum of %p ETH: %p notification(s)', (eth, minimum, expected) => {
    const index = buildWatchIndex([watcher({ minTransactionValue: minimum })]);
    expect(matchBlock(block({ transactions: [etherMove(WHALE, OTHER, eth)] }), index, tokenInfo)).toHaveLength(expected);
  });

  it('reports token transfers both ways in the token’s own decimals, whatever their size', () => {
    const index = buildWatchIndex([watcher({ minTransactionValue: 1000 })]);
    const matches = matchBlock(block({ logs: [transfer(WHALE, OTHER, parseUnits('2500.25', 6), 4), transfer(OTHER, WHALE, 1n, 5)] }), index, tokenInfo);

    expect(matches.map(({ kind, direction, amount, symbol, counterparty, logIndex }) => ({ kind, direction, amount, symbol, counterparty, logIndex }))).toEqual([
      { kind: 'token-transfer', direction: 'out', amount: '2500.25', symbol: 'USDC', counterparty: OTHER, logIndex: 4 },
      { kind: 'token-transfer', direction: 'in', amount: '0.000001', symbol: 'USDC', counterparty: OTHER, logIndex: 5 },
    ]);
  });

  it('reports approvals the wallet grants (unlimited ones as such), not those granted to it', () => {
    const index = buildWatchIndex([watcher(), watcher({}, { userId: 'user-b', address: SPENDER, nickname: 'Spender' })]);
    const matches = matchBlock(block({ logs: [approval(WHALE, maxUint256), approval(WHALE, parseUnits('10', 6))] }), index, tokenInfo);

    expect(matches.map(({ userId, kind, direction, amount, counterparty }) => ({ userId, kind, direction, amount, counterparty }))).toEqual([
      { userId: 'user-a', kind: 'token-approval', direction: 'out', amount: 'unlimited', counterparty: SPENDER },
      { userId: 'user-a', kind: 'token-approval', direction: 'out', amount: '10', counterparty: SPENDER },
    ]);
  });

  it.each<[keyof MonitorOptions, Partial<BlockActivity>]>([
    ['etherTransfers', { transactions: [etherMove(WHALE, OTHER, '50')] }],
    ['tokenTransfers', { logs: [transfer(WHALE, OTHER, 10n)] }],
    ['tokenApprovals', { logs: [approval(WHALE, 10n)] }],
  ])('stays silent about what %s turned off', (option, activity) => {
    const index = buildWatchIndex([watcher({ [option]: false })]);
    expect(matchBlock(block(activity), index, tokenInfo)).toEqual([]);
  });

  it('notifies every user watching the wallet, each with their own nickname and options', () => {
    const index = buildWatchIndex([watcher(), watcher({ etherTransfers: false }, { userId: 'user-b', nickname: 'Big one' }), watcher({}, { userId: 'user-c', address: WHALE.toUpperCase().replace('0X', '0x') as Address, nickname: 'Mixed case' })]);
    const matches = matchBlock(block({ transactions: [etherMove(WHALE, OTHER, '1')] }), index, tokenInfo);
    expect(matches.map((match) => `${match.userId}/${match.wallet.nickname}`)).toEqual(['user-a/Whale', 'user-c/Mixed case']);
  });

  it('reports a move to itself once, as sent', () => {
    const index = buildWatchIndex([watcher()]);
    expect(matchBlock(block({ transactions: [etherMove(WHALE, WHALE, '1')], logs: [transfer(WHALE, WHALE, 5n)] }), index, tokenInfo).map((match) => match.direction)).toEqual(['out', 'out']);
  });

  it('ignores blocks that touch no watched address', () => {
    const index = buildWatchIndex([watcher()]);
    expect(matchBlock(block({ transactions: [etherMove(OTHER, SPENDER, '9')], logs: [transfer(OTHER, SPENDER, 9n)] }), index, tokenInfo)).toEqual([]);
  });

  it('keys each notification by chain, transaction, log, user and wallet', () => {
    const [match] = matchBlock(block({ logs: [transfer(WHALE, OTHER, 1n, 12)] }), buildWatchIndex([watcher()]), tokenInfo);
    expect(idempotencyKey(1, match)).toBe(`1:${hash(8)}:12:user-a:${WHALE}`);
  });

  it('keys an event the same whether a followed block or a polled wallet showed it, so it notifies once', () => {
    const index = buildWatchIndex([watcher()]);
    const move = etherMove(WHALE, OTHER, '1');
    const sent = transfer(WHALE, OTHER, 10n, 6);
    const granted = approval(WHALE, 10n);
    const keys = (matches: ReturnType<typeof matchBlock>) => matches.map((match) => idempotencyKey(1, match));

    const fromBlock = matchBlock(block({ transactions: [move], logs: [sent, granted] }), index, tokenInfo);
    const fromPoll = matchWalletActivity(
      { transactions: [{ ...move, blockNumber: 100n }], logs: [{ ...sent, blockNumber: 100n }, { ...granted, blockNumber: 100n }] },
      index,
      tokenInfo,
    );

    expect(keys(fromPoll)).toEqual(keys(fromBlock));
    expect(fromPoll).toEqual(fromBlock.map((match) => ({ ...match, blockHash: null })));
  });
});
