// /account (issue 36): the account's security in one page — two-factor authentication, the wallets that
// sign in to it, where it is signed in, what happened to it lately, and its deletion.
import { Lead, Page, PageTitle } from '@whalewatch/shared';
import { Link } from 'react-router-dom';
import { AccountActivity } from './activity/AccountActivity';
import { DeleteAccountSection } from './delete-account/DeleteAccountSection';
import { SessionsSection } from './sessions/SessionsSection';
import { TwoFactorSection } from './two-factor/TwoFactorSection';
import { WalletSection } from './wallet/WalletSection';

export const ACCOUNT_SETTINGS_TITLE = 'Account settings';
export const ACCOUNT_SETTINGS_LEAD = 'How you sign in, where you are signed in, and what happened to your account lately.';
/** Where alerts go is the shell's page (issue 24). */
const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';

export default function AccountSettings() {
  return (
    <Page>
      <PageTitle>{ACCOUNT_SETTINGS_TITLE}</PageTitle>
      <Lead>
        {ACCOUNT_SETTINGS_LEAD} Where your alerts go is in <Link to={NOTIFICATION_SETTINGS_PATH}>Notification settings</Link>.
      </Lead>
      <TwoFactorSection />
      <WalletSection />
      <SessionsSection />
      <AccountActivity />
      <DeleteAccountSection />
    </Page>
  );
}
