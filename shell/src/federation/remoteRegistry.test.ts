import { parseRemoteRegistry, toFederationRemotes } from './remoteRegistry';

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
});
