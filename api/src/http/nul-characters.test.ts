// A NUL character anywhere in a request is a 400 with the reason, never a 500 from the database.
import { createTestApp, type TestApp } from '../testing/test-app';
import { NUL_CHARACTER } from './nul-characters';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('NUL characters', () => {
  it.each([
    ['a JSON body', { method: 'POST' as const, url: '/demo-requests', payload: { name: 'Or\u0000ca', email: 'orca@example.com' } }],
    [
      'a nested JSON value',
      { method: 'POST' as const, url: '/demo-requests', payload: { name: 'Orca', email: 'orca@example.com', message: 'hi\u0000' } },
    ],
    ['a query', { method: 'GET' as const, url: '/news?token=%00' }],
    [
      'a sign-in',
      { method: 'POST' as const, url: '/auth/signin', payload: { email: 'orca\u0000@example.com', password: 'whale-song-42' } },
    ],
  ])('in %s answers 400 with the reason', async (_, request) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: NUL_CHARACTER, code: 'nul_character' });
  });

  it('lets the same requests through without one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/demo-requests',
      payload: { name: 'Orca', email: 'orca@example.com', message: 'hi' },
    });
    expect(response.statusCode).toBe(201);
  });
});
