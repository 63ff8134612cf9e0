// What signing with a wallet says (the auth panel's wallet sign-in and account settings' wallet linking).
export const PASTE_TITLE = 'Sign the message with your wallet';
export const ADDRESS_LABEL = 'Wallet address';
export const SHOW_MESSAGE = 'Show the message to sign';
export const MESSAGE_LABEL = 'Message to sign';
export const SIGNATURE_LABEL = 'Signature';
export const COPY_MESSAGE = 'Copy message';
export const MESSAGE_COPIED = 'Message copied';
export const COPY_BY_HAND = 'Could not copy: the message is selected, copy it with Ctrl+C (⌘C on a Mac)';
export const INVALID_SIGNATURE = 'Paste the whole signature: 0x followed by at least 130 hexadecimal digits';
export const PASTE_INSTEAD = 'Paste a signature instead';
export const PASTE_NOT_LOADED = 'The form for pasting a signature could not be loaded.';
export const WALLET_REJECTED = 'You cancelled the request in your wallet.';
