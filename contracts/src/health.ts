// GET /health: is the api up, can it reach its database, and where is the chain? A problem that keeps the
// product from working turns the status to `degraded`, with its reasons (still 200: the api serves); only
// an unreachable database is 503.
import { z } from 'zod';
import { releasesHealth } from './releases';
import { route } from './route';

/** The outside services whose calls the api records, to name the one that is failing. */
export const OUTSIDE_SERVICES = ['smtp', 'chain', 'prices', 'news', 'llm', 'telegram', 'discord', 'slack'] as const;
export type OutsideService = (typeof OUTSIDE_SERVICES)[number];

const serviceState = z.object({ lastError: z.string(), lastErrorAt: z.string(), lastOkAt: z.string().nullable() });

/**
 * How new blocks reach the api's monitor (on the chain it follows): pushed over WebSocket, or polled every
 * `pollIntervalMs` — with WebSocket off (`ws-off`) or down (`ws-down`, with its last error where known).
 */
export const monitorHeads = z.object({
  transport: z.enum(['websocket', 'polling']),
  since: z.string(),
  reason: z.enum(['ws-off', 'ws-down']).optional(),
  pollIntervalMs: z.number().optional(),
  lastError: z.string().optional(),
  reconnectAt: z.string().optional(),
});

/** Where a chain's data can come from: its node, or an Etherscan-compatible explorer API. */
export const CHAIN_SOURCES = ['rpc', 'etherscan', 'blockscout', 'routescan'] as const;

/** One of a chain's sources, in its order: the first not set aside serves; one that failed is skipped a while. */
export const sourceStanding = z.object({
  name: z.enum(CHAIN_SOURCES),
  serving: z.boolean(),
  setAsideUntil: z.string().optional(),
  reason: z.string().optional(),
});

/** `source`: the one serving. `sources`: every one in order, where the chain reads several. */
const chainState = z.union([
  z.object({ source: z.enum(CHAIN_SOURCES), latestBlock: z.string(), sources: z.array(sourceStanding).optional() }),
  z.object({ source: z.enum(CHAIN_SOURCES), error: z.string(), sources: z.array(sourceStanding).optional() }),
]);

export const healthReport = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.literal('ok'),
  /** The first chain watched (as before chains were configurable). */
  chain: chainState,
  /** Every chain watched, each read on its own (a chain that is down is a reason when several are watched). */
  chains: z.array(z.intersection(z.object({ id: z.number().int(), slug: z.string(), name: z.string() }), chainState)),
  reasons: z.array(z.string()),
  monitor: z.array(z.object({ chain: z.string(), blockNumber: z.number(), ageSeconds: z.number(), heads: monitorHeads.optional() })),
  overdueEmails: z.number(),
  billingConflicts: z.number(),
  /** The outside services whose last call failed. */
  services: z.partialRecord(z.enum(OUTSIDE_SERVICES), serviceState),
  /** Each remote's live and canary release, and the automatic rollbacks, once anything was deployed (releases.ts). */
  releases: releasesHealth.optional(),
});
export type HealthReport = z.output<typeof healthReport>;
export type MonitorHeads = z.output<typeof monitorHeads>;
export type SourceStandingReport = z.output<typeof sourceStanding>;

export const healthRoutes = {
  'GET /health': route({
    method: 'GET',
    path: '/health',
    access: 'public',
    responses: { 200: healthReport },
    errors: ['database_unavailable'],
  }),
} as const;
