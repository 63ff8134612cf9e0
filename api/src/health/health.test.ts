import { createTestApp, type TestApp } from '../testing/test-app';
import { DATABASE_UNAVAILABLE } from './routes';
import { CHAIN_UNREACHABLE } from './service';

describe('GET /health', () => {
  let api: TestApp;
  beforeEach(async () => {
    api = await createTestApp();
  });
  afterEach(() => api.close());

  it('reports the api and its database as ok, and a chain it cannot reach as unreachable', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', chain: { source: 'rpc', error: CHAIN_UNREACHABLE } });
  });

  it("answers 503 'Database unavailable' when the database cannot be queried", async () => {
    await api.database.close();

    const response = await api.app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: DATABASE_UNAVAILABLE });
  });
});
