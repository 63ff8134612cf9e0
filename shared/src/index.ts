// The public face of @whalewatch/shared: everything the shell and the remotes may import.
import './instance';
import './theme/styledTheme';

export * from './types/entities';
export * from './types/plans';
export { POPULAR_TOKENS, type PopularToken } from './tokens/popularTokens';

export {
  getConfig,
  configure,
  loadRuntimeConfig,
  transactionUrl,
  EMBEDDED_SUPABASE_ANON_KEY,
  type RuntimeConfig,
} from './config/runtimeConfig';
export {
  sessionStore,
  useSession,
  clearRecoveryTokens,
  AUTH_TOKEN_KEY,
  RECOVERY_TOKEN_KEY,
  RECOVERY_REFRESH_TOKEN_KEY,
  USER_KEY,
  type SessionState,
} from './session/sessionStore';
export { getSupabase, AUTH_STORAGE_KEY } from './auth/supabaseClient';
export { startSession, endSession, watchSession, type SessionTokens } from './auth/authSession';
export { requestPasswordReset, resetPassword, type RecoveryTokens } from './auth/passwordRecovery';
export { originState, originPath, type OriginState } from './session/origin';
export { themeStore, useTheme, THEME_KEY, type ThemeState } from './theme/themeStore';
export { themes, darkTheme, lightTheme, type ThemeTokens, type ThemeMode } from './theme/tokens';
export { ThemeProvider } from './theme/ThemeProvider';
export {
  toast,
  toastStore,
  useToasts,
  dismissToast,
  TOAST_DURATION_MS,
  type AlertToast,
  type InAppLink,
  type Toast,
  type ToastKind,
  type ToastLink,
  type ToastOptions,
} from './toast/toastStore';
export {
  showAlert,
  dismissAlert,
  holdAlerts,
  requestNotificationCentre,
  onNotificationCentreRequest,
  collapsedAlerts,
  ALERT_TOAST_MS,
  OPEN_NOTIFICATIONS,
  type Alert,
} from './toast/alertToast';
export { api, request, ApiError, GENERIC_ERROR, type RequestOptions } from './api/apiClient';
export {
  fetchTrackingSettings,
  fetchLatestTransactions,
  trackWallet,
  muteWallet,
  DEFAULT_MONITOR_OPTIONS,
  withDefaultMonitorOptions,
  TRACK_FAILED,
  MUTE_FAILED,
  UNMUTE_FAILED,
  type MuteState,
} from './api/tracking';
export {
  fetchPlan,
  refreshPlan,
  openCustomerPortal,
  PLAN_LOAD_FAILED,
  PORTAL_OPEN_FAILED,
  type CustomerPortalSession,
  type CustomerPortalState,
  type PlanStatus,
} from './api/billing';
export {
  channelsApi,
  CHANNELS_LOAD_FAILED,
  CHANNEL_ADD_FAILED,
  CHANNEL_REMOVE_FAILED,
  CHANNEL_ENABLE_FAILED,
  CHANNEL_TEST_FAILED,
  SECRET_ROTATE_FAILED,
  TELEGRAM_LINK_FAILED,
  DELIVERIES_LOAD_FAILED,
  WALLET_CHANNELS_LOAD_FAILED,
  WALLET_CHANNELS_SAVE_FAILED,
  type Channel,
  type ChannelKind,
  type ChannelList,
  type DeliveryAttempt,
  type DeliveryOutcome,
  type LastDelivery,
  type WalletChannels,
} from './api/channels';
export { loadWatchlist, addToWatchlist, removeFromWatchlist, AlreadyInWatchlistError } from './api/watchlist';
export { fetchPortfolio, PORTFOLIO_FAILED } from './api/portfolio';
export { fetchStealthWallets, requestStealthChallenge, addStealthWallet, removeStealthWallet } from './api/stealth';
export { useLoad, type Load } from './hooks/useLoad';
export * from './validation/rules';
export * from './format/numbers';
export * from './format/addresses';

export { Button, ButtonLink, type ButtonVariant } from './ui/Button';
export {
  AddressField,
  CheckboxField,
  Field,
  Input,
  Select,
  TextAreaField,
  type CheckboxFieldProps,
  type FieldProps,
  type TextAreaFieldProps,
} from './ui/Field';
export { Card } from './ui/Card';
export { Spinner, VisuallyHidden } from './ui/Spinner';
export { Modal, type ModalProps } from './ui/Modal';
export { TransactionDetails } from './ui/TransactionDetails';
export { Address, HexText, type AddressProps } from './ui/Address';
export { LabelledAddress } from './ui/LabelledAddress';
export {
  TrackButton,
  WALLET_TRACKED,
  WALLET_ALREADY_TRACKED,
  WALLET_LIMIT_REACHED,
  SEE_PLANS,
  type TrackButtonProps,
} from './ui/TrackButton';
export { EntryList, EntryDetails, MutedText } from './ui/EntryList';
export { LoadFailed } from './ui/LoadFailed';
export { DetailList } from './ui/DetailList';
export { InlineForm } from './ui/InlineForm';
export { Tabs, type TabsProps } from './ui/Tabs';
export { Overlay, type OverlayKind } from './ui/Overlay';
export { ToastViewport, HEADER_HEIGHT_PROPERTY } from './ui/ToastViewport';
export { Page, PageTitle, Lead } from './ui/PageTitle';

export { AppProviders } from './standalone/AppProviders';
export { mountStandalone, type StandaloneScreen } from './standalone/mountStandalone';
export { resetSharedState } from './resetSharedState';
