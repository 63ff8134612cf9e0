import { maxUint256 } from 'viem';
import { packTransfers, PACKED_TRANSFER_BYTES, transferCount, unpackTransfers, type IndexedTransfer } from './packed-transfers';

const A = '0x28c6c06298d514db089934071355e5743bf21d60';
const B = '0x00000000000000000000000000000000000000aa';
const transfers: IndexedTransfer[] = [
  { logIndex: 0, from: A, to: B, value: 0n },
  { logIndex: 7, from: B, to: A, value: maxUint256 },
  { logIndex: -1, from: A, to: A, value: 123_456_789_012_345_678_901n },
];

describe('packed block transfers', () => {
  it('come back as they went in, 76 bytes each', () => {
    const packed = packTransfers(transfers);

    expect(packed.byteLength).toBe(3 * PACKED_TRANSFER_BYTES);
    expect(transferCount(packed)).toBe(3);
    expect(unpackTransfers(packed)).toEqual(transfers);
  });
});
