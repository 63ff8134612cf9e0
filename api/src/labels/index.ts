// The labels folder's public face: what the api's other folders may use of it.
export { dexVenueName, knownLabel } from './labels';
export { type AddressBook, labelIn, loadAddressBook, loadAddressBooks } from './user-labels';
