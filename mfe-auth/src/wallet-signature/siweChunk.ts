// viem's part of signing with a wallet (walletMessage.ts), fetched only when a message is needed (issue 23).
export const siweChunk = () => import(/* webpackChunkName: "wallet-signature" */ './walletMessage');

/** Fetches it ahead of a likely need; a failure shows when the message is built. */
export function warmSiwe(): void {
  siweChunk().catch(() => undefined);
}
