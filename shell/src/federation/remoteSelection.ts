// Which release of each remote this browser loads, and whether it may: a canary goes to a stable share
// of browsers (a hash of this browser's id and the remote's name), and a browser keeps its release for
// the session; an entry is loaded only from an allowed origin (the registry must not be a way to load
// someone else's code) and only when this shell provides what the release requires (otherwise its
// route shows "This part of Whalewatch needs an update" instead of loading it).
import { SHELL_PROVIDES, type ShellProvides } from './provides';
import type { RegistryEntry, ReleaseEntry, RemoteRequirements } from './registryEntry';
// The federation runtime's own range check: what decides whether it shares a singleton decides here too.
import { satisfy as satisfies } from '@module-federation/enhanced/runtime';

export interface SelectedRemote extends ReleaseEntry {
  name: string;
  /** This browser got the canary release. */
  canary: boolean;
  /** Why this shell cannot run the release (its route shows the update screen); null when it can. */
  problem: string | null;
  /** Why the entry is not loaded at all (an origin not allowed); null when it may be. */
  refused: string | null;
}

export interface SelectionContext {
  provides?: ShellProvides;
  /** Origins remote entries may come from; null: the shell's own host name, on any port. */
  allowedOrigins?: readonly string[] | null;
  /** This browser's id (canary assignment). */
  browser?: string;
  /** Where this session's choices are kept (sessionStorage). */
  session?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The page's origin (location.origin). */
  pageOrigin?: string;
}

export const BROWSER_ID_KEY = 'whalewatch.browser';
const SESSION_KEY = (name: string) => `whalewatch.release.${name}`;

let configuredOrigins: readonly string[] | null = null;
let configuredDevOrigins: readonly string[] = [];
const selections = new Map<string, SelectedRemote>();

/** The deployment's allowed remote origins (/config.json's `allowedRemoteOrigins`, `http://host:*` for any port); null: the shell's host. */
export function setAllowedRemoteOrigins(origins: readonly string[] | null): void {
  configuredOrigins = origins;
}

/** Origins a browser may point a remote at a developer's dev server from (/config.json's `devRemoteOrigins`; remoteOverride.ts). */
export function setDevRemoteOrigins(origins: readonly string[]): void {
  configuredDevOrigins = origins;
}

export function devRemoteOrigins(): readonly string[] {
  return configuredDevOrigins;
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Reads `allowedRemoteOrigins` (and `devRemoteOrigins`) from the deployment's /config.json; without one the shell's own host name is allowed. */
export async function loadRemotePolicy(url = '/config.json'): Promise<void> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return;
    const body = (await response.json()) as { allowedRemoteOrigins?: unknown; devRemoteOrigins?: unknown } | null;
    const origins = body?.allowedRemoteOrigins;
    if (isStringList(origins)) setAllowedRemoteOrigins(origins);
    if (isStringList(body?.devRemoteOrigins)) setDevRemoteOrigins(body.devRemoteOrigins);
  } catch {
    // No deployment config: the default policy stands.
  }
}

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

/** This browser's stable id (kept in localStorage), the key of its canary assignments. */
export function browserId(): string {
  const local = storage('localStorage');
  const kept = local?.getItem(BROWSER_ID_KEY);
  if (kept) return kept;
  const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  local?.setItem(BROWSER_ID_KEY, id);
  return id;
}

/** 0–99: which share of browsers this one is in for a remote (FNV-1a of `<browser>:<remote>`). */
export function canaryBucket(browser: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${browser}:${remote}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** Why this shell cannot run a release that requires `requires`; null when it can. */
export function requirementProblem(requires: RemoteRequirements | undefined, provides: ShellProvides): string | null {
  const problems: string[] = [];
  if (requires?.shared && !satisfies(provides.shared, requires.shared)) {
    problems.push(`it needs @whalewatch/shared ${requires.shared} and this app provides ${provides.shared}`);
  }
  if (requires?.federationRuntime && !satisfies(provides.federationRuntime, requires.federationRuntime)) {
    problems.push(`it needs federation runtime ${requires.federationRuntime} and this app runs ${provides.federationRuntime}`);
  }
  return problems.length > 0 ? problems.join('; ') : null;
}

/** `https://cdn.example`, or `http://127.0.0.1:*` for any port of a host. */
export function originMatches(url: URL, allowed: string): boolean {
  const anyPort = /^(https?:\/\/[^/:]+):\*$/.exec(allowed);
  if (!anyPort) return url.origin === allowed.replace(/\/+$/, '');
  return `${url.protocol}//${url.hostname}` === anyPort[1];
}

/** Why an entry URL may not be loaded; null when its origin is allowed. */
export function originProblem(url: string, allowed: readonly string[] | null, pageOrigin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, pageOrigin);
  } catch {
    return `entry ${url} is not a URL`;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return `entry ${url} is not an http(s) URL`;
  const page = new URL(pageOrigin);
  const ok =
    parsed.origin === page.origin ||
    (allowed
      ? allowed.some((origin) => originMatches(parsed, origin))
      : parsed.protocol === page.protocol && parsed.hostname === page.hostname);
  return ok ? null : `entry ${url} is not from an allowed origin (${allowed ? allowed.join(', ') : page.hostname})`;
}

function judge(name: string, release: ReleaseEntry, canary: boolean, context: Required<SelectionContext>): SelectedRemote {
  const { entry, version, release: id, requires } = release;
  const origin = originProblem(entry, context.allowedOrigins, context.pageOrigin);
  return {
    name,
    entry: origin ? entry : new URL(entry, context.pageOrigin).href,
    ...(version !== undefined ? { version } : {}),
    ...(id !== undefined ? { release: id } : {}),
    ...(requires !== undefined ? { requires } : {}),
    canary,
    problem: requirementProblem(requires, context.provides),
    refused: origin ? `Remote ${name}: ${origin}` : null,
  };
}

/** The release of a registry entry this browser loads (the canary for its share of browsers, sticky for the session). */
export function selectRemote(name: string, listed: RegistryEntry, given: SelectionContext = {}): SelectedRemote {
  const context: Required<SelectionContext> = {
    provides: given.provides ?? SHELL_PROVIDES,
    allowedOrigins: given.allowedOrigins !== undefined ? given.allowedOrigins : configuredOrigins,
    browser: given.browser ?? browserId(),
    session: given.session !== undefined ? given.session : storage('sessionStorage'),
    pageOrigin: given.pageOrigin ?? globalThis.location?.origin ?? 'http://localhost',
  };
  const live = judge(name, listed, false, context);
  const { canary } = listed;
  if (!canary) return live;

  const kept = context.session?.getItem(SESSION_KEY(name));
  const useCanary =
    kept && (kept === canary.release || kept === listed.release)
      ? kept === canary.release && kept !== listed.release
      : canaryBucket(context.browser, name) < canary.percent;
  const chosen = useCanary ? judge(name, canary, true, context) : live;
  // A canary this shell cannot run (or may not load) is no reason to lose the screen: the live release serves.
  const selected = chosen.canary && (chosen.refused || chosen.problem) ? live : chosen;
  if (selected.release) context.session?.setItem(SESSION_KEY(name), selected.release);
  return selected;
}

export function rememberSelection(selected: SelectedRemote): SelectedRemote {
  selections.set(selected.name, selected);
  if (selected.refused) console.error(selected.refused);
  return selected;
}

/** What this browser took for a remote at start-up (or at its last Retry). */
export function selectedRemote(name: string): SelectedRemote | undefined {
  return selections.get(name);
}

export function forgetSelections(): void {
  selections.clear();
}
