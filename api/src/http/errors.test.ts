import { createTestApp, type TestApp } from '../testing/test-app';
import { INTERNAL_ERROR, NOT_FOUND } from './errors';

describe('error responses', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  const postDemoRequest = (payload: string, contentType = 'application/json') =>
    api.app.inject({
      method: 'POST',
      url: '/demo-requests',
      headers: { 'content-type': contentType },
      payload,
    });

  it("answers an unknown route with 404 { error: 'Not found' }", async () => {
    const response = await api.app.inject({ method: 'GET', url: '/no-such-route' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: NOT_FOUND, code: 'not_found' });
  });

  it('answers malformed JSON with 400 and an error message', async () => {
    const response = await postDemoRequest('{"name": "Ada",');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Body is not valid JSON but content-type is set to 'application/json'",
      code: 'request_failed',
    });
  });

  it('answers a body over the 1 MiB default limit with 413', async () => {
    const tooLarge = JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(1024 * 1024) });

    const response = await postDemoRequest(tooLarge);

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Request body is too large', code: 'request_failed' });
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await postDemoRequest('name=Ada', 'application/x-www-form-urlencoded');

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Unsupported Media Type', code: 'request_failed' });
  });

  it('answers a missing body with 400 naming the body', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/demo-requests' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'body: Invalid input: expected object, received null', code: 'invalid_request' });
  });
});

describe('an unexpected failure', () => {
  it("answers 500 { error: 'Internal server error' } and reveals nothing else", async () => {
    const api = await createTestApp();
    await api.database.close(); // every query now fails inside the repo

    const response = await api.app.inject({
      method: 'POST',
      url: '/demo-requests',
      payload: { name: 'Ada', email: 'ada@example.com' },
    });
    await api.close();

    expect(response.statusCode).toBe(500);
    expect(response.body).toBe(JSON.stringify({ error: INTERNAL_ERROR, code: 'internal_error' }));
  });
});
