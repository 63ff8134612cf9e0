// The embedded default's prices are the devnet's own price path (@whalewatch/devnet/price-path), loaded
// when first asked: they move with time, the same on every machine.
import { devnetPriceAt } from '@whalewatch/devnet/price-path';
import type { Address } from '../chain/chain-source';
import { devPrices } from './dev-prices';
import { priceKey } from './price-source';

const LINK = '0x514910771af9ca656af840dff83e8264ecf986ca' as Address;
const UNKNOWN = '0x000000000000000000000000000000000000dead' as Address;
const NOW = 1_764_000_000;

it("prices ether and the devnet's tokens on the devnet's price path, now and at past times", async () => {
  const prices = devPrices({ now: () => NOW });
  const times = [NOW - 400 * 86_400, NOW - 86_400 - 1_234, NOW];

  const found = await prices.pricesAt(
    times.flatMap((at) => [
      { asset: 'eth' as const, at },
      { asset: LINK, at },
      { asset: UNKNOWN, at },
    ]),
  );

  expect(found).toEqual(
    new Map(
      times.flatMap((at) => [
        [priceKey('eth', at), devnetPriceAt('ETH', at)],
        [priceKey(LINK, at), devnetPriceAt(LINK, at)],
      ]),
    ),
  );
  expect(new Set(times.map((at) => found.get(priceKey('eth', at)))).size).toBe(3); // it moves
  expect(await prices.ethPrice()).toBe(devnetPriceAt('ETH', NOW));
  expect(await prices.tokenPrices([LINK, UNKNOWN])).toEqual(new Map([[LINK, devnetPriceAt(LINK, NOW)]]));
  expect(await prices.priceSeries(LINK, NOW - 7_200, NOW, 3_600)).toEqual(
    [NOW - 7_200, NOW - 3_600, NOW].map((at) => devnetPriceAt(LINK, at)),
  );
});
