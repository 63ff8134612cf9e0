// One block's transfers of a token as the transfer index stores them: 76 bytes each, in chain order —
// log index (4 bytes), sender (20), recipient (20), amount (32, big-endian, as the log's data word). A
// block row stays one row however many transfers it holds, so a token's 100,000 newest transfers are a
// few thousand rows at most, written and read in one statement.
import type { Address } from '../chain';

export const PACKED_TRANSFER_BYTES = 76;
const FROM = 4;
const TO = 24;
const VALUE = 44;
/** Written for a transfer whose source gave no log index (an old explorer answer). */
const UNKNOWN_LOG_INDEX = 0xffffffff;

export type IndexedTransfer = { logIndex: number; from: Address; to: Address; value: bigint };

const hexOf = (value: bigint) => value.toString(16).padStart(64, '0');

/** Packs transfers given in chain order. */
export function packTransfers(transfers: readonly IndexedTransfer[]): Uint8Array {
  const packed = Buffer.alloc(transfers.length * PACKED_TRANSFER_BYTES);
  transfers.forEach(({ logIndex, from, to, value }, at) => {
    const offset = at * PACKED_TRANSFER_BYTES;
    packed.writeUInt32BE(logIndex >= 0 ? logIndex : UNKNOWN_LOG_INDEX, offset);
    packed.write(from.slice(2), offset + FROM, 20, 'hex');
    packed.write(to.slice(2), offset + TO, 20, 'hex');
    packed.write(hexOf(value), offset + VALUE, 32, 'hex');
  });
  return new Uint8Array(packed.buffer, packed.byteOffset, packed.byteLength);
}

export function transferCount(packed: Uint8Array): number {
  return packed.byteLength / PACKED_TRANSFER_BYTES;
}

/** The transfers of a packed block, in chain order. */
export function unpackTransfers(packed: Uint8Array): IndexedTransfer[] {
  const bytes = Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength);
  const transfers: IndexedTransfer[] = [];
  for (let offset = 0; offset < bytes.length; offset += PACKED_TRANSFER_BYTES) {
    const logIndex = bytes.readUInt32BE(offset);
    transfers.push({
      logIndex: logIndex === UNKNOWN_LOG_INDEX ? -1 : logIndex,
      from: `0x${bytes.toString('hex', offset + FROM, offset + TO)}`,
      to: `0x${bytes.toString('hex', offset + TO, offset + VALUE)}`,
      value: BigInt(`0x${bytes.toString('hex', offset + VALUE, offset + PACKED_TRANSFER_BYTES)}`),
    });
  }
  return transfers;
}
