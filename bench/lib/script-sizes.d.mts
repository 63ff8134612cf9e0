import type { Browser, BrowserContextOptions } from 'playwright-core';

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export const KB: number;
export const TARGETS: { firstLoad: Record<string, number>; firstVisit: number };
export const BUDGETS: { firstLoad: Record<string, number>; firstVisit: Record<string, number> };
export const BASELINE_FILE: string;

export interface Screen {
  remote: string;
  expose: string;
  title: string;
  route: string;
  /** Where the visit ends when the screen moves on by itself (RecoveryLanding → /auth). */
  endsAt?: string;
  signedIn: boolean;
  heading: RegExp;
}
export const SCREENS: Screen[];
export function firstVisitBudget(screen: Screen): number;

export interface FirstLoadRoute {
  path: string;
  signedIn: boolean;
}
export const FIRST_LOAD_ROUTES: FirstLoadRoute[];

export interface ScriptSize {
  url: string;
  /** Path on its server, content hash included. */
  file: string;
  /** The app that built it (its container name), when known. */
  app: string | null;
  /** gzip -9 bytes. */
  bytes: number;
  /** Stable across builds: what the script holds, e.g. "react-dom", "remoteEntry.js of mfe_analyzer". */
  label: string;
  contents: { group: string; share: number; topFile: string }[];
  /** Fetched earlier by a `<link rel="prefetch">` of the page (then executed from the cache on the visit). */
  prefetched: boolean;
}

export interface Measurement {
  /** The baseline's key, e.g. "first-load /", "first-visit mfe_analyzer/Dashboard". */
  key: string;
  title: string;
  scripts: ScriptSize[];
  totalBytes: number;
  lcpMs?: number | null;
  /** .js warm-ups (rel=prefetch) of remotes seen while measuring a first visit: there should be none. */
  warmups?: string[];
}

export type Baseline = Record<string, { total: number; files: Record<string, number> }>;

export function formatKb(bytes: number): string;
export function appOrigins(shellUrl: string): Record<string, string>;
export function firstLoadKey(route: FirstLoadRoute): string;
export function firstVisitKey(screen: Screen): string;
export function measureFirstLoad(
  browser: Browser,
  options: { shellUrl: string; route: FirstLoadRoute; storageState?: StorageState },
): Promise<Measurement>;
export function measureFirstVisit(
  browser: Browser,
  options: { shellUrl: string; screen: Screen; storageState?: StorageState },
): Promise<Measurement>;
export function readBaseline(file?: string): Baseline;
export function updateBaseline(measurements: Measurement[], file?: string): void;
export function describeMeasurement(measurement: Measurement, options?: { budget?: number; baseline?: Baseline }): string[];
