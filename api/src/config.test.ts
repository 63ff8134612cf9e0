import path from 'node:path';
import { DEFAULT_CORS_ORIGINS, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({});

    expect(config).toEqual({
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: undefined,
      dataDir: path.resolve(__dirname, '..', '..', '.data', 'pglite'),
      corsOrigins: DEFAULT_CORS_ORIGINS,
      bodyLimitBytes: 1024 * 1024,
      logLevel: 'info',
    });
    expect(DEFAULT_CORS_ORIGINS).toContain('http://localhost:3000');
    expect(DEFAULT_CORS_ORIGINS).toContain('http://127.0.0.1:3006');
  });

  it('rejects API_PORT=abc with a message naming API_PORT', () => {
    expect(() => loadConfig({ API_PORT: 'abc' })).toThrow(/API_PORT: must be a whole number/);
  });

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({ API_PORT: '70000', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' })).toThrow(
      /API_PORT: must be at most 65535.*DATABASE_URL: must be a postgres.*LOG_LEVEL/,
    );
  });

  it('reads a comma-separated list of CORS origins', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://whalewatch.example, http://localhost:8080' });

    expect(config.corsOrigins).toEqual(['https://whalewatch.example', 'http://localhost:8080']);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ API_PORT: '' }).port).toBe(4000);
  });
});
