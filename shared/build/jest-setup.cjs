// Before every test: jest-dom matchers, clean storage, fresh shared stores and a fake EventSource.
/* global beforeEach -- jest's setupFilesAfterEnv runs among jest's globals */
require('@testing-library/jest-dom');

// Every test starts a fresh supabase-js client (resetSharedState), which supabase-js reports as a
// second client on the same storage key; in the browser there is only ever one.
const warn = console.warn.bind(console);
console.warn = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('Multiple GoTrueClient instances detected')) return;
  warn(...args);
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  const shared = require('@whalewatch/shared');
  shared.resetSharedState();
  // jsdom has no EventSource; a browser does. Suites find the streams the code opened and drive them.
  require('../src/testing/fakeEventSource.ts').installFakeEventSource();
});
