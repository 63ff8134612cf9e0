// The public face of @whalewatch/shared: everything the shell and the remotes may import.
export * from './core';

export { requestPasswordReset, resetPassword, type RecoveryTokens } from './auth/passwordRecovery';
export { startWalletSession, type WalletCredentials } from './auth/authSession';
export {
  isWrongCode,
  redeemRecoveryCode,
  verifiedTotpFactor,
  verifyAuthenticatorCode,
  verifySecondFactor,
  NoSecondFactorError,
  TOTP_CODE_LENGTH,
} from './auth/secondFactor';
export { accountName, walletIdentities, type WalletIdentity } from './auth/walletIdentities';
export {
  accountApi,
  ACCOUNT_DELETE_FAILED,
  AUDIT_LOG_LOAD_FAILED,
  RECOVERY_CODE_FAILED,
  RECOVERY_CODES_CREATE_FAILED,
  RECOVERY_CODES_LOAD_FAILED,
  SESSION_SIGN_OUT_FAILED,
  SESSIONS_LOAD_FAILED,
  WALLET_LINK_FAILED,
  type AuditAction,
  type AuditEntry,
  type RecoveryCodesStatus,
  type SignedInSession,
} from './api/account';
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
export { chainFromParam, chainTransactionUrl, fetchChains, resetChains, useChains, CHAINS_FAILED, type Chain } from './chains/chains';
export { useChainChoice, type ChainChoice } from './chains/useChainChoice';
export { ChainSwitch } from './chains/ChainSwitch';
export { UnknownChain, unknownChain } from './chains/UnknownChain';
export {
  fetchWalletProfile,
  fetchWalletValue,
  fetchWalletActivity,
  WALLET_PROFILE_FAILED,
  WALLET_VALUE_FAILED,
  WALLET_ACTIVITY_FAILED,
  type WalletActivityQuery,
} from './api/wallets';
export { fetchStealthWallets, requestStealthChallenge, addStealthWallet, removeStealthWallet } from './api/stealth';
export { useLoad, type Load } from './hooks/useLoad';
export { publishLiveAlert, subscribeToLiveAlerts, type LiveAlertListener } from './notifications/liveAlerts';
export { NOTIFICATION_EVENT, readNotificationEvent, SESSION_ENDED_EVENT } from './notifications/notificationStream';
export * from './validation/rules';
export * from './format/numbers';
export * from './format/addresses';
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
export { Modal, type ModalProps } from './ui/Modal';
export { TransactionDetails } from './ui/TransactionDetails';
export { Address, HexText, type AddressProps } from './ui/Address';
export { LabelledAddress } from './ui/LabelledAddress';
export { ChainBadge, CHAIN_BADGE_PREFIX, isOtherChain } from './ui/ChainBadge';
export { WalletLink, type WalletLinkProps } from './ui/WalletLink';
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
export { OnDemand, type OnDemandProps } from './ui/OnDemand';
export { DetailList } from './ui/DetailList';
export { InlineForm } from './ui/InlineForm';
export { Tabs, type TabsProps } from './ui/Tabs';
export { Overlay, type OverlayKind } from './ui/Overlay';
export { mountStandalone, type StandaloneScreen } from './standalone/mountStandalone';
export { resetSharedState } from './resetSharedState';
