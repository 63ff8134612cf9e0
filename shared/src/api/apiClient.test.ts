import { configure } from '../config/runtimeConfig';
import { sessionStore } from '../session/sessionStore';
import { buildTrackedWallet, buildUser } from '../testing/fixtures';
import { ApiError, call, ContractViolation } from './apiClient';

function respond(status: number, body?: unknown) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return Promise.resolve(new Response(text, { status }));
}

const WALLET = '0x28c6c06298d514db089934071355e5743bf21d60';

describe('api client', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
    configure({ apiUrl: 'http://api.test' });
  });

  it("sends the route's body as JSON with the stored bearer token, and resolves to its answer", async () => {
    sessionStore.getState().signIn(buildUser(), 'jwt-abc');
    const wallet = buildTrackedWallet({ address: WALLET });
    fetchMock.mockReturnValue(respond(201, { wallet }));
    await expect(call('POST /users/wallets', { body: { address: WALLET } })).resolves.toEqual({ wallet });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://api.test/users/wallets');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer jwt-abc', 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body)).toEqual({ address: WALLET });
  });

  it('fills the path params and the query', async () => {
    fetchMock.mockReturnValue(respond(200, { transactions: [] }));
    await call('GET /users/transactions/:address/latest', { params: { address: WALLET }, query: { limit: 2 } });
    expect(fetchMock.mock.calls[0][0]).toBe(`http://api.test/users/transactions/${WALLET}/latest?limit=2`);
  });

  it('sends no Authorization header when signed out', async () => {
    fetchMock.mockReturnValue(respond(200, { wallets: [], check_interval: 60000 }));
    await call('GET /users/settings');
    expect(fetchMock.mock.calls[0][1].headers).not.toHaveProperty('Authorization');
  });

  it("raises the server's error text with its code", async () => {
    fetchMock.mockReturnValue(respond(409, { error: 'This wallet is already tracked', code: 'already_tracked' }));
    const failure = call('POST /users/wallets', { body: { address: WALLET } }, { fallbackError: 'Failed to track wallet' });
    await expect(failure).rejects.toEqual(
      expect.objectContaining({ message: 'This wallet is already tracked', status: 409, code: 'already_tracked' }),
    );
    await expect(failure).rejects.toBeInstanceOf(ApiError);
  });

  it("uses the caller's fallback, with no code, when the body is not the api's", async () => {
    fetchMock.mockReturnValue(respond(502, '<html>Bad gateway</html>'));
    const failure = call('GET /users/settings', {}, { fallbackError: 'Failed to fetch user settings' });
    await expect(failure).rejects.toThrow('Failed to fetch user settings');
    await expect(failure).rejects.toEqual(expect.objectContaining({ status: 502, code: null }));
  });

  it('uses the fallback when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call('GET /users/settings', {}, { fallbackError: 'Failed to load settings' })).rejects.toThrow('Failed to load settings');
  });

  it('refuses an answer its contract does not allow: a changed shape, an undeclared code or status', async () => {
    fetchMock.mockReturnValue(respond(200, { wallets: [{ address: WALLET }], check_interval: 60000 }));
    await expect(call('GET /users/settings')).rejects.toBeInstanceOf(ContractViolation);
    fetchMock.mockReturnValue(respond(409, { error: 'This wallet is already tracked', code: 'already_tracked' }));
    await expect(call('GET /users/settings')).rejects.toThrow(/GET \/users\/settings \(409\).*no such status/);
    fetchMock.mockReturnValue(respond(403, { error: 'This wallet is protected', code: 'wallet_protected' }));
    await expect(call('POST /users/wallets', { body: { address: WALLET } })).rejects.toBeInstanceOf(ContractViolation);
    fetchMock.mockReturnValue(respond(403, { error: 'Subscription limit reached' }));
    await expect(call('POST /users/wallets', { body: { address: WALLET } })).rejects.toBeInstanceOf(ContractViolation);
  });
});
