import type { RegistryEntry } from './remoteRegistry';
import { isSharedVersionError } from './remoteScreens';
import { canaryBucket, originProblem, requirementProblem, selectRemote } from './remoteSelection';
import { satisfy as satisfies } from '@module-federation/enhanced/runtime';

const PROVIDES = { shared: '1.0.0', federationRuntime: '2.9.2' };
const PAGE = 'http://127.0.0.1:3000';

/** A browser id whose bucket for mfe_tracking is below (or at least) `percent`. */
function browserIn(side: 'canary' | 'live', percent = 50): string {
  for (let i = 0; ; i += 1) {
    const id = `browser-${i}`;
    if (canaryBucket(id, 'mfe_tracking') < percent === (side === 'canary')) return id;
  }
}

function memorySession() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

const entry: RegistryEntry = {
  entry: `${PAGE}/releases/mfe-tracking/1.0.0-aaaaaaaaaa/mf-manifest.json`,
  release: '1.0.0-aaaaaaaaaa',
  requires: { shared: '^1.0.0', federationRuntime: '2.9.2' },
  canary: { entry: `${PAGE}/releases/mfe-tracking/1.1.0-bbbbbbbbbb/mf-manifest.json`, release: '1.1.0-bbbbbbbbbb', percent: 50 },
};

const context = (browser: string, session = memorySession()) => ({
  provides: PROVIDES,
  allowedOrigins: null,
  browser,
  session,
  pageOrigin: PAGE,
});

describe('remote selection', () => {
  it('checks semver ranges as deploy does', () => {
    expect(satisfies('1.4.0', '^1.0.0')).toBe(true);
    expect(satisfies('1.4.0', '^2.0.0')).toBe(false);
    expect(satisfies('2.9.2', '2.9.2')).toBe(true);
    expect(satisfies('2.9.3', '2.9.2')).toBe(false);
    expect(satisfies('1.2.3', '>=1.2.0 <2.0.0')).toBe(true);
    expect(satisfies('2.0.0', '^1.0.0 || ^2.0.0')).toBe(true);
  });

  it('names what this shell does not provide', () => {
    expect(requirementProblem({ shared: '^1.0.0', federationRuntime: '2.9.2' }, PROVIDES)).toBeNull();
    expect(requirementProblem(undefined, PROVIDES)).toBeNull();
    expect(requirementProblem({ shared: '^2.0.0', federationRuntime: '2.10.0' }, PROVIDES)).toBe(
      'it needs @whalewatch/shared ^2.0.0 and this app provides 1.0.0; it needs federation runtime 2.10.0 and this app runs 2.9.2',
    );
  });

  it('allows entries from configured origins only (by default the shell host, any port)', () => {
    expect(originProblem('http://127.0.0.1:3002/mf-manifest.json', null, PAGE)).toBeNull();
    expect(originProblem('/releases/x/mf-manifest.json', null, PAGE)).toBeNull();
    expect(originProblem('https://evil.example/mf-manifest.json', null, PAGE)).toMatch('not from an allowed origin');
    expect(originProblem('https://cdn.example/a/mf-manifest.json', ['https://cdn.example'], PAGE)).toBeNull();
    expect(originProblem('http://127.0.0.1:3002/mf-manifest.json', ['https://cdn.example'], PAGE)).toMatch('not from an allowed origin');
    expect(originProblem('javascript:alert(1)', null, PAGE)).toMatch('not an http(s) URL');
    expect(originProblem('http://127.0.0.1:41234/mf-manifest.json', ['http://127.0.0.1:*'], PAGE)).toBeNull();
    expect(originProblem('http://localhost:41234/mf-manifest.json', ['http://127.0.0.1:*'], PAGE)).toMatch('not from an allowed origin');
  });

  it('sends a stable share of browsers to the canary, and each keeps its release for the session', () => {
    const canaryBrowser = browserIn('canary');
    const liveBrowser = browserIn('live');
    expect(selectRemote('mfe_tracking', entry, context(canaryBrowser))).toMatchObject({
      release: '1.1.0-bbbbbbbbbb',
      canary: true,
      problem: null,
      refused: null,
    });
    expect(selectRemote('mfe_tracking', entry, context(liveBrowser))).toMatchObject({ release: '1.0.0-aaaaaaaaaa', canary: false });

    // The percentage drops to 1 mid-session: the canary browser stays where it is until the session ends.
    const session = memorySession();
    selectRemote('mfe_tracking', entry, context(canaryBrowser, session));
    const narrower = { ...entry, canary: { ...entry.canary!, percent: 1 } };
    expect(selectRemote('mfe_tracking', narrower, context(canaryBrowser, session)).release).toBe('1.1.0-bbbbbbbbbb');
    // Once the canary is withdrawn (rolled back) it is gone for everybody.
    const withdrawn = { ...entry, canary: undefined };
    expect(selectRemote('mfe_tracking', withdrawn, context(canaryBrowser, session)).release).toBe('1.0.0-aaaaaaaaaa');
  });

  it('serves the live release to canary browsers when this shell cannot run the canary', () => {
    const needsMore = { ...entry, canary: { ...entry.canary!, requires: { shared: '^2.0.0' }, percent: 100 } };
    expect(selectRemote('mfe_tracking', needsMore, context(browserIn('canary'))).release).toBe('1.0.0-aaaaaaaaaa');
  });

  it("recognises Module Federation's refusals of a remote's shared modules", () => {
    expect(
      isSharedVersionError(
        new Error(
          'Version 1.0.0 from shell of shared singleton module @whalewatch/shared does not satisfy the requirement of mfe_tracking which needs ^2.0.0)',
        ),
      ),
    ).toBe(true);
    expect(
      isSharedVersionError(new Error('[ Federation Runtime ]: The getter for the shared module is not a function. #RUNTIME-012')),
    ).toBe(true);
    expect(isSharedVersionError(new Error('Failed to fetch mf-manifest.json'))).toBe(false);
  });
});
