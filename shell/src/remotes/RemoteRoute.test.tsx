import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@whalewatch/shared/testing';
import { fallbackPlugin } from '../federation/fallbackPlugin';
import { SCREENS } from '../federation/remoteScreens';
import { loadRemoteMock, remoteScreenStub } from '../testing/federationMock';
import { RemoteRoute } from './RemoteRoute';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

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
});
