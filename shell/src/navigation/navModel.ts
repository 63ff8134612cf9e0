// What the navigation bar offers, by sign-in state (spec §2 "Navigation bar").
import { SCREENS, type RemoteScreen } from '../federation/remoteScreens';
import { NOTIFICATION_SETTINGS_PATH } from '../pages/notification-settings/notificationSettingsPath';

export interface NavLinkItem {
  label: string;
  to: string;
  /** Remote to warm on hover/focus/idle, when the route comes from one. */
  screen?: RemoteScreen;
}

/** Where the entries are shown: the desktop bar, or the mobile menu (which closes on navigating). */
export interface NavItemsProps {
  layout: 'bar' | 'mobile';
  onNavigate?: () => void;
}

/** Something a menu does rather than a page it opens (Sign Out). */
export interface MenuAction {
  label: string;
  onSelect: () => void;
}

/** One entry of a menu: a page, or an action. */
export type MenuEntry = NavLinkItem | MenuAction;

export const isAction = (entry: MenuEntry): entry is MenuAction => 'onSelect' in entry;

export const SIGNED_OUT_LINKS: NavLinkItem[] = [
  { label: 'Pricing', to: '/pricing', screen: SCREENS.pricing },
  { label: 'Sign In', to: '/auth', screen: SCREENS.authPanel },
];

export const PRODUCT_LINKS: NavLinkItem[] = [
  { label: 'Token Analyzer', to: '/analyzer', screen: SCREENS.tokenAnalyzer },
  { label: 'Portfolio Viewer', to: '/portfolio', screen: SCREENS.portfolioViewer },
  { label: 'StealthWallet', to: '/stealth', screen: SCREENS.stealthWallet },
  { label: 'Wallet Tracking', to: '/register', screen: SCREENS.walletTracking },
];

export const ABOUT_LINK: NavLinkItem = { label: 'About Us', to: '/about' };
export const PRICING_LINK: NavLinkItem = SIGNED_OUT_LINKS[0];
export const NEWS_LINK: NavLinkItem = { label: 'AI News', to: '/news' };
export const DASHBOARD_LINK: NavLinkItem = { label: 'Dashboard', to: '/dashboard', screen: SCREENS.dashboard };
/** Two-factor, wallets, sessions and account activity (issue 36): in the account menu. */
export const ACCOUNT_SETTINGS_PATH = '/account';
export const ACCOUNT_SETTINGS_LINK: NavLinkItem = { label: 'Account settings', to: ACCOUNT_SETTINGS_PATH, screen: SCREENS.accountSettings };
/** Where alerts go (issue 24): in the account menu, and linked from the bell's centre. */
export const NOTIFICATIONS_LINK: NavLinkItem = { label: 'Notifications', to: NOTIFICATION_SETTINGS_PATH };
