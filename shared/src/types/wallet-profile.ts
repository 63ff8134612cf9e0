// What the api answers about one wallet's record (issue 33): its profit and loss, value over time,
// activity and counterparties — its contract's types (@whalewatch/contracts wallets.ts). Amounts in USD
// are numbers; an unknown value is null (shown as N/A), never 0.
export { PNL_WINDOWS, VALUE_RANGES } from '@whalewatch/contracts/constants';
export type {
  ActivityDirection,
  AssetId,
  ClosedPosition,
  Counterparty,
  PnlWindow,
  PriceStatus,
  TokenPnl,
  ValuePoint,
  ValueRange,
  WalletActivityItem,
  WalletActivityPage,
  WalletHistoryWindow,
  WalletPnl,
  WalletProfile,
  WalletRecordSummary,
  WalletValueHistory,
} from '@whalewatch/contracts';
