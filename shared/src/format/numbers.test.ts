import { formatBalance, formatTimestamp, formatUsd, formatWeiAsEth } from './numbers';

describe('number formatting (spec §9 Display)', () => {
  it.each([
    // value, expected: at least 2 decimals, at most 6, rounded half away from zero
    [1, '1.00'],
    [1234.5, '1,234.50'],
    [0.123456789, '0.123457'],
    [0.1, '0.10'],
    ['42.000001', '42.000001'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['not a number', 'N/A'],
    [Number.NaN, 'N/A'],
  ])('formatBalance(%p) → %s', (value, expected) => {
    expect(formatBalance(value)).toBe(expected);
  });

  it.each([
    [1, '$1.00'],
    [1234.567, '$1,234.57'],
    [0.004, '$0.00'],
    [null, 'N/A'],
  ])('formatUsd(%p) → %s', (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });

  it.each([
    ['1500000000000000000', '1.50'], // 1.5 ETH
    ['1', '0.00'], // 1 wei rounds away at 6 decimals
    ['123456789000000000000', '123.456789'],
    ['-5', 'N/A'],
  ])('formatWeiAsEth(%s) → %s', (wei, expected) => {
    expect(formatWeiAsEth(wei)).toBe(expected);
  });

  it('shows a seconds timestamp in local time', () => {
    expect(formatTimestamp('1700000000')).toBe(new Date(1700000000 * 1000).toLocaleString());
    expect(formatTimestamp('')).toBe('N/A');
  });
});
