// Tests compile with the same swc settings as the build (.swcrc), minus the build's `exclude`
// that keeps tests and test helpers out of dist/.
const fs = require('node:fs');
const path = require('node:path');

const swcOptions = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swcOptions.exclude;

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { ...swcOptions, swcrc: false }],
  },
};
