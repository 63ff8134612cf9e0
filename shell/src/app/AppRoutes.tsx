// The route table (spec §2): shell pages, remote screens, protected routes and the fallbacks. Only the
// home page is in the first download; the other pages load on first visit (lazyPages).
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RequireAuth } from '../auth/RequireAuth';
import { ACCOUNT_SETTINGS_PATH } from '../navigation/navModel';
import { SCREENS, type RemoteScreen } from '../federation/remoteScreens';
import { HomePage } from '../pages/home/HomePage';
import { NOTIFICATION_SETTINGS_PATH } from '../pages/notification-settings/notificationSettingsPath';
import { CHAIN_TRANSACTION_ROUTE, TRANSACTION_ROUTE } from '../pages/transaction/transactionPath';
import { RemoteRoute } from '../remotes/RemoteRoute';
import {
  AboutPage,
  NewsPage,
  NotificationSettingsPage,
  PrivacyPolicyPage,
  RefundPolicyPage,
  StatusPage,
  SuccessPage,
  TermsOfServicePage,
  TransactionPage,
} from './lazyPages';

export const RECOVERY_PREFIX = '/authorisation';

// Keyed by screen so moving between two remote routes never carries one's error state into the other.
const remote = (screen: RemoteScreen) => <RemoteRoute key={`${screen.remote}/${screen.expose}`} screen={screen} />;
const protectedRemote = (screen: RemoteScreen) => <RequireAuth>{remote(screen)}</RequireAuth>;

/** /authorisation and any path starting with it is the recovery landing; anything else unknown goes home. */
function UnknownPath() {
  const { pathname } = useLocation();
  if (pathname.startsWith(RECOVERY_PREFIX)) return remote(SCREENS.recoveryLanding);
  return <Navigate to="/" replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/auth" element={remote(SCREENS.authPanel)} />
      <Route path="/pricing" element={remote(SCREENS.pricing)} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/refund-policy" element={<RefundPolicyPage />} />
      <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
      <Route path="/terms-of-service" element={<TermsOfServicePage />} />
      <Route path="/success" element={<SuccessPage />} />
      <Route path="/news" element={<NewsPage />} />
      <Route path="/status" element={<StatusPage />} />
      <Route
        path={TRANSACTION_ROUTE}
        element={
          <RequireAuth>
            <TransactionPage />
          </RequireAuth>
        }
      />
      {/* The same page for one chain's alerts (links name the alert's chain); /tx/:hash stays for older links. */}
      <Route
        path={CHAIN_TRANSACTION_ROUTE}
        element={
          <RequireAuth>
            <TransactionPage />
          </RequireAuth>
        }
      />
      <Route
        path={NOTIFICATION_SETTINGS_PATH}
        element={
          <RequireAuth>
            <NotificationSettingsPage />
          </RequireAuth>
        }
      />
      <Route path="/register" element={protectedRemote(SCREENS.walletTracking)} />
      <Route path="/analyzer" element={protectedRemote(SCREENS.tokenAnalyzer)} />
      <Route path="/portfolio" element={protectedRemote(SCREENS.portfolioViewer)} />
      <Route path="/wallet/:address" element={protectedRemote(SCREENS.walletProfile)} />
      {/* Not behind RequireAuth: signed out, the screen itself asks to sign in (spec §2 "StealthWallet"). */}
      <Route path="/stealth" element={remote(SCREENS.stealthWallet)} />
      <Route path="/dashboard" element={protectedRemote(SCREENS.dashboard)} />
      <Route path={ACCOUNT_SETTINGS_PATH} element={protectedRemote(SCREENS.accountSettings)} />
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}
