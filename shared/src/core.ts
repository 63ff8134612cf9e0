// The part of @whalewatch/shared the shell's first page needs: the stores (session, theme, toasts),
// the runtime config, sign-in and sign-out, the api client, the theme and the first screen's UI
// primitives. The shell imports it directly, so its first load carries only this; everything else loads
// with the first screen that asks for `@whalewatch/shared` (issue 23). It must stay light: nothing here
// may import focus-trap, @noble/hashes or supabase-js eagerly (a test in core.test.ts checks).
// One copy at run time either way: within the shell's build, this file's modules are the very modules
// the shared package's index re-exports to the remotes.
import './instance';
import './theme/styledTheme';
export * from './types/entities';
export * from './types/plans';
export * from './types/activity';
export * from './types/wallet-profile';
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
  secondFactorPrompt,
  type SecondFactorPrompt,
  type SessionState,
} from './session/sessionStore';
export { secondFactorMissing, type Assurance, type AssuranceLevel } from './auth/assurance';
export { getSupabase, AUTH_STORAGE_KEY } from './auth/supabaseClient';
export { startSession, endSession, watchSession, type SessionTokens } from './auth/authSession';
export { accessToken, tokenAfterRefusal } from './auth/accessToken';
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
export {
  call,
  ApiError,
  ContractViolation,
  GENERIC_ERROR,
  isSubscriptionLimitError,
  type CallArgs,
  type CallOptions,
} from './api/apiClient';
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
export { Button, ButtonLink, TextButton, type ButtonVariant } from './ui/Button';
export { Card } from './ui/Card';
export { Spinner, VisuallyHidden } from './ui/Spinner';
export { ToastViewport, HEADER_HEIGHT_PROPERTY } from './ui/ToastViewport';
export { Page, PageTitle, Lead } from './ui/PageTitle';
export { AppProviders } from './standalone/AppProviders';
