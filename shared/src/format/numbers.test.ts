import { formatAmount, formatBalance, formatCompactUsd, formatSignedUsd, formatTimestamp, formatUsd, formatWeiAsEth } from './numbers';

// Worked out by hand from the rules (spec §9 Display, numbers.ts):
// - decimals = 6 significant digits − integer digits, kept between 2 (balances; 0 for amounts) and 6:
//     13,168,014.525 has 8 integer digits → 6 − 8 < 2 → 2 decimals → 13,168,014.53 (the 5 rounds up)
//     6,716,458.6    has 7               → 2 decimals → 6,716,458.60 (the same width as its neighbour)
//     1,234.5        has 4               → 2 decimals → 1,234.50
//     12,345.6789    has 5               → 1, raised to 2 → 12,345.68
//     42.000001      has 2               → 4 decimals → 42.0000 → trailing zeros past the 2nd dropped → 42.00
//     1.23456789     has 1               → 5 decimals → 1.23457
//     0.123456789    has 0               → 6 decimals → 0.123457
//     0.0000015      has 0               → 6 decimals → 0.000002
// - a non-zero amount under 0.000001 reads '<0.000001' (and '>-0.000001' below zero) instead of 0.00.
// - amounts in words drop the zeros a balance keeps: 1,234.5, 42, 1,250,000; 13,168,014.525 keeps no
//   decimal at all (6 − 8 < 0) → 13,168,015.
// - US dollars: 2 decimals (1,234.567 → $1,234.57); under a cent, 2 significant digits:
//     0.0000123 → $0.000012, 0.004 → $0.004 (never $0.00); 0.00999 → $0.010 → $0.01.
// - compact dollars, 3 significant digits from $1,000 on: 1,250,000 → $1.25M, 3,400 → $3.4K,
//   1,234.567 → $1.23K; under $1,000 as formatUsd: 980 → $980.00.
describe('number formatting (spec §9 Display)', () => {
  it.each([
    [13168014.525, '13,168,014.53'],
    [6716458.6, '6,716,458.60'],
    [1234.5, '1,234.50'],
    [12345.6789, '12,345.68'],
    [42.000001, '42.00'],
    ['42.000001', '42.00'],
    [1.23456789, '1.23457'],
    [1, '1.00'],
    [0.1, '0.10'],
    [0.123456789, '0.123457'],
    [0.0000015, '0.000002'],
    [0.000001, '0.000001'],
    [0.0000004, '<0.000001'],
    [-0.0000004, '>-0.000001'],
    [0, '0.00'],
    [-1234.5678, '-1,234.57'],
    [-13168014.525, '-13,168,014.53'],
    [999999.9999999, '1,000,000.00'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['not a number', 'N/A'],
    [Number.NaN, 'N/A'],
    [Number.POSITIVE_INFINITY, 'N/A'],
  ])('formatBalance(%p) → %s', (value, expected) => {
    expect(formatBalance(value)).toBe(expected);
  });

  it.each([
    [1250000, '1,250,000'],
    [13168014.525, '13,168,015'],
    [1234.5, '1,234.5'],
    [12345.6789, '12,345.7'],
    [42.000001, '42'],
    [2.5, '2.5'],
    [0.123456789, '0.123457'],
    [0.0000004, '<0.000001'],
    [-1234.5678, '-1,234.57'],
    [0, '0'],
    [null, 'N/A'],
  ])('formatAmount(%p) → %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it.each([
    [1, '$1.00'],
    [1234.567, '$1,234.57'],
    [0.995, '$1.00'],
    [0.01, '$0.01'],
    [0.00999, '$0.01'],
    [0.004, '$0.004'],
    [0.0000123, '$0.000012'],
    [-0.0000123, '-$0.000012'],
    [-1234.567, '-$1,234.57'],
    [0, '$0.00'],
    [null, 'N/A'],
    ['not a price', 'N/A'],
  ])('formatUsd(%p) → %s', (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });

  it.each([
    [1250000, '$1.25M'],
    [3400, '$3.4K'],
    [1234.567, '$1.23K'],
    [-1250000, '-$1.25M'],
    [980, '$980.00'],
    [0.0000123, '$0.000012'],
    [null, 'N/A'],
  ])('formatCompactUsd(%p) → %s', (value, expected) => {
    expect(formatCompactUsd(value)).toBe(expected);
  });

  it.each([
    [1250000, '+$1.25M'],
    [-3400, '-$3.4K'],
    [0, '$0.00'],
    [null, 'N/A'],
  ])('formatSignedUsd(%p) → %s', (value, expected) => {
    expect(formatSignedUsd(value)).toBe(expected);
  });

  it('formatSignedUsd takes the format of the figure', () => {
    expect(formatSignedUsd(1234.5, formatUsd)).toBe('+$1,234.50');
  });

  it.each([
    ['1500000000000000000', '1.50'], // 1.5 ETH
    ['123456789000000000000', '123.457'], // 123.456789 ETH: 3 integer digits → 3 decimals
    ['13168014525000000000000000', '13,168,014.53'],
    ['1000000000000', '0.000001'], // 10^12 wei = 0.000001 ETH
    ['1', '<0.000001'], // 1 wei: not zero, too small to show
    ['0', '0.00'],
    ['-5', 'N/A'],
    ['', 'N/A'],
  ])('formatWeiAsEth(%p) → %s', (wei, expected) => {
    expect(formatWeiAsEth(wei)).toBe(expected);
  });

  it('shows a seconds timestamp in local time', () => {
    expect(formatTimestamp('1700000000')).toBe(new Date(1700000000 * 1000).toLocaleString());
    expect(formatTimestamp('')).toBe('N/A');
  });
});
