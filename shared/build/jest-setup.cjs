// Before every test: jest-dom matchers, clean storage and fresh shared stores.
require('@testing-library/jest-dom');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  const shared = require('@whalewatch/shared');
  shared.resetSharedState();
});
