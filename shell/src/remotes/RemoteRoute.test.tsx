import { registerRemotes } from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@whalewatch/shared/testing';
import { fallbackPlugin } from '../federation/fallbackPlugin';
import { REMOTE_LOAD_DEADLINE_MS, SCREENS } from '../federation/remoteScreens';
import { loadRemoteMock, remoteScreenStub } from '../testing/federationMock';
import { RemoteRoute } from './RemoteRoute';

const registerRemotesMock = registerRemotes as unknown as jest.Mock;
const PORTFOLIO_HEADING = 'Portfolio Viewer is unavailable right now';

/** The registry as /remotes.json serves it now; each Retry reads it again. */
function serveRegistry(remotes: Record<string, { entry: string }>) {
  const fetchMock = jest.fn(async () => Response.json({ schemaVersion: 1, remotes }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const never = () => new Promise<never>(() => undefined);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadRemoteMock.mockReset();
  registerRemotesMock.mockClear();
  serveRegistry({ mfe_analyzer: { entry: 'http://127.0.0.1:3003/mf-manifest.json' } });
});
afterEach(() => jest.useRealTimers());

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
      expect(registerRemotesMock).toHaveBeenCalledWith(
        [{ name: 'mfe_portfolio', entry: 'http://127.0.0.1:3004/mf-manifest.json' }],
        { force: true },
      );
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
});
