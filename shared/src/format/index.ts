// What the api takes from shared (`@whalewatch/shared/format`): the number and address formatting every
// screen, alert and email uses. No dependencies, so Node runs it compiled (build/compile-format.cjs).
export * from './numbers';
export * from './addresses';
