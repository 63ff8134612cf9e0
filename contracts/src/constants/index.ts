// The contract's constants alone (no schemas, no zod): what the front ends bundle.
export * from './monitor';
export * from './plans';
export * from './ranges';
export * from './words';
export * from './chains';
export * from './account';
