// Paddle's signature scheme, checked against Paddle's published vector, and the freshness window the
// SDK leaves open on the future side.
import { freshSignature, signPayload, SIGNATURE_TOLERANCE_SECONDS } from './paddle-signature';

const isFreshSignature = (...args: Parameters<typeof freshSignature>) => freshSignature(...args) !== null;

const VECTOR = { body: '{"data": ["1", "2"]}', secret: 'VALID_SECRET', ts: 1698796800 };

describe("Paddle's webhook signature", () => {
  it("signs as Paddle does (the published vector's h1)", () => {
    expect(signPayload(VECTOR.body, VECTOR.secret, VECTOR.ts)).toBe(
      'ts=1698796800;h1=a300428748dce5c70e4da19bffd60769591ea969c99dea3105d0ec9612cf43f9',
    );
  });

  it('accepts the vector at its own time, and refuses it once stale or before its time', () => {
    const header = signPayload(VECTOR.body, VECTOR.secret, VECTOR.ts);
    const at = (seconds: number) => seconds * 1000;
    expect(isFreshSignature(VECTOR.body, header, VECTOR.secret, at(VECTOR.ts))).toBe(true);
    expect(isFreshSignature(VECTOR.body, header, VECTOR.secret, at(VECTOR.ts + SIGNATURE_TOLERANCE_SECONDS))).toBe(true);
    expect(isFreshSignature(VECTOR.body, header, VECTOR.secret, at(VECTOR.ts + SIGNATURE_TOLERANCE_SECONDS + 1))).toBe(false);
    expect(isFreshSignature(VECTOR.body, header, VECTOR.secret, at(VECTOR.ts - SIGNATURE_TOLERANCE_SECONDS - 1))).toBe(false);
  });

  it('refuses another secret, another body, and malformed headers', () => {
    const now = VECTOR.ts * 1000;
    const header = signPayload(VECTOR.body, VECTOR.secret, VECTOR.ts);
    expect(isFreshSignature(VECTOR.body, header, 'OTHER_SECRET', now)).toBe(false);
    expect(isFreshSignature('{"data": ["1", "3"]}', header, VECTOR.secret, now)).toBe(false);
    for (const malformed of [
      '',
      'ts=1698796800',
      'h1=abc;ts=1698796800',
      `ts=now;${header.split(';')[1]}`,
      header.replace(/h1=../, 'h1=zz'),
    ]) {
      expect(isFreshSignature(VECTOR.body, malformed, VECTOR.secret, now)).toBe(false);
    }
  });

  it('accepts a header with several h1 values (a secret being rotated) when any of them matches, first or last', () => {
    const now = VECTOR.ts * 1000;
    const ours = signPayload(VECTOR.body, VECTOR.secret, VECTOR.ts).split(';')[1];
    const theirs = signPayload(VECTOR.body, 'ROTATED_SECRET', VECTOR.ts).split(';')[1];
    const matched = `ts=${VECTOR.ts};${ours}`;
    expect(freshSignature(VECTOR.body, `ts=${VECTOR.ts};${ours};${theirs}`, VECTOR.secret, now)).toBe(matched);
    expect(freshSignature(VECTOR.body, `ts=${VECTOR.ts};${theirs};${ours}`, VECTOR.secret, now)).toBe(matched);
    expect(freshSignature(VECTOR.body, `ts=${VECTOR.ts};${theirs};${theirs}`, VECTOR.secret, now)).toBeNull();
  });

  it('accepts the vector with its h1 in upper-case or mixed-case hex, and hands the SDK the lower-case h1 it computes', () => {
    const now = VECTOR.ts * 1000;
    const h1 = 'a300428748dce5c70e4da19bffd60769591ea969c99dea3105d0ec9612cf43f9';
    const mixed = [...h1].map((digit, at) => (at % 2 === 0 ? digit.toUpperCase() : digit)).join('');
    for (const written of [h1.toUpperCase(), mixed]) {
      expect(freshSignature(VECTOR.body, `ts=${VECTOR.ts};h1=${written}`, VECTOR.secret, now)).toBe(`ts=${VECTOR.ts};h1=${h1}`);
    }
    const other = signPayload(VECTOR.body, 'ROTATED_SECRET', VECTOR.ts).split(';')[1].toUpperCase();
    expect(freshSignature(VECTOR.body, `ts=${VECTOR.ts};${other};h1=${h1.toUpperCase()}`, VECTOR.secret, now)).toBe(
      `ts=${VECTOR.ts};h1=${h1}`,
    );
    expect(freshSignature(VECTOR.body, `ts=${VECTOR.ts};h1=${h1.toUpperCase()}`, 'OTHER_SECRET', now)).toBeNull();
    expect(
      freshSignature(VECTOR.body, `ts=${VECTOR.ts};h1=${h1.toUpperCase()}`, VECTOR.secret, now + (SIGNATURE_TOLERANCE_SECONDS + 1) * 1000),
    ).toBeNull();
  });
});
