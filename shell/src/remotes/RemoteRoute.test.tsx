import { registerRemotes } from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@whalewatch/shared/testing';
import { fallbackPlugin } from '../federation/fallbackPlugin';
import { REMOTE_LOAD_DEADLINE_MS, SCREENS } from '../federation/remoteScreens';
import { loadRemoteMock, remoteScreenStub } from '../testing/federationMock';
import { forgetReports } from '../federation/releaseReports';
import { toFederationRemotes } from '../federation/remoteRegistry';
import { forgetSelections, setAllowedRemoteOrigins } from '../federation/remoteSelection';
import { RemoteRoute } from './RemoteRoute';

const registerRemotesMock = registerRemotes as unknown as jest.Mock;
const PORTFOLIO_HEADING = 'Portfolio Viewer is unavailable right now';

/** The registry as /remotes.json serves it now; each Retry reads it again. */
function serveRegistry(remotes: Record<string, { entry: string }>) {
  const fetchMock = jest.fn(async () => Response.json({ schemaVersion: 1, remotes }));
  global.fetch = fetchMock;
  return fetchMock;
}

const never = () => new Promise<never>(() => undefined);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadRemoteMock.mockReset();
  registerRemotesMock.mockClear();
  serveRegistry({ mfe_analyzer: { entry: 'http://127.0.0.1:3003/mf-manifest.json' } });
  // The remotes' own ports, as npm start configures them.
  setAllowedRemoteOrigins([3001, 3002, 3003, 3004, 3005, 3006].map((port) => `http://127.0.0.1:${port}`));
  forgetSelections();
  forgetReports();
});
afterEach(() => {
  jest.useRealTimers();
  setAllowedRemoteOrigins(null);
});

describe('remote route', () => {
  it('shows a clear message when the remote is down, and loads it on Retry once it is back', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
    renderWithProviders(<RemoteRoute screen={SCREENS.tokenAnalyzer} />);
    expect(await screen.findByRole('heading', { name: 'Token Analyzer is unavailable right now' })).toBeInTheDocument();

    loadRemoteMock.mockResolvedValueOnce(remoteScreenStub('mfe_analyzer/TokenAnalyzer'));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'remote screen mfe_analyzer/TokenAnalyzer' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('contains a remote screen that crashes while rendering', async () => {
    loadRemoteMock.mockResolvedValueOnce({
      default: () => {
        throw new Error('render failed');
      },
    });
    renderWithProviders(<RemoteRoute screen={SCREENS.dashboard} />);
    expect(await screen.findByRole('heading', { name: 'Dashboard is unavailable right now' })).toBeInTheDocument();
  });

  it("renders the fallback plugin's module as the same unavailable screen", async () => {
    const plugin = fallbackPlugin();
    const errorLoadRemote = plugin.errorLoadRemote as (args: { id: string; error: unknown; lifecycle: string }) => unknown;
    const fallback = errorLoadRemote({ id: 'mfe_stealth/StealthWallet', error: new Error('down'), lifecycle: 'onLoad' });
    expect(errorLoadRemote({ id: 'x', error: null, lifecycle: 'beforeLoadShare' })).toBeUndefined();

    loadRemoteMock.mockResolvedValueOnce(fallback);
    renderWithProviders(<RemoteRoute screen={SCREENS.stealthWallet} />);
    expect(await screen.findByRole('heading', { name: 'StealthWallet is unavailable right now' })).toBeInTheDocument();
  });

  it('shows the unavailable screen with Retry when the remote has not answered within the deadline', async () => {
    jest.useFakeTimers();
    loadRemoteMock.mockImplementation(never);
    renderWithProviders(<RemoteRoute screen={SCREENS.portfolioViewer} />);

    await act(() => jest.advanceTimersByTimeAsync(REMOTE_LOAD_DEADLINE_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Portfolio Viewer');
    expect(screen.queryByRole('heading', { name: PORTFOLIO_HEADING })).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: PORTFOLIO_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps the unavailable screen when the hung load finishes after the deadline, and Retry still works', async () => {
    jest.useFakeTimers();
    let finishLateLoad: (module: unknown) => void = () => undefined;
    loadRemoteMock.mockReturnValueOnce(new Promise((resolve) => (finishLateLoad = resolve)));
    serveRegistry({ mfe_portfolio: { entry: 'http://127.0.0.1:3004/mf-manifest.json' } });
    renderWithProviders(<RemoteRoute screen={SCREENS.portfolioViewer} />);
    await act(() => jest.advanceTimersByTimeAsync(REMOTE_LOAD_DEADLINE_MS));
    expect(screen.getByRole('heading', { name: PORTFOLIO_HEADING })).toBeInTheDocument();

    await act(async () => finishLateLoad(remoteScreenStub('late mfe_portfolio/PortfolioViewer')));
    expect(screen.getByRole('heading', { name: PORTFOLIO_HEADING })).toBeInTheDocument();
    expect(screen.queryByText('remote screen late mfe_portfolio/PortfolioViewer')).not.toBeInTheDocument();

    jest.useRealTimers();
    loadRemoteMock.mockResolvedValueOnce(remoteScreenStub('mfe_portfolio/PortfolioViewer'));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'remote screen mfe_portfolio/PortfolioViewer' })).toBeInTheDocument();
  });

  it('re-reads the registry on Retry and loads the remote from the entry listed now, with no page reload', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch http://127.0.0.1:1/mf-manifest.json'));
    renderWithProviders(<RemoteRoute screen={SCREENS.portfolioViewer} />);
    expect(await screen.findByRole('heading', { name: PORTFOLIO_HEADING })).toBeInTheDocument();

    // The operator fixes the registry entry.
    const registryFetch = serveRegistry({ mfe_portfolio: { entry: 'http://127.0.0.1:3004/mf-manifest.json' } });
    loadRemoteMock.mockImplementationOnce(async (id: string) => {
      // By the time the runtime loads the remote, it has the fixed entry.
      expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mfe_portfolio', entry: 'http://127.0.0.1:3004/mf-manifest.json' }], {
        force: true,
      });
      return remoteScreenStub(id);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'remote screen mfe_portfolio/PortfolioViewer' })).toBeInTheDocument();
    expect(registryFetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
  });

  it('stays unavailable on Retry when the registry no longer lists the remote', async () => {
    loadRemoteMock.mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));
    renderWithProviders(<RemoteRoute screen={SCREENS.portfolioViewer} />);
    expect(await screen.findByRole('heading', { name: PORTFOLIO_HEADING })).toBeInTheDocument();

    serveRegistry({});
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: PORTFOLIO_HEADING })).toBeInTheDocument();
    expect(registerRemotesMock).not.toHaveBeenCalled();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  describe('releases', () => {
    const NEEDS_UPDATE = 'This part of Whalewatch needs an update';
    const release = (id: string, requires: { shared?: string; federationRuntime?: string }) => ({
      entry: `http://127.0.0.1:3002/releases/mfe-tracking/${id}/mf-manifest.json`,
      release: id,
      requires,
    });

    it('shows the update screen, loading nothing, for a release whose requirements this shell does not meet', async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const registry = { schemaVersion: 2 as const, remotes: { mfe_tracking: release('2.0.0-aaaaaaaaaa', { shared: '^2.0.0' }) } };
      expect(toFederationRemotes(registry, { provides: { shared: '1.0.0', federationRuntime: '2.9.2' } })).toEqual([]);
      renderWithProviders(<RemoteRoute screen={SCREENS.walletTracking} />);
      const alert = await screen.findByRole('alert');
      expect(alert).toContainElement(screen.getByRole('heading', { name: NEEDS_UPDATE }));
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      expect(loadRemoteMock).not.toHaveBeenCalled();
    });

    it("shows the update screen when Module Federation refuses the remote's shared versions, and reports the failure", async () => {
      const reports = jest.fn(async () => new Response(null, { status: 202 }));
      global.fetch = reports;
      toFederationRemotes(
        { schemaVersion: 2, remotes: { mfe_tracking: release('1.0.0-bbbbbbbbbb', {}) } },
        { provides: { shared: '1.0.0', federationRuntime: '2.9.2' } },
      );
      loadRemoteMock.mockRejectedValueOnce(
        new Error(
          '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @whalewatch/shared does not satisfy the requirement of mfe_tracking which needs ^2.0.0)',
        ),
      );
      renderWithProviders(<RemoteRoute screen={SCREENS.walletTracking} />);
      expect(await screen.findByRole('heading', { name: NEEDS_UPDATE })).toBeInTheDocument();
      expect(reports).toHaveBeenCalledWith('http://127.0.0.1:4000/releases/reports', expect.objectContaining({ method: 'POST' }));
      const body = JSON.parse((reports.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
      expect(body).toMatchObject({ remote: 'mfe_tracking', release: '1.0.0-bbbbbbbbbb', outcome: 'failed' });
      expect(typeof body.browser).toBe('string');
    });

    it('reports a release that loaded, once', async () => {
      const reports = jest.fn(async () => new Response(null, { status: 202 }));
      global.fetch = reports;
      toFederationRemotes(
        { schemaVersion: 2, remotes: { mfe_tracking: release('1.0.0-cccccccccc', { shared: '^1.0.0' }) } },
        { provides: { shared: '1.0.0', federationRuntime: '2.9.2' } },
      );
      loadRemoteMock.mockResolvedValue(remoteScreenStub('mfe_tracking/WalletTracking'));
      const { unmount } = renderWithProviders(<RemoteRoute screen={SCREENS.walletTracking} />);
      expect(await screen.findByRole('heading', { name: 'remote screen mfe_tracking/WalletTracking' })).toBeInTheDocument();
      unmount();
      renderWithProviders(<RemoteRoute screen={SCREENS.walletTracking} />);
      expect(await screen.findByRole('heading', { name: 'remote screen mfe_tracking/WalletTracking' })).toBeInTheDocument();
      expect(reports).toHaveBeenCalledTimes(1);
      expect(JSON.parse((reports.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toMatchObject({
        outcome: 'loaded',
      });
    });
  });
});
