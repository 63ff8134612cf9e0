import { configure, EMBEDDED_SUPABASE_ANON_KEY, getConfig, loadRuntimeConfig, resetConfig, transactionUrl } from './runtimeConfig';

function serveConfig(status: number, body: string) {
  const fetchMock = jest.fn().mockResolvedValue(new Response(body, { status }));
  global.fetch = fetchMock;
  return fetchMock;
}

// The build-time defaults: API_URL, else the local api (SUPABASE_URL and SUPABASE_ANON_KEY unset under jest).
const defaults = { ...getConfig() };
const PADDLE_UNSET = {
  paddleClientToken: '',
  paddleEnvironment: 'production',
  paddlePriceStarter: '',
  paddlePricePro: '',
  paddlePricePrivacyShield: '',
};

describe('runtime config', () => {
  it('defaults the auth service to the embedded one at the api, with the embedded anon key', () => {
    expect(getConfig()).toEqual({
      apiUrl: defaults.apiUrl,
      supabaseUrl: defaults.apiUrl,
      supabaseAnonKey: EMBEDDED_SUPABASE_ANON_KEY,
      explorerUrl: 'https://etherscan.io',
      ...PADDLE_UNSET,
    });
    expect(EMBEDDED_SUPABASE_ANON_KEY).toBe('whalewatch-embedded-anon-key');
  });

  it('takes the api, auth service URL, anon key and explorer from /config.json', async () => {
    const fetchMock = serveConfig(
      200,
      JSON.stringify({
        apiUrl: 'https://api.whalewatch.test',
        supabaseUrl: 'https://project.supabase.co',
        supabaseAnonKey: 'hosted-anon-key',
        explorerUrl: 'https://sepolia.etherscan.io',
        paddleClientToken: 'test_0123456789abcdef',
        paddleEnvironment: 'sandbox',
        paddlePricePro: 'pri_01pro',
      }),
    );
    await expect(loadRuntimeConfig()).resolves.toEqual({
      apiUrl: 'https://api.whalewatch.test',
      supabaseUrl: 'https://project.supabase.co',
      supabaseAnonKey: 'hosted-anon-key',
      explorerUrl: 'https://sepolia.etherscan.io',
      ...PADDLE_UNSET,
      paddleClientToken: 'test_0123456789abcdef',
      paddleEnvironment: 'sandbox',
      paddlePricePro: 'pri_01pro',
    });
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('keeps the current value of each field that is missing, empty or not a string', async () => {
    serveConfig(200, JSON.stringify({ apiUrl: 'https://api.whalewatch.test', supabaseUrl: '', supabaseAnonKey: 42 }));
    await expect(loadRuntimeConfig()).resolves.toEqual({
      apiUrl: 'https://api.whalewatch.test',
      supabaseUrl: defaults.supabaseUrl,
      supabaseAnonKey: defaults.supabaseAnonKey,
      explorerUrl: defaults.explorerUrl,
      ...PADDLE_UNSET,
    });
  });

  it('takes an empty explorer as "no public explorer" (the local devnet), and then links no transaction', async () => {
    serveConfig(200, JSON.stringify({ explorerUrl: '', apiUrl: '' }));
    await expect(loadRuntimeConfig()).resolves.toEqual({ ...defaults, explorerUrl: '' });
    expect(transactionUrl('0xabc')).toBeNull();
  });

  it("links a transaction to the configured explorer's /tx/<hash>, and nothing without a hash", () => {
    expect(transactionUrl('0xabc')).toBe('https://etherscan.io/tx/0xabc');
    configure({ explorerUrl: 'https://sepolia.etherscan.io/' });
    expect(transactionUrl('0xabc')).toBe('https://sepolia.etherscan.io/tx/0xabc');
    expect(transactionUrl(null)).toBeNull();
  });

  it.each([
    ['is missing', 404, 'Not found'],
    ['is not JSON', 200, '<html></html>'],
    ['is not an object', 200, '"https://api.whalewatch.test"'],
  ])('keeps the defaults when the config %s', async (_case, status, body) => {
    serveConfig(status, body);
    await expect(loadRuntimeConfig()).resolves.toEqual(defaults);
  });

  it('keeps the defaults when the config cannot be fetched', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig()).resolves.toEqual(defaults);
  });

  it('returns to the defaults on reset', () => {
    configure({ supabaseUrl: 'https://project.supabase.co' });
    resetConfig();
    expect(getConfig()).toEqual(defaults);
  });
});
