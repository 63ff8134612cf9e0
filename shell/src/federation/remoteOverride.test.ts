import { parseRemoteRegistry, toFederationRemotes } from './remoteRegistry';
import {
  activeRemoteOverrides,
  REMOTE_OVERRIDE_KEY,
  storedRemoteOverrides,
  takeRemoteOverrideFromAddress,
  withRemoteOverrides,
} from './remoteOverride';
import { devRemoteOrigins, forgetSelections, loadRemotePolicy, setDevRemoteOrigins } from './remoteSelection';

const DEV_SERVER = 'http://127.0.0.1:3102/mf-manifest.json';
const LOCAL_HOST = ['http://127.0.0.1:*'];
const CONTEXT = {
  allowedOrigins: LOCAL_HOST,
  pageOrigin: 'http://127.0.0.1:3000',
  provides: { shared: '2.0.0', federationRuntime: '2.9.2' },
  browser: 'b',
  session: null,
};
const REGISTRY = parseRemoteRegistry({
  schemaVersion: 2,
  remotes: {
    mfe_tracking: { entry: 'http://127.0.0.1:3000/releases/mfe-tracking/1.0.0-aaaaaaaaaa/mf-manifest.json', release: '1.0.0-aaaaaaaaaa' },
    mfe_billing: { entry: 'http://127.0.0.1:3006/mf-manifest.json' },
  },
});

/** A page at `address`, whose address bar the code may rewrite. */
function pageAt(address: string) {
  const page = { location: { href: address }, history: { state: null, replaceState: jest.fn() } };
  return page as unknown as Pick<Window, 'location' | 'history'> & { history: { replaceState: jest.Mock } };
}

const entriesOf = (registry = REGISTRY) =>
  Object.fromEntries(toFederationRemotes(registry, CONTEXT).map(({ name, entry }) => [name, entry]));

describe('a developer override of one remote', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    setDevRemoteOrigins(LOCAL_HOST);
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    localStorage.clear();
    setDevRemoteOrigins([]);
    forgetSelections();
    consoleError.mockRestore();
  });

  it('loads the remote named in the address from the dev server, for this browser, and clears the address', () => {
    const page = pageAt(`http://127.0.0.1:3000/register?dev-remote=mfe_tracking@${DEV_SERVER}#wallets`);
    takeRemoteOverrideFromAddress(page);

    expect(page.history.replaceState).toHaveBeenCalledWith(null, '', '/register#wallets');
    expect(JSON.parse(localStorage.getItem(REMOTE_OVERRIDE_KEY) ?? '{}')).toEqual({ mfe_tracking: DEV_SERVER });
    expect(entriesOf(withRemoteOverrides(REGISTRY))).toEqual({
      mfe_tracking: DEV_SERVER,
      mfe_billing: 'http://127.0.0.1:3006/mf-manifest.json',
    });
    expect(activeRemoteOverrides()).toEqual({ mfe_tracking: DEV_SERVER });
  });

  it('refuses an entry from an origin that is not a development origin, and still clears the address', () => {
    const page = pageAt('http://127.0.0.1:3000/?dev-remote=mfe_tracking@https://evil.example/mf-manifest.json');
    takeRemoteOverrideFromAddress(page);

    expect(page.history.replaceState).toHaveBeenCalledWith(null, '', '/');
    expect(localStorage.getItem(REMOTE_OVERRIDE_KEY)).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('is not from a development origin this deployment allows'));
  });

  it('does not apply a kept override whose origin is not a development origin', () => {
    localStorage.setItem(REMOTE_OVERRIDE_KEY, JSON.stringify({ mfe_tracking: 'https://evil.example/mf-manifest.json' }));

    expect(entriesOf(withRemoteOverrides(REGISTRY))).toEqual(entriesOf());
    expect(activeRemoteOverrides()).toEqual({});
  });

  it('takes no override where the deployment lists no development origins (production)', () => {
    setDevRemoteOrigins([]);
    takeRemoteOverrideFromAddress(pageAt(`http://127.0.0.1:3000/?dev-remote=mfe_tracking@${DEV_SERVER}`));
    localStorage.setItem(REMOTE_OVERRIDE_KEY, JSON.stringify({ mfe_tracking: DEV_SERVER }));

    expect(entriesOf(withRemoteOverrides(REGISTRY))).toEqual(entriesOf());
    expect(activeRemoteOverrides()).toEqual({});
  });

  it('overrides only remotes the registry lists, and ignores a damaged value', () => {
    localStorage.setItem(REMOTE_OVERRIDE_KEY, JSON.stringify({ mfe_elsewhere: DEV_SERVER }));
    expect(Object.keys(withRemoteOverrides(REGISTRY).remotes)).toEqual(['mfe_tracking', 'mfe_billing']);

    localStorage.setItem(REMOTE_OVERRIDE_KEY, '{not json');
    expect(storedRemoteOverrides()).toEqual({});
  });

  it("reads the development origins from the deployment's config.json", async () => {
    setDevRemoteOrigins([]);
    global.fetch = jest.fn(async () => Response.json({ allowedRemoteOrigins: LOCAL_HOST, devRemoteOrigins: ['http://127.0.0.1:3102'] }));
    await loadRemotePolicy();

    expect(devRemoteOrigins()).toEqual(['http://127.0.0.1:3102']);
  });
});
