const preset = require('@whalewatch/shared/jest-preset');

module.exports = {
  ...preset,
  // Federated modules come from remotes at run time; the suites mock the runtime instead.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/testing/federationRuntimeStub.ts',
  },
};
