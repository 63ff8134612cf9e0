// Standalone page for local development; inside the product the shell renders the exposed screens.
import { mountStandalone } from '@whalewatch/shared';
import AccountSettings from './account-settings/AccountSettings';
import AuthPanel from './auth-panel/AuthPanel';
import RecoveryLanding from './recovery/RecoveryLanding';

mountStandalone('Sign In', [
  { path: '/auth', label: 'Sign In', Component: AuthPanel },
  { path: '/authorisation', label: 'Recovery landing', Component: RecoveryLanding },
  { path: '/account', label: 'Account settings', Component: AccountSettings },
]);
