// Jest settings every front-end workspace uses: `module.exports = require('@whalewatch/shared/jest-preset')`.
const path = require('node:path');

const sharedSrc = path.join(__dirname, '..', 'src');

module.exports = {
  testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
  transform: {
    '^.+\\.[jt]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@whalewatch/shared$': path.join(sharedSrc, 'index.ts'),
    '^@whalewatch/shared/core$': path.join(sharedSrc, 'core.ts'),
    '^@whalewatch/shared/testing$': path.join(sharedSrc, 'testing', 'index.tsx'),
    '^@whalewatch/contracts$': path.join(__dirname, '..', '..', 'contracts', 'src', 'index.ts'),
    '^@whalewatch/contracts/constants$': path.join(__dirname, '..', '..', 'contracts', 'src', 'constants', 'index.ts'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
