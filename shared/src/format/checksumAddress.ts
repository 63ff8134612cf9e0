// An address in EIP-55's mixed case, as block explorers and wallets print it: the api keeps addresses in
// lower case, and a screen that shows one address should show it the way users copy it from elsewhere.
// EIP-55 needs Keccak-256 (Ethereum's pre-standard SHA-3), written out here because the front ends carry
// no hashing library; 40 hex characters are a single block.

const LANE_MASK = (1n << 64n) - 1n;
const RATE_BYTES = 136;
const ROUNDS = 24;

/** ρ rotations, π's lane order and ι's round constants, generated as the Keccak reference does. */
const { rotations, piLanes, roundConstants } = (() => {
  const rotations: number[] = [];
  const piLanes: number[] = [];
  const roundConstants: bigint[] = [];
  let [x, y] = [1, 0];
  let lfsr = 1n;
  for (let round = 0; round < ROUNDS; round++) {
    [x, y] = [y, (2 * x + 3 * y) % 5];
    piLanes.push(x + 5 * y);
    rotations.push((((round + 1) * (round + 2)) / 2) % 64);
    let constant = 0n;
    for (let bit = 0; bit < 7; bit++) {
      lfsr = ((lfsr << 1n) ^ ((lfsr >> 7n) * 0x71n)) % 256n;
      if (lfsr & 2n) constant ^= 1n << ((1n << BigInt(bit)) - 1n);
    }
    roundConstants.push(constant);
  }
  return { rotations, piLanes, roundConstants };
})();

const rotateLeft = (lane: bigint, by: number) =>
  by === 0 ? lane : ((lane << BigInt(by)) | (lane >> BigInt(64 - by))) & LANE_MASK;

/** Keccak-f[1600] on 25 lanes, lane (x, y) at index x + 5y. */
function permute(lanes: bigint[]): void {
  for (let round = 0; round < ROUNDS; round++) {
    const columns = [0, 1, 2, 3, 4].map((x) => lanes[x] ^ lanes[x + 5] ^ lanes[x + 10] ^ lanes[x + 15] ^ lanes[x + 20]);
    for (let x = 0; x < 5; x++) {
      const theta = columns[(x + 4) % 5] ^ rotateLeft(columns[(x + 1) % 5], 1);
      for (let y = 0; y < 25; y += 5) lanes[x + y] ^= theta;
    }
    let moving = lanes[1];
    for (let step = 0; step < ROUNDS; step++) {
      const target = piLanes[step];
      const next = lanes[target];
      lanes[target] = rotateLeft(moving, rotations[step]);
      moving = next;
    }
    for (let y = 0; y < 25; y += 5) {
      const row = lanes.slice(y, y + 5);
      for (let x = 0; x < 5; x++) lanes[x + y] = (row[x] ^ (~row[(x + 1) % 5] & row[(x + 2) % 5])) & LANE_MASK;
    }
    lanes[0] ^= roundConstants[round];
  }
}

/** Keccak-256 of `bytes`, as 64 lower-case hex characters. */
export function keccak256Hex(bytes: Uint8Array): string {
  const padded = new Uint8Array(Math.floor(bytes.length / RATE_BYTES + 1) * RATE_BYTES);
  padded.set(bytes);
  padded[bytes.length] ^= 0x01;
  padded[padded.length - 1] ^= 0x80;
  const lanes: bigint[] = new Array(25).fill(0n);
  for (let block = 0; block < padded.length; block += RATE_BYTES) {
    for (let lane = 0; lane < RATE_BYTES / 8; lane++) {
      let value = 0n;
      for (let byte = 7; byte >= 0; byte--) value = (value << 8n) | BigInt(padded[block + lane * 8 + byte]);
      lanes[lane] ^= value;
    }
    permute(lanes);
  }
  let hex = '';
  for (let lane = 0; lane < 4; lane++) {
    for (let byte = 0; byte < 8; byte++) hex += Number((lanes[lane] >> BigInt(8 * byte)) & 0xffn).toString(16).padStart(2, '0');
  }
  return hex;
}

/** '0x28c6c062…' → '0x28C6c062…' (EIP-55); anything that is not 0x and 40 hex digits comes back as it was. */
export function checksumAddress(address: string): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return address;
  const lower = address.slice(2).toLowerCase();
  const hash = keccak256Hex(new TextEncoder().encode(lower));
  let mixed = '0x';
  for (let index = 0; index < lower.length; index++) {
    mixed += parseInt(hash[index], 16) >= 8 ? lower[index].toUpperCase() : lower[index];
  }
  return mixed;
}
