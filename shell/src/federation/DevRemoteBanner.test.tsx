import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEV_REMOTE_BANNER_LABEL, DevRemoteBanner, showDevRemoteBanner, STOP_OVERRIDE } from './DevRemoteBanner';
import { REMOTE_OVERRIDE_KEY } from './remoteOverride';

const DEV_SERVER = 'http://127.0.0.1:3102/mf-manifest.json';

describe('the development override banner', () => {
  afterEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('names the remote and the dev server it comes from, in a labelled region', () => {
    render(<DevRemoteBanner overrides={{ mfe_tracking: DEV_SERVER }} onStop={() => undefined} />);

    const banner = screen.getByRole('region', { name: DEV_REMOTE_BANNER_LABEL });
    expect(banner).toHaveTextContent(`mfe-tracking is loaded from your dev server at ${DEV_SERVER}`);
    expect(within(banner).getByRole('button', { name: STOP_OVERRIDE })).toHaveAccessibleDescription(
      `mfe-tracking is loaded from your dev server at ${DEV_SERVER}`,
    );
  });

  it("'Stop using it' drops the override and reloads the page with the deployed remote", async () => {
    localStorage.setItem(REMOTE_OVERRIDE_KEY, JSON.stringify({ mfe_tracking: DEV_SERVER }));
    const reload = jest.fn();
    act(() => showDevRemoteBanner({ mfe_tracking: DEV_SERVER }, reload));

    const stop = await screen.findByRole('button', { name: STOP_OVERRIDE });
    expect(document.body.firstElementChild).toContainElement(stop);
    await userEvent.click(stop);

    expect(localStorage.getItem(REMOTE_OVERRIDE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
