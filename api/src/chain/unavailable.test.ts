// Every route that reads the chain, while Etherscan throttles this server ("Too many invalid api key
// attempts, please try again later": wait ~30 s): 503 with Retry-After and a message saying when to come
// back, answered at once; /health degraded, naming the throttle. Real api, real fake Etherscan.
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { startFakeEtherscan, THROTTLE_MS, type FakeEtherscan } from './etherscan/testing/fake-etherscan';
import { formatWait } from './unavailable';

const WALLET = '0x00000000219ab540356cbb839cbe05303d7705fa';
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f';

let mailbox: Mailbox;
let etherscan: FakeEtherscan;
let api: TestApp;
let user: SessionBody;

beforeAll(async () => {
  [mailbox, etherscan] = await Promise.all([startMailbox(), startFakeEtherscan()]);
  api = await createTestApp({
    SMTP_URL: mailbox.smtpUrl,
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    ETHERSCAN_API_URL: etherscan.url,
    ETHERSCAN_API_KEY: 'KEYFORTHETEST0001',
  });
  user = await signUp(api.app, mailbox);
  etherscan.throttleFor(THROTTLE_MS);
}, 60_000);
afterAll(async () => {
  await api?.close();
  await Promise.all([mailbox?.close(), etherscan?.close()]);
});

const get = (url: string) => api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${user.session.access_token}` } });

describe('while Etherscan throttles this server', () => {
  it.each([
    ['the portfolio', `/balance/portfolio/${WALLET}`],
    ['the top holders', `/analyzer/holders/${DAI}`],
    ["a wallet's tokens", `/analyzer/tokens/${WALLET}`],
    ["a token's details", `/analyzer/token/${DAI}`],
    ['the latest transactions', `/users/transactions/${WALLET}/latest`],
  ])('%s answers 503 at once, with Retry-After and when to try again', async (_, url) => {
    const started = Date.now();
    const response = await get(url);

    expect(Date.now() - started).toBeLessThan(3_000);
    expect(response.statusCode).toBe(503);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(response.json()).toEqual({ error: `The block explorer is busy, please try again in ${retryAfter} s`, code: 'chain_busy' });
  });

  it('has /health degraded, naming the throttle, without asking Etherscan again', async () => {
    const before = etherscan.requests.length;
    const response = await api.app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'degraded', chain: { source: 'etherscan', error: 'Chain unreachable' } });
    expect(response.json().reasons).toContainEqual(
      expect.stringMatching(/^Etherscan throttles this server until \S+: "Too many invalid api key attempts, please try again later"$/),
    );
    expect(etherscan.requests.length).toBe(before);
  });
});

describe('formatWait', () => {
  it.each([
    [400, '1 s'],
    [30_000, '30 s'],
    [119_000, '119 s'],
    [300_000, '5 min'],
    [7_199_000, '120 min'],
    [12 * 3_600_000 - 1, '12 h'],
  ])('writes %i ms as "%s"', (ms, text) => {
    expect(formatWait(ms)).toBe(text);
  });
});
