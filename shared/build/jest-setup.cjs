// Before every test: jest-dom matchers, clean storage and fresh shared stores.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') {
  globalThis.TextEncoder = TextEncoder;
  globalThis.TextDecoder = TextDecoder;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  const shared = require('@whalewatch/shared');
  shared.resetSharedState();
});
