import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, renderWithProviders, serveFakeApi, type RouteHandler } from '@whalewatch/shared/testing';
import { AppRoutes } from '../../app/AppRoutes';
import type { HealthReport } from './healthApi';
import { CHAIN_UNREACHABLE, CHECK_NOW, latestBlockLine, STATUS_UNREADABLE, StatusPage } from './StatusPage';
import { REFRESH_MS } from './useSystemStatus';

// Answers as api/src/health/routes.ts gives them.
const HEALTHY: HealthReport = {
  status: 'ok',
  database: 'ok',
  chain: { source: 'rpc', latestBlock: '19000000' },
  chains: [{ id: 1, slug: 'ethereum', name: 'Ethereum', source: 'rpc', latestBlock: '19000000' }],
  reasons: [],
  monitor: [{ chain: '1', blockNumber: 19000000, ageSeconds: 4 }],
  overdueEmails: 0,
  billingConflicts: 0,
  services: {},
};

const MONITOR_STUCK = 'The wallet monitor has not advanced on chain 1 for 912 s (last block 18999930)';
const EMAILS_OVERDUE = '3 alert emails are overdue (oldest from 2026-11-24T12:00:00.000Z)';
const PRICES_FAILING = 'prices: last call failed at 2026-11-24T12:10:00.000Z: fetch failed';
const DEGRADED: HealthReport = {
  ...HEALTHY,
  status: 'degraded',
  reasons: [MONITOR_STUCK, EMAILS_OVERDUE, PRICES_FAILING],
  overdueEmails: 3,
  services: { prices: { lastError: 'fetch failed', lastErrorAt: '2026-11-24T12:10:00.000Z', lastOkAt: null } },
};

const unreachable: RouteHandler = () => {
  throw new TypeError('Failed to fetch');
};

const serveHealth = (handler: RouteHandler) => serveFakeApi({ 'GET /health': handler });

const headline = () => screen.getByRole('status');
/** Each service's name and state as the page shows them. */
function services(): [string, string][] {
  const list = within(screen.getByRole('region', { name: 'Services' })).getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [within(item).getByRole('heading', { level: 3 }).textContent ?? '', item.querySelector('span')?.textContent ?? '']);
}
/** Each chain's name and state as the page shows them. */
function chains(): [string, string][] {
  const list = within(screen.getByRole('region', { name: 'Chains' })).getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [within(item).getByRole('heading', { level: 3 }).textContent ?? '', item.querySelector('span')?.textContent ?? '']);
}
const impactOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')?.querySelector('p')?.textContent ?? null;

async function renderStatus(options: { user?: true } = {}) {
  renderWithProviders(<StatusPage />, { route: '/status', ...options });
  await screen.findByText(/^Last checked at /);
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('/status', () => {
  it('says all systems are operational, service by service, under its headings', async () => {
    serveHealth(() => ok(HEALTHY));
    await renderStatus();

    expect(screen.getByRole('heading', { level: 1, name: 'System Status' })).toBeInTheDocument();
    expect(headline()).toHaveTextContent('All systems operational');
    expect(headline()).toHaveAttribute('aria-live', 'polite');
    expect(within(headline()).getByRole('heading', { level: 2 })).toHaveTextContent('All systems operational');
    expect(services()).toEqual([
      ['Website and accounts', 'Operational'],
      ['Blockchain data', 'Operational'],
      ['Wallet alerts', 'Operational'],
      ['Alert emails', 'Operational'],
      ['Token prices', 'Operational'],
      ['AI News', 'Operational'],
    ]);
    expect(impactOf('Wallet alerts')).toBeNull();
    expect(chains()).toEqual([['Ethereum', 'Latest block 19000000']]);
    expect(screen.getByText('Latest block: 19000000')).toBeInTheDocument();
  });

  it('says which features a degraded api affects, in plain words, with its reasons as technical details', async () => {
    serveHealth(() => ok(DEGRADED));
    await renderStatus();

    expect(headline()).toHaveTextContent('Some features are affected');
    expect(services()).toEqual([
      ['Website and accounts', 'Operational'],
      ['Blockchain data', 'Operational'],
      ['Wallet alerts', 'Degraded'],
      ['Alert emails', 'Degraded'],
      ['Token prices', 'Degraded'],
      ['AI News', 'Operational'],
    ]);
    expect(impactOf('Wallet alerts')).toBe('Notifications about tracked wallets may arrive late.');
    expect(impactOf('Alert emails')).toBe('Alert emails are delayed.');
    expect(impactOf('Token prices')).toBe('Token prices and USD values may be missing or out of date.');

    const details = screen.getByText('Technical details').closest('details');
    if (!details) throw new Error('no technical details');
    expect(details).not.toHaveAttribute('open');
    expect(
      within(details)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Latest block: 19000000', MONITOR_STUCK, EMAILS_OVERDUE, PRICES_FAILING]);
  });

  it.each<[string, HealthReport]>([
    [
      'an Etherscan key set aside',
      {
        ...HEALTHY,
        status: 'degraded',
        reasons: [
          'Etherscan API key …WXYZ (account "default") is set aside until 2026-11-24T12:30:00.000Z: Etherscan answered "Invalid API Key"',
        ],
      },
    ],
    [
      'a chain node that does not answer',
      {
        ...HEALTHY,
        status: 'degraded',
        chain: { source: 'rpc', error: 'Chain unreachable' },
        chains: [{ id: 1, slug: 'ethereum', name: 'Ethereum', source: 'rpc', error: 'Chain unreachable' }],
        reasons: ['chain: last call failed at 2026-11-24T12:10:00.000Z: timed out'],
      },
    ],
  ])('counts %s against blockchain data', async (_case, report) => {
    serveHealth(() => ok(report));
    await renderStatus();
    expect(services()).toContainEqual(['Blockchain data', 'Degraded']);
    expect(services().filter(([, state]) => state !== 'Operational')).toEqual([['Blockchain data', 'Degraded']]);
  });

  it.each<[string, NonNullable<HealthReport['monitor'][number]['heads']>, string]>([
    ['pushed over WebSocket', { transport: 'websocket', since: '2026-11-24T12:00:00.000Z' }, 'New blocks: live (WebSocket)'],
    [
      'polled while the WebSocket is down',
      {
        transport: 'polling',
        since: '2026-11-24T12:00:00.000Z',
        reason: 'ws-down',
        pollIntervalMs: 250,
        lastError: 'The socket has been closed.',
        reconnectAt: '2026-11-24T12:00:04.000Z',
      },
      'New blocks: checked every 250 ms (WebSocket unavailable: The socket has been closed.)',
    ],
    [
      'polled with WebSocket off',
      { transport: 'polling', since: '2026-11-24T12:00:00.000Z', reason: 'ws-off', pollIntervalMs: 250 },
      'New blocks: checked every 250 ms (WebSocket turned off)',
    ],
  ])('says in its technical details how new blocks arrive: %s, leaving every service operational', async (_case, heads, line) => {
    serveHealth(() => ok({ ...HEALTHY, monitor: [{ ...HEALTHY.monitor[0], heads }] }));
    await renderStatus();

    const details = screen.getByText('Technical details').closest('details');
    if (!details) throw new Error('no technical details');
    expect(
      within(details)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Latest block: 19000000', line]);
    expect(headline()).toHaveTextContent('All systems operational');
    expect(services().every(([, state]) => state === 'Operational')).toBe(true);
  });

  it("lists each remote's live and canary release, and an automatic rollback, in its technical details", async () => {
    const state = (release: string) => ({ release, version: release.split('-')[0], browsers: 4, failed: 0 });
    const releases = {
      remotes: {
        mfe_tracking: { live: state('1.0.0-aaaaaaaaaa'), canary: { ...state('1.0.1-bbbbbbbbbb'), percent: 50 } },
        mfe_billing: { live: state('workspace'), canary: null },
      },
      rolledBack: [
        {
          at: '2026-11-24T12:00:00.000Z',
          remote: 'mfe_billing',
          release: '1.1.0-cccccccccc',
          reason: 'failed for 3 of 4 browsers',
          ok: true,
        },
      ],
    };
    serveHealth(() => ok({ ...HEALTHY, releases }));
    await renderStatus();

    const details = screen.getByText('Technical details').closest('details');
    if (!details) throw new Error('no technical details');
    expect(
      within(details)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual([
      'Latest block: 19000000',
      'mfe_tracking: 1.0.0-aaaaaaaaaa live; canary 1.0.1-bbbbbbbbbb for 50 % of browsers',
      'mfe_billing: workspace live',
      'mfe_billing 1.1.0-cccccccccc was rolled back automatically: failed for 3 of 4 browsers',
    ]);
  });

  it('lists each chain watched with its latest block', async () => {
    serveHealth(() =>
      ok({
        ...HEALTHY,
        chains: [
          { id: 31337, slug: 'ethereum', name: 'Ethereum', source: 'rpc', latestBlock: '1234' },
          { id: 31338, slug: 'base', name: 'Base', source: 'rpc', latestBlock: '5678' },
        ],
      }),
    );
    await renderStatus();
    expect(chains()).toEqual([
      ['Ethereum', latestBlockLine('1234')],
      ['Base', 'Latest block 5678'],
    ]);
    expect(services().every(([, state]) => state === 'Operational')).toBe(true);
  });

  it('says a chain the api cannot reach is unreachable, counting it against blockchain data while the others answer', async () => {
    const reason = 'Base (chain 31338): Chain unreachable: its alerts resume where they stopped once it is back';
    serveHealth(() =>
      ok({
        ...HEALTHY,
        status: 'degraded',
        chains: [
          { id: 31337, slug: 'ethereum', name: 'Ethereum', source: 'rpc', latestBlock: '1234' },
          { id: 31338, slug: 'base', name: 'Base', source: 'rpc', error: 'Chain unreachable' },
        ],
        reasons: [reason],
      }),
    );
    await renderStatus();
    expect(chains()).toEqual([
      ['Ethereum', 'Latest block 1234'],
      ['Base', CHAIN_UNREACHABLE],
    ]);
    expect(headline()).toHaveTextContent('Some features are affected');
    expect(services().filter(([, state]) => state !== 'Operational')).toEqual([['Blockchain data', 'Degraded']]);
    expect(screen.getByText(reason)).toBeInTheDocument();
  });

  it('lists no chains when the api cannot be reached', async () => {
    serveHealth(unreachable);
    await renderStatus();
    expect(headline()).toHaveTextContent('Whalewatch cannot be reached');
    expect(screen.queryByRole('region', { name: 'Chains' })).not.toBeInTheDocument();
  });

  it("says Whalewatch is down when the api answers that its database is, and the rest can't be known", async () => {
    serveHealth(fail('database_unavailable'));
    await renderStatus();

    expect(headline()).toHaveTextContent('Whalewatch is down');
    expect(services()).toEqual([
      ['Website and accounts', 'Down'],
      ['Blockchain data', 'Unknown'],
      ['Wallet alerts', 'Unknown'],
      ['Alert emails', 'Unknown'],
      ['Token prices', 'Unknown'],
      ['AI News', 'Unknown'],
    ]);
    expect(impactOf('Website and accounts')).toBe('Some pages or saved data may not load.');
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it('says Whalewatch cannot be reached when the api does not answer at all', async () => {
    serveHealth(unreachable);
    await renderStatus();
    expect(headline()).toHaveTextContent('Whalewatch cannot be reached');
    expect(headline()).toHaveTextContent('your internet connection may be offline');
    expect(services().every(([, state]) => state === 'Unknown')).toBe(true);
    expect(screen.queryByText('Technical details')).not.toBeInTheDocument();
  });

  it('shows that it is checking until the first answer', async () => {
    const server = serveHealth(() => ok(HEALTHY));
    const release = server.hold('GET /health');
    renderWithProviders(<StatusPage />, { route: '/status' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking the system status');
    release();
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
  });

  it('says so, with Try again, when the answer cannot be read', async () => {
    const server = serveHealth(() => ok({ hello: 'world' }));
    renderWithProviders(<StatusPage />, { route: '/status' });
    expect(await screen.findByRole('alert')).toHaveTextContent(STATUS_UNREADABLE);

    server.answer('GET /health', () => ok(HEALTHY));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
  });

  it('checks again on request', async () => {
    const server = serveHealth(() => ok(HEALTHY));
    await renderStatus({ user: true });
    server.answer('GET /health', () => ok(DEGRADED));
    await userEvent.click(screen.getByRole('button', { name: CHECK_NOW }));
    await waitFor(() => expect(headline()).toHaveTextContent('Some features are affected'));
    expect(server.requestsTo('GET /health')).toHaveLength(2);
    // A public route: no token is sent even when one is stored.
    expect(server.requestsTo('GET /health')[0].headers.get('Authorization')).toBeNull();
  });

  describe('every 30 s', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('checks again by itself, updating the same live headline when the status changes', async () => {
      const server = serveHealth(() => ok(HEALTHY));
      renderWithProviders(<StatusPage />, { route: '/status' });
      await act(async () => jest.advanceTimersByTime(0));
      const live = headline();
      expect(live).toHaveTextContent('All systems operational');

      server.answer('GET /health', () => ok(DEGRADED));
      await act(async () => jest.advanceTimersByTime(REFRESH_MS - 1));
      expect(server.requestsTo('GET /health')).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(1));
      await waitFor(() => expect(live).toHaveTextContent('Some features are affected'));
      expect(headline()).toBe(live);
      expect(server.requestsTo('GET /health')).toHaveLength(2);

      server.answer('GET /health', unreachable);
      await act(async () => jest.advanceTimersByTime(REFRESH_MS));
      await waitFor(() => expect(live).toHaveTextContent('Whalewatch cannot be reached'));
      expect(REFRESH_MS).toBe(30_000);
    });
  });

  it('is a public route of the shell', async () => {
    serveHealth(() => ok(HEALTHY));
    renderWithProviders(<AppRoutes />, { route: '/status' });
    expect(await screen.findByRole('heading', { level: 1, name: 'System Status' })).toBeInTheDocument();
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
  });
});
