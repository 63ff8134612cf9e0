// What this remote exposes (webpack.config.js `exposes`), checked against its federation contract
// (@whalewatch/contracts/federation): the shell's typecheck compiles this file too.
import type { CheckExposes } from '@whalewatch/contracts/federation';

export type Exposes = CheckExposes<
  'mfe_auth',
  {
    AccountSettings: typeof import('./account-settings/AccountSettings');
    AuthPanel: typeof import('./auth-panel/AuthPanel');
    RecoveryLanding: typeof import('./recovery/RecoveryLanding');
  }
>;
