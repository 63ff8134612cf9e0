// Which tokens a portfolio reads balances for: never spam; every priced token; unpriced ones newest
// first, at most 100.
import type { Address, WalletToken } from '../chain/chain-source';
import { looksLikeSpam, MAX_UNPRICED_TOKENS, tokensToRead } from './token-filter';

const token = (n: number, name = `Token ${n}`, symbol = `TK${n}`): WalletToken => ({
  contract: `0x${n.toString(16).padStart(40, '0')}`,
  name,
  symbol,
  decimals: 18,
});

describe('looksLikeSpam', () => {
  it.each([
    ['Visit https://usdt-gift.com', 'USDT', true],
    ['www.eth-bonus.org', 'ETHB', true],
    ['USDC', 'usdc-airdrop.xyz', true],
    ['Claim your ETH at t.me/ethclaims', 'ETH', true],
    ['Airdrop Voucher', 'AV', true],
    ['Tether\u200b USD', 'USDT', true],
    ['Dai Stablecoin', 'DAI', false],
    ['Curve.fi DAI/USDC/USDT', '3Crv', false],
    ['Wrapped liquid staked Ether 2.0', 'wstETH', false],
    ['Staked Aave', 'stkAAVE', false],
  ])('%s (%s): %s', (name, symbol, spam) => {
    expect(looksLikeSpam({ name, symbol })).toBe(spam);
  });
});

describe('tokensToRead', () => {
  it('reads every priced token and the newest 100 unpriced ones, never spam, and counts the rest', () => {
    const history = [token(1, 'Claim at www.x.io'), ...Array.from({ length: 150 }, (_, index) => token(index + 2))];
    const priced = new Set([history[150]?.contract, history[120]?.contract].filter((contract): contract is Address => !!contract));

    const { read, skipped } = tokensToRead(history, priced);

    // The first 100 unpriced (tokens 2 … 101) plus the two priced ones further down, in history order.
    expect(read.map((entry) => entry.symbol)).toEqual([
      ...Array.from({ length: MAX_UNPRICED_TOKENS }, (_, index) => `TK${index + 2}`),
      'TK121',
      'TK151',
    ]);
    expect(skipped).toBe(1 + 150 - 102);
  });
});
