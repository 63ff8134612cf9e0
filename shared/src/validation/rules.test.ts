import {
  isAddress,
  validateEmail,
  validateNewPassword,
  validatePassword,
  validateTokenAddress,
  validateVerificationCode,
  validateWalletAddress,
} from './rules';

const ADDRESS = '0x6B175474E89094C44Da98b954EedeAC495271d0F';

describe('validation rules (spec §5)', () => {
  it.each([
    [ADDRESS, true],
    [ADDRESS.toLowerCase(), true],
    ['0x6B175474E89094C44Da98b954EedeAC495271d0', false], // 39 hex
    ['0x6B175474E89094C44Da98b954EedeAC495271d0FF', false], // 41 hex
    ['6B175474E89094C44Da98b954EedeAC495271d0F00', false], // no 0x
    ['0xZZ75474E89094C44Da98b954EedeAC495271d0F', false], // not hex
    ['', false],
  ])('isAddress(%s) is %s', (value, expected) => {
    expect(isAddress(value)).toBe(expected);
  });

  it.each([
    ['whale@example.com', null],
    ['no-at-sign.com', 'Please enter a valid email address'],
    ['two@@example.com', 'Please enter a valid email address'],
    ['space in@example.com', 'Please enter a valid email address'],
    ['nodot@example', 'Please enter a valid email address'],
  ])('validateEmail(%s) → %s', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });

  it('requires passwords of at least 6 characters', () => {
    expect(validatePassword('12345')).toBe('Password must be at least 6 characters');
    expect(validatePassword('123456')).toBeNull();
    expect(validateNewPassword('12345')).toBe('New password must be at least 6 characters');
    expect(validateNewPassword('123456')).toBeNull();
  });

  it('requires a verification code', () => {
    expect(validateVerificationCode('  ')).toBe('Please enter the verification code');
    expect(validateVerificationCode('123456')).toBeNull();
  });

  it('distinguishes an empty token address from an invalid one', () => {
    expect(validateTokenAddress('')).toBe('Please enter a token address');
    expect(validateTokenAddress('0x123')).toBe('Please enter a valid token address');
    expect(validateTokenAddress(ADDRESS)).toBeNull();
  });

  it('rejects invalid wallet addresses with the spec message', () => {
    expect(validateWalletAddress('0x123')).toBe('Please enter a valid wallet address');
    expect(validateWalletAddress(ADDRESS)).toBeNull();
  });
});
