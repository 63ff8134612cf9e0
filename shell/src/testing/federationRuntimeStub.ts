// Stands in for @module-federation/enhanced/runtime under jest (see jest.config.js).
export const loadRemote = jest.fn();
export const preloadRemote = jest.fn(() => Promise.resolve());
export const registerRemotes = jest.fn();
export const registerPlugins = jest.fn();
// The runtime's range check is the real one: it decides which releases a shell can run.
export { satisfy } from '@module-federation/runtime-core';
export type ModuleFederationRuntimePlugin = Record<string, unknown>;
