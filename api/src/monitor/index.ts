// The wallet monitor that fits the chain source: a JSON-RPC node is followed block by block for every
// watched wallet at once; an explorer, where each block costs several requests, is asked about each
// watched wallet at its users' check interval (DESIGN.md §4 "Wallet monitor").
import type { ChainSource } from '../chain/chain-source';
import type { Database } from '../db/database';
import type { PriceSource } from '../prices';
import { createWalletMonitor, type BlockTransport, type MonitorConfig, type StepResult } from './wallet-monitor';
import { createWalletPoller, type MonitorLog, type PollStepResult } from './wallet-poller';

export type Monitor = {
  step(): Promise<StepResult | PollStepResult>;
  start(): void;
  stop(): Promise<void>;
  /** How new blocks reach the monitor now (the explorer poller always polls). */
  transport(): BlockTransport;
};

export function createMonitor(
  dependencies: { database: Pick<Database, 'db' | 'listen'>; chain: ChainSource; prices: PriceSource; log: MonitorLog; afterStep?: () => Promise<unknown> },
  config: MonitorConfig,
): Monitor {
  if (!dependencies.chain.walletPolling) return createWalletMonitor(dependencies, config);
  const poller = createWalletPoller(dependencies, config);
  return { ...poller, transport: () => 'polling' };
}
