import { oneLine } from './one-line';

describe('oneLine', () => {
  it.each([
    ['USDC', 'USDC'],
    ['Visit\nevil.example\r\nto claim', 'Visit evil.example to claim'],
    ['A\u0000B\u0007C', 'A B C'],
    ['\u202Ecodp\u202C USDC', 'codp USDC'],
    ['\u2066isolated\u2069 \u202Aembedded\u202C', 'isolated embedded'],
    ['Tether\u200B USD', 'Tether\u200B USD'],
    ['  tabs\t\tand\u2028lines\u2029  ', 'tabs and lines'],
    ['🐋 Whale', '🐋 Whale'],
    ['', ''],
  ])('makes %j one visible line: %j', (text, line) => {
    expect(oneLine(text, 64)).toBe(line);
  });

  it('cuts a long text with an ellipsis, never through a character', () => {
    expect(oneLine('<'.repeat(5000), 64)).toBe(`${'<'.repeat(63)}…`);
    const whales = oneLine('🐋'.repeat(100), 10);
    expect(Array.from(whales)).toHaveLength(10);
    expect(whales).toBe(`${'🐋'.repeat(9)}…`);
    expect(oneLine('x'.repeat(64), 64)).toBe('x'.repeat(64));
  });
});
