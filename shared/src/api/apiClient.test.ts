import { configure } from '../config/runtimeConfig';
import { sessionStore } from '../session/sessionStore';
import { buildUser } from '../testing/fixtures';
import { api, ApiError } from './apiClient';

function respond(status: number, body?: unknown) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return Promise.resolve(new Response(text, { status }));
}

describe('api client', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
    configure({ apiUrl: 'http://api.test' });
  });

  it('sends JSON with the stored bearer token to the configured api', async () => {
    sessionStore.getState().signIn(buildUser(), 'jwt-abc');
    fetchMock.mockReturnValue(respond(200, { ok: true }));
    await expect(api.post('/users/register', { email: 'a@b.co' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://api.test/users/register');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer jwt-abc', 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body)).toEqual({ email: 'a@b.co' });
  });

  it('sends no Authorization header when signed out', async () => {
    fetchMock.mockReturnValue(respond(200, []));
    await api.get('/stealth');
    expect(fetchMock.mock.calls[0][1].headers).not.toHaveProperty('Authorization');
  });

  it("raises the server's error field as the message", async () => {
    fetchMock.mockReturnValue(respond(403, { error: 'Subscription limit reached: 3 wallets on Starter' }));
    const failure = api.post('/users/register', {}, { fallbackError: 'Registration failed' });
    await expect(failure).rejects.toEqual(expect.objectContaining({ message: 'Subscription limit reached: 3 wallets on Starter', status: 403 }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
  });

  it("uses the caller's fallback when the body has no error field", async () => {
    fetchMock.mockReturnValue(respond(500, '<html>oops</html>'));
    await expect(api.get('/users/settings', { fallbackError: 'Failed to fetch user settings' })).rejects.toThrow(
      'Failed to fetch user settings',
    );
  });

  it('uses the fallback when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/stealth', { fallbackError: 'Failed to load stealth wallets' })).rejects.toThrow(
      'Failed to load stealth wallets',
    );
  });

  it('returns undefined for 204 No Content', async () => {
    fetchMock.mockReturnValue(Promise.resolve(new Response(null, { status: 204 })));
    await expect(api.delete('/stealth/0xabc')).resolves.toBeUndefined();
  });
});
