import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemoteRegistry, reregisterRemote, toFederationRemotes } from './remoteRegistry';

const registerRemotesMock = registerRemotes as unknown as jest.Mock;

describe('remotes registry', () => {
  const valid = {
    schemaVersion: 1,
    remotes: {
      mfe_analyzer: { entry: 'https://cdn.example/analyzer/1.4.2/mf-manifest.json', version: '1.4.2' },
      mfe_auth: { entry: 'http://127.0.0.1:3001/mf-manifest.json' },
    },
  };

  it('turns entries into federation remotes', () => {
    expect(toFederationRemotes(parseRemoteRegistry(valid))).toEqual([
      { name: 'mfe_analyzer', entry: 'https://cdn.example/analyzer/1.4.2/mf-manifest.json' },
      { name: 'mfe_auth', entry: 'http://127.0.0.1:3001/mf-manifest.json' },
    ]);
  });

  it.each([
    [null, 'Remotes registry is not a JSON object'],
    [{ schemaVersion: 2, remotes: {} }, 'Unsupported remotes registry schemaVersion: 2'],
    [{ schemaVersion: 1 }, 'Remotes registry has no "remotes" object'],
    [{ schemaVersion: 1, remotes: { 'mfe-bad': { entry: 'x' } } }, 'Remotes registry entry "mfe-bad" needs'],
    [{ schemaVersion: 1, remotes: { mfe_x: {} } }, 'Remotes registry entry "mfe_x" needs'],
  ])('rejects %j', (body, message) => {
    expect(() => parseRemoteRegistry(body)).toThrow(message);
  });

  describe('reregisterRemote', () => {
    beforeEach(() => registerRemotesMock.mockClear());

    it('fetches the registry again, uncached, and force-registers the entry it lists now', async () => {
      global.fetch = jest.fn(async () => Response.json(valid)) as unknown as typeof fetch;
      await reregisterRemote('mfe_analyzer');
      expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
      expect(registerRemotesMock).toHaveBeenCalledWith(
        [{ name: 'mfe_analyzer', entry: 'https://cdn.example/analyzer/1.4.2/mf-manifest.json' }],
        { force: true },
      );
    });

    it('fails, registering nothing, when the registry has no entry for the remote or cannot be read', async () => {
      global.fetch = jest.fn(async () => Response.json(valid)) as unknown as typeof fetch;
      await expect(reregisterRemote('mfe_billing')).rejects.toThrow('Remotes registry /remotes.json has no entry for mfe_billing');
      global.fetch = jest.fn(async () => new Response('', { status: 503 })) as unknown as typeof fetch;
      await expect(reregisterRemote('mfe_analyzer')).rejects.toThrow('Remotes registry /remotes.json answered 503');
      expect(registerRemotesMock).not.toHaveBeenCalled();
    });
  });
});
