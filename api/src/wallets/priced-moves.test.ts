// A history's token metadata is read at most once per token: from the source's own records where they
// carry it (an explorer's), else from the contract once, then kept with the history for every later ask.
import type { Address, ChainSource, TokenMetadata } from '../chain/chain-source';
import { atCurrentPrices } from '../testing/current-prices';
import { pricedHistory } from './priced-moves';
import type { LoadedHistory } from './wallet-histories';

const WALLET: Address = '0x1111111111111111111111111111111111111111';
const OTHER: Address = '0x2222222222222222222222222222222222222222';
const DAI: Address = '0x6b175474e89094c44da98b954eedeac495271d0f';
const LINK: Address = '0x514910771af9ca656af840dff83e8264ecf986ca';

const history = (tokens: Map<Address, TokenMetadata>): LoadedHistory => ({
  wallet: WALLET,
  moves: [DAI, LINK, DAI].map((asset, index) => ({
    hash: `0x${index}`,
    blockNumber: BigInt(index),
    logIndex: 0,
    at: 1_000 + index,
    asset,
    from: OTHER,
    to: WALLET,
    value: 10n ** 18n,
  })),
  prices: [undefined, undefined, undefined],
  tokens,
  tip: { number: 2n, hash: '0x2' },
  windowReached: false,
});

function chainReadingMetadata() {
  const asked: Address[] = [];
  const chain = {
    tokenMetadata: async (token: Address) => (asked.push(token), { name: 'Read', symbol: token === DAI ? 'DAI' : 'LINK', decimals: 18 }),
  } as unknown as ChainSource;
  return { chain, asked };
}

const prices = atCurrentPrices({ tokenPrices: async () => new Map(), ethPrice: async () => null });

describe('pricedHistory', () => {
  it('reads no contract for tokens the source named, and each other token once for as long as the history is kept', async () => {
    const { chain, asked } = chainReadingMetadata();
    const loaded = history(new Map([[DAI, { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 }]]));
    const first = await pricedHistory(loaded, chain, prices);
    expect(asked).toEqual([LINK]);
    expect(first.moves.map((move) => move.name)).toEqual(['Dai Stablecoin', 'Read', 'Dai Stablecoin']);
    await pricedHistory(loaded, chain, prices);
    expect(asked).toEqual([LINK]);
  });
});
