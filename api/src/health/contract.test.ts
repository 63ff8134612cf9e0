// GET /health answers what its contract (@whalewatch/contracts healthRoutes) says: the report, and 503
// `database_unavailable` when the database cannot be queried.
import { answersOf, ROUTES } from '@whalewatch/contracts';
import { createTestApp } from '../testing/test-app';

jest.setTimeout(60_000);

const CONTRACT = ROUTES['GET /health'];

it('answers its report, and 503 database_unavailable without a database, by its contract', async () => {
  const api = await createTestApp({ API_DOCS: 'off' });
  try {
    const report = await api.app.inject({ method: 'GET', url: '/health' });
    expect(report.statusCode).toBe(200);
    expect(answersOf(CONTRACT)[200].safeParse(report.json()).error).toBeUndefined();

    await api.database.close();
    const down = await api.app.inject({ method: 'GET', url: '/health' });
    expect(down.statusCode).toBe(503);
    expect(answersOf(CONTRACT)[503].safeParse(down.json()).error).toBeUndefined();
    expect(down.json().code).toBe('database_unavailable');
    expect(CONTRACT.errors).toContain('database_unavailable');
  } finally {
    await api.close();
  }
});
