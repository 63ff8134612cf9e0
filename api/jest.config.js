// Tests compile with the same swc settings as the build (.swcrc), minus the build's `exclude`
// that keeps tests and test helpers out of dist/.
const fs = require('node:fs');
const path = require('node:path');

const swcOptions = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swcOptions.exclude;

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Most suites start an api on PGlite (migrations included) in a hook; on a loaded 2-core machine that
  // alone can pass jest's 5 s default. Timings are measured by the benches, not bounded here.
  testTimeout: 30_000,
  roots: ['<rootDir>/src'],
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { ...swcOptions, swcrc: false }],
    // Packages jest cannot load as they are: PGlite's CommonJS build loads Node built-ins with
    // import() (refused without --experimental-vm-modules), and light-my-request's cookie@2 and
    // @fastify/static's content-disposition@3 (under the api reference) are ESM only.
    // Compiling them to CommonJS fixes both.
    '/node_modules/(@electric-sql/pglite|cookie|jose|content-disposition)/.+\\.c?js$': [
      '@swc/jest',
      { swcrc: false, jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // The devnet's and the shared formatter's TypeScript sources, so tests need no build first.
  moduleNameMapper: {
    '^@whalewatch/devnet$': '<rootDir>/../devnet/src/index.ts',
    '^@whalewatch/devnet/price-path$': '<rootDir>/../devnet/src/price-path.ts',
    '^@whalewatch/shared/format$': '<rootDir>/../shared/src/format/index.ts',
    '^@whalewatch/contracts$': '<rootDir>/../contracts/src/index.ts',
    '^@whalewatch/contracts/constants$': '<rootDir>/../contracts/src/constants/index.ts',
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/(@electric-sql/pglite|cookie|jose|content-disposition)/).*/node_modules/'],
};
