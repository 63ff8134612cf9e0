// Deploy-time settings the browser needs. The shell loads them from /config.json at start-up so one
// build runs against any api; standalone remotes keep the build-time defaults.
export interface RuntimeConfig {
  apiUrl: string;
}

const defaults: RuntimeConfig = {
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:4000',
};

let current: RuntimeConfig = { ...defaults };

export function getConfig(): RuntimeConfig {
  return current;
}

export function configure(overrides: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...overrides };
  return current;
}

export function resetConfig(): void {
  current = { ...defaults };
}

/** Fetches the deployment's config; keeps the defaults when it is absent or unreadable. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return current;
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && typeof (body as RuntimeConfig).apiUrl === 'string') {
      return configure({ apiUrl: (body as RuntimeConfig).apiUrl });
    }
  } catch {
    // A missing config is not fatal: the build-time defaults stand.
  }
  return current;
}
