import { maxUint256, parseEther, parseUnits } from 'viem';
import type { Address, BlockActivity, Hash } from '../chain/chain-source';
import { idempotencyKey, matchBlock, matchWalletActivity, type TokenInfo, type WalletTransaction } from './match-block';
import { buildWatchIndex, type MonitorOptions, type Watcher } from './watch-index';

const address = (n: number): Address => `0x${n.toString(16).padStart(40, '0')}`;
const hash = (n: number): Hash => `0x${n.toString(16).padStart(64, '0')}`;
const WHALE = address(1);
const OTHER = address(2);
const SPENDER = address(3);
const USDC = address(0xc0);
const ALL_ON: MonitorOptions = {
  tokenTransfers: true,
  tokenApprovals: true,
  etherTransfers: true,
  minTransactionValue: 0.1,
  direction: 'both',
  alertUnpricedTokens: false,
};
const tokenInfo: TokenInfo = (contract) => (contract === USDC ? { symbol: 'USDC', decimals: 6 } : { symbol: 'Unknown', decimals: 18 });

const watcher = (options: Partial<MonitorOptions> = {}, overrides: Partial<Watcher> = {}): Watcher => ({
  userId: 'user-a',
  address: WHALE,
  nickname: 'Whale',
  options: { ...ALL_ON, ...options },
  mutedUntil: null,
  ...overrides,
});

function block(activity: Partial<Pick<BlockActivity, 'transactions' | 'logs'>>): BlockActivity {
  return { number: 100n, hash: hash(100), parentHash: hash(99), timestamp: 1_700_000_000, transactions: [], logs: [], ...activity };
}

const etherMove = (from: Address, to: Address | null, eth: string, tx = 7) => ({ hash: hash(tx), from, to, value: parseEther(eth) });
const transfer = (from: Address, to: Address, value: bigint, logIndex = 0, tx = 8) =>
  ({ event: 'Transfer', contract: USDC, transactionHash: hash(tx), logIndex, from, to, value }) as const;
const approval = (owner: Address, value: bigint, tx = 9) =>
  ({ event: 'Approval', contract: USDC, transactionHash: hash(tx), logIndex: 3, owner, spender: SPENDER, value }) as const;

const summary = (groups: WalletTransaction[]) =>
  groups.map((group) => ({
    user: group.watcher.userId,
    tx: group.txHash,
    moves: group.moves.map(
      (move) => `${move.kind} ${move.direction} ${move.value} ${move.symbol} ${move.counterparty}${move.unlimited ? ' unlimited' : ''}`,
    ),
  }));

describe('matchBlock', () => {
  it('gathers everything a watched wallet did in one transaction into one wallet transaction', () => {
    const index = buildWatchIndex([watcher()]);
    // One transaction (hash 7): the whale sends ether to the router and receives USDC back from it.
    const groups = matchBlock(
      block({
        transactions: [etherMove(WHALE, SPENDER, '2', 7)],
        logs: [transfer(SPENDER, WHALE, parseUnits('6240', 6), 0, 7), approval(WHALE, maxUint256, 7)],
      }),
      index,
      tokenInfo,
    );
    expect(summary(groups)).toEqual([
      {
        user: 'user-a',
        tx: hash(7),
        moves: [
          `ether out ${parseEther('2')} ETH ${SPENDER}`,
          `token in 6240000000 USDC ${SPENDER}`,
          `approval out ${maxUint256} USDC ${SPENDER} unlimited`,
        ],
      },
    ]);
    expect(groups[0]).toMatchObject({ txTo: SPENDER, blockNumber: 100n, blockHash: hash(100), blockTimestamp: 1_700_000_000 });
  });

  it('gives each watcher of either side their own wallet transaction, from their wallet’s point of view', () => {
    const index = buildWatchIndex([watcher(), watcher({}, { userId: 'user-b', address: OTHER, nickname: 'Other' })]);
    expect(summary(matchBlock(block({ transactions: [etherMove(WHALE, OTHER, '1.5')] }), index, tokenInfo))).toEqual([
      { user: 'user-a', tx: hash(7), moves: [`ether out ${parseEther('1.5')} ETH ${OTHER}`] },
      { user: 'user-b', tx: hash(7), moves: [`ether in ${parseEther('1.5')} ETH ${WHALE}`] },
    ]);
  });

  it('keeps separate transactions apart', () => {
    const index = buildWatchIndex([watcher()]);
    const groups = matchBlock(
      block({ transactions: [etherMove(WHALE, OTHER, '1', 7)], logs: [transfer(WHALE, OTHER, 10n, 0, 8)] }),
      index,
      tokenInfo,
    );
    expect(groups.map((group) => group.txHash)).toEqual([hash(7), hash(8)]);
  });

  it.each<[keyof MonitorOptions, Partial<BlockActivity>]>([
    ['etherTransfers', { transactions: [etherMove(WHALE, OTHER, '50')] }],
    ['tokenTransfers', { logs: [transfer(WHALE, OTHER, 10n)] }],
    ['tokenApprovals', { logs: [approval(WHALE, 10n)] }],
  ])('stays silent about what %s turned off', (option, activity) => {
    const index = buildWatchIndex([watcher({ [option]: false })]);
    expect(matchBlock(block(activity), index, tokenInfo)).toEqual([]);
  });

  it('reports approvals the wallet grants, not those granted to it', () => {
    const index = buildWatchIndex([watcher({}, { userId: 'user-b', address: SPENDER, nickname: 'Spender' })]);
    expect(matchBlock(block({ logs: [approval(WHALE, 10n)] }), index, tokenInfo)).toEqual([]);
  });

  it('says nothing for a muted wallet until its mute ends', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    const muted = buildWatchIndex([watcher({}, { mutedUntil: now + 1 })]);
    const ended = buildWatchIndex([watcher({}, { mutedUntil: now })]);
    const activity = block({ transactions: [etherMove(WHALE, OTHER, '5')] });
    expect(matchBlock(activity, muted, tokenInfo, now)).toEqual([]);
    expect(matchBlock(activity, ended, tokenInfo, now)).toHaveLength(1);
  });

  it('reports a move to itself once, as sent, and no zero-value call', () => {
    const index = buildWatchIndex([watcher()]);
    const groups = matchBlock(
      block({ transactions: [etherMove(WHALE, WHALE, '1', 7), etherMove(WHALE, OTHER, '0', 10)] }),
      index,
      tokenInfo,
    );
    expect(summary(groups)).toEqual([{ user: 'user-a', tx: hash(7), moves: [`ether out ${parseEther('1')} ETH ${WHALE}`] }]);
  });

  it('notifies every user watching the wallet, whatever the letter case they saved', () => {
    const index = buildWatchIndex([
      watcher(),
      watcher({}, { userId: 'user-c', address: WHALE.toUpperCase().replace('0X', '0x') as Address, nickname: 'Mixed case' }),
    ]);
    const groups = matchBlock(block({ transactions: [etherMove(WHALE, OTHER, '1')] }), index, tokenInfo);
    expect(groups.map((group) => `${group.watcher.userId}/${group.watcher.nickname}`)).toEqual(['user-a/Whale', 'user-c/Mixed case']);
  });

  it('keys each alert by chain, transaction, user and wallet', () => {
    const [group] = matchBlock(block({ logs: [transfer(WHALE, OTHER, 1n, 12)] }), buildWatchIndex([watcher()]), tokenInfo);
    expect(idempotencyKey(1, group)).toBe(`1:${hash(8)}:user-a:${WHALE}`);
  });

  it('gathers the same moves whether a followed block or a polled wallet showed them, so it notifies once', () => {
    const index = buildWatchIndex([watcher()]);
    const move = etherMove(WHALE, OTHER, '1', 8);
    const sent = transfer(WHALE, OTHER, 10n, 6, 8);
    const granted = approval(WHALE, 10n, 9);
    const fromBlock = matchBlock(block({ transactions: [move], logs: [sent, granted] }), index, tokenInfo);
    const fromPoll = matchWalletActivity(
      {
        transactions: [{ ...move, blockNumber: 100n }],
        logs: [
          { ...sent, blockNumber: 100n },
          { ...granted, blockNumber: 100n },
        ],
      },
      index,
      tokenInfo,
    );
    expect(fromPoll.map((group) => idempotencyKey(1, group))).toEqual(fromBlock.map((group) => idempotencyKey(1, group)));
    expect(fromPoll).toEqual(fromBlock.map((group) => ({ ...group, blockHash: null, blockTimestamp: null })));
  });
});
