// The wallet monitor that fits the chain source: a JSON-RPC node is followed block by block for every
// watched wallet at once; an explorer, where each block costs several requests, is asked about each
// watched wallet at its users' check interval (DESIGN.md §4 "Wallet monitor").
import type { ChainSource } from '../chain';
import type { Database } from '../db';
import type { PriceSource } from '../prices';
import type { WalletRecordBook } from '../wallets';
import { createWalletMonitor, type BlockTransport, type MonitorConfig, type MonitorHeads, type StepResult } from './wallet-monitor';
import { createWalletPoller, type MonitorLog, type PollStepResult } from './wallet-poller';

export type { HeadTransport, MonitorHeads } from './wallet-monitor';

export type Monitor = {
  step(): Promise<StepResult | PollStepResult>;
  start(): void;
  stop(): Promise<void>;
  /** How new blocks reach the monitor now (the explorer poller always polls). */
  transport(): BlockTransport;
  /** For /health: how new blocks reach the block monitor, and since when (null: stopped, or the explorer poller, which follows no blocks). */
  heads(): MonitorHeads | null;
};

export function createMonitor(
  dependencies: {
    database: Pick<Database, 'db' | 'listen'>;
    chain: ChainSource;
    prices: PriceSource;
    /** Wallets' known 30-day records, for their alerts. */
    records?: Pick<WalletRecordBook, 'known'>;
    log: MonitorLog;
    afterStep?: () => void | Promise<unknown>;
  },
  config: MonitorConfig,
): Monitor {
  if (!dependencies.chain.walletPolling) return createWalletMonitor(dependencies, config);
  const poller = createWalletPoller(dependencies, config);
  return { ...poller, transport: () => 'polling', heads: () => null };
}
