// What the api takes from shared (`@whalewatch/shared/format`): the number and address formatting every
// screen, alert and email uses. Node runs it compiled to CommonJS (build/compile-format.cjs); its one
// dependency, @noble/hashes, ships CommonJS too.
export * from './numbers';
export * from './addresses';
