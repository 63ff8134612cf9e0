// The account's security routes (issue 36): where it is signed in, its recovery codes, its linked wallets
// and its audit log, through the one api client and the routes' contracts (@whalewatch/contracts
// account.ts, wallet-identity.ts, audit.ts).
import { call } from './apiClient';

export type { AuditAction, AuditEntry, RecoveryCodesStatus, SignedInSession } from '@whalewatch/contracts';

export const SESSIONS_LOAD_FAILED = "Failed to load where you're signed in";
export const SESSION_SIGN_OUT_FAILED = 'Failed to sign that session out';
export const RECOVERY_CODES_LOAD_FAILED = 'Failed to load your recovery codes';
export const RECOVERY_CODES_CREATE_FAILED = 'Failed to create recovery codes';
export const RECOVERY_CODE_FAILED = 'Failed to use the recovery code';
export const AUDIT_LOG_LOAD_FAILED = 'Failed to load your account activity';
export const WALLET_LINK_FAILED = 'Failed to link the wallet';
export const ACCOUNT_DELETE_FAILED = 'Failed to delete your account';

export const accountApi = {
  sessions: async (signal?: AbortSignal) =>
    (await call('GET /account/sessions', {}, { fallbackError: SESSIONS_LOAD_FAILED, signal })).sessions,
  signOutSession: async (sessionId: string): Promise<void> => {
    await call('DELETE /account/sessions/:sessionId', { params: { sessionId } }, { fallbackError: SESSION_SIGN_OUT_FAILED });
  },
  recoveryCodes: (signal?: AbortSignal) => call('GET /account/recovery-codes', {}, { fallbackError: RECOVERY_CODES_LOAD_FAILED, signal }),
  createRecoveryCodes: async () => (await call('POST /account/recovery-codes', {}, { fallbackError: RECOVERY_CODES_CREATE_FAILED })).codes,
  /** Links the wallet that signed `message` (EIP-4361) to the account; answers the account with its identities. */
  linkWallet: (message: string, signature: string) =>
    call('POST /account/wallet-identity', { body: { message, signature } }, { fallbackError: WALLET_LINK_FAILED }),
  /** Deletes the account and everything it owns; the session is over once it resolves. */
  deleteAccount: async (): Promise<void> => {
    await call('DELETE /account', {}, { fallbackError: ACCOUNT_DELETE_FAILED });
  },
  auditLog: async (signal?: AbortSignal) =>
    (await call('GET /account/audit-log', {}, { fallbackError: AUDIT_LOG_LOAD_FAILED, signal })).entries,
};
