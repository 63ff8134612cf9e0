import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemoteRegistry, reregisterRemote, toFederationRemotes } from './remoteRegistry';
import { forgetSelections, selectedRemote } from './remoteSelection';

const registerRemotesMock = registerRemotes as unknown as jest.Mock;
const PROVIDES = { shared: '1.2.0', federationRuntime: '2.9.2' };
const CDN = ['https://cdn.example'];

describe('remotes registry', () => {
  const valid = {
    schemaVersion: 1,
    remotes: {
      mfe_analyzer: { entry: 'https://cdn.example/analyzer/1.4.2/mf-manifest.json', version: '1.4.2' },
      mfe_auth: { entry: 'http://localhost:3001/mf-manifest.json' },
    },
  };
  const releases = {
    schemaVersion: 2,
    remotes: {
      mfe_tracking: {
        entry: 'http://localhost/releases/mfe-tracking/1.0.0-aaaaaaaaaa/mf-manifest.json',
        version: '1.0.0',
        release: '1.0.0-aaaaaaaaaa',
        requires: { shared: '^1.0.0', federationRuntime: '2.9.2' },
        canary: {
          entry: 'http://localhost/releases/mfe-tracking/1.1.0-bbbbbbbbbb/mf-manifest.json',
          release: '1.1.0-bbbbbbbbbb',
          percent: 10,
        },
      },
      mfe_billing: {
        entry: 'http://localhost/releases/mfe-billing/2.0.0-cccccccccc/mf-manifest.json',
        release: '2.0.0-cccccccccc',
        requires: { shared: '^2.0.0', federationRuntime: '2.9.2' },
      },
    },
  };

  beforeEach(() => forgetSelections());

  it('turns schemaVersion 1 entries into federation remotes', () => {
    expect(
      toFederationRemotes(parseRemoteRegistry(valid), { allowedOrigins: [...CDN, 'http://localhost:3001'], provides: PROVIDES }),
    ).toEqual([
      { name: 'mfe_analyzer', entry: 'https://cdn.example/analyzer/1.4.2/mf-manifest.json' },
      { name: 'mfe_auth', entry: 'http://localhost:3001/mf-manifest.json' },
    ]);
  });

  it('reads schemaVersion 2: releases, requirements and canaries; a release this shell cannot run is not registered', () => {
    const registry = parseRemoteRegistry(releases);
    expect(registry.remotes.mfe_tracking.canary).toEqual({
      entry: 'http://localhost/releases/mfe-tracking/1.1.0-bbbbbbbbbb/mf-manifest.json',
      release: '1.1.0-bbbbbbbbbb',
      percent: 10,
    });
    expect(
      toFederationRemotes(registry, { provides: PROVIDES, browser: 'b', session: null, pageOrigin: 'http://localhost' }).map(
        ({ name }) => name,
      ),
    ).toEqual(['mfe_tracking']);
    expect(selectedRemote('mfe_billing')?.problem).toBe('it needs @whalewatch/shared ^2.0.0 and this app provides 1.2.0');
  });

  it('registers no entry from an origin that is not allowed', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(toFederationRemotes(parseRemoteRegistry(valid), { allowedOrigins: CDN, provides: PROVIDES })).toEqual([
      { name: 'mfe_analyzer', entry: 'https://cdn.example/analyzer/1.4.2/mf-manifest.json' },
    ]);
    expect(selectedRemote('mfe_auth')?.refused).toMatch('is not from an allowed origin');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it.each([
    [null, 'Remotes registry is not a JSON object'],
    [{ schemaVersion: 3, remotes: {} }, 'Unsupported remotes registry schemaVersion: 3'],
    [{ schemaVersion: 1 }, 'Remotes registry has no "remotes" object'],
    [{ schemaVersion: 1, remotes: { 'mfe-bad': { entry: 'x' } } }, 'Remotes registry entry "mfe-bad" needs'],
    [{ schemaVersion: 1, remotes: { mfe_x: {} } }, 'Remotes registry entry "mfe_x" needs'],
    [{ schemaVersion: 2, remotes: { mfe_x: { entry: 'x', canary: { entry: 'y', percent: 120 } } } }, 'has a canary without a percent'],
    [{ schemaVersion: 2, remotes: { mfe_x: { entry: 'x', canary: { percent: 10 } } } }, `Remotes registry entry "mfe_x"'s canary needs`],
  ])('rejects %j', (body, message) => {
    expect(() => parseRemoteRegistry(body)).toThrow(message);
  });

  describe('reregisterRemote', () => {
    beforeEach(() => registerRemotesMock.mockClear());

    it('fetches the registry again, uncached, and force-registers the entry it lists now', async () => {
      global.fetch = jest.fn(async () => Response.json(valid));
      await reregisterRemote('mfe_analyzer', undefined, { allowedOrigins: CDN, provides: PROVIDES });
      expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
      expect(registerRemotesMock).toHaveBeenCalledWith(
        [{ name: 'mfe_analyzer', entry: 'https://cdn.example/analyzer/1.4.2/mf-manifest.json' }],
        { force: true },
      );
    });

    it('fails, registering nothing, when the registry has no entry for the remote, cannot be read, or names a foreign origin', async () => {
      global.fetch = jest.fn(async () => Response.json(valid));
      await expect(reregisterRemote('mfe_billing')).rejects.toThrow('Remotes registry /remotes.json has no entry for mfe_billing');
      await expect(reregisterRemote('mfe_analyzer', undefined, { allowedOrigins: null })).rejects.toThrow('is not from an allowed origin');
      global.fetch = jest.fn(async () => new Response('', { status: 503 }));
      await expect(reregisterRemote('mfe_analyzer')).rejects.toThrow('Remotes registry /remotes.json answered 503');
      expect(registerRemotesMock).not.toHaveBeenCalled();
    });
  });
});
