// Tells the api how each release's remote fared in this browser (loaded, or failed to load), once per
// release and outcome and page: a release that fails for too many of the browsers that get it is rolled
// back automatically (api/src/releases/). Never in the way of the page: errors are ignored.
import { getConfig } from '@whalewatch/shared/core';
import { browserId, type SelectedRemote } from './remoteSelection';

export type LoadOutcome = 'loaded' | 'failed';

const reported = new Set<string>();

export function reportRemoteLoad(selected: SelectedRemote | undefined, outcome: LoadOutcome, reason?: string): void {
  // Releases only: a schemaVersion 1 entry names none.
  if (!selected?.release || selected.refused) return;
  const key = `${selected.name}|${selected.release}|${outcome}`;
  if (reported.has(key)) return;
  reported.add(key);
  const body = {
    remote: selected.name,
    release: selected.release,
    browser: browserId(),
    outcome,
    ...(reason ? { reason: reason.slice(0, 500) } : {}),
  };
  try {
    void fetch(`${getConfig().apiUrl.replace(/\/+$/, '')}/releases/reports`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch: nothing to report with.
  }
}

export function forgetReports(): void {
  reported.clear();
}
