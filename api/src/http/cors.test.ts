import { createTestApp, type TestApp } from '../testing/test-app';

describe('CORS for the front-end origins', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  const preflight = (origin: string) =>
    api.app.inject({
      method: 'OPTIONS',
      url: '/demo-requests',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });

  it('allows a preflight from the shell at http://localhost:3000, with credentials', async () => {
    const response = await preflight('http://localhost:3000');

    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(response.headers['access-control-allow-headers']).toBe('content-type,authorization');
  });

  it('refuses an unknown origin: no Access-Control-Allow-Origin header', async () => {
    const response = await preflight('https://evil.example');

    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets a front end read responses, errors included', async () => {
    const headers = { origin: 'http://127.0.0.1:3003' };

    const ok = await api.app.inject({ method: 'GET', url: '/health', headers });
    const notFound = await api.app.inject({ method: 'GET', url: '/nowhere', headers });

    expect(ok.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3003');
    expect(notFound.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3003');
  });

  it('sends security headers suited to a JSON API', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/health' });

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
