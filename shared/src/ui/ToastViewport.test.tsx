import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ALERT_TOAST_MS, dismissAlert, onNotificationCentreRequest, showAlert } from '../toast/alertToast';
import { toast, TOAST_DURATION_MS } from '../toast/toastStore';
import { fetchChains } from '../chains/chains';
import { chainRefOf, DEVNET_CHAINS, renderWithProviders, serveFakeApi } from '../testing';
import { Modal } from './Modal';
import { HEADER_HEIGHT_PROPERTY } from './ToastViewport';

const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
const whaleAlert = (message = 'Big Whale sent 1,250,000 USDC ($1.25M) to Binance 14') => ({
  message,
  link: { to: `/tx/${HASH}`, label: 'View transaction' },
});

const region = () => within(screen.getByRole('region', { name: 'Notifications' }));

function Location() {
  return <p aria-label="location">{useLocation().pathname}</p>;
}

/** A page with a button opening a dialog, as the remotes' dialogs do. */
function PageWithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Monitoring options</button>
      {open ? (
        <Modal title="Monitoring Options" onClose={() => setOpen(false)}>
          <p>Options</p>
        </Modal>
      ) : null}
    </>
  );
}

describe('toast area', () => {
  it('shows a toast with its link, opening in a new tab, for as long as asked', () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<p>page</p>);
      act(() => {
        toast.info('Binance 14: received 1500 USDC from 0x21a3…5549', {
          durationMs: 8000,
          link: { href: 'https://etherscan.io/tx/0xabc', label: 'View transaction' },
        });
      });
      const region = screen.getByRole('region', { name: 'Notifications' });
      const item = within(region).getByRole('status');
      expect(item).toHaveTextContent('Binance 14: received 1500 USDC from 0x21a3…5549');
      const link = within(item).getByRole('link', { name: 'View transaction' });
      expect(link).toHaveAttribute('href', 'https://etherscan.io/tx/0xabc');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');

      act(() => jest.advanceTimersByTime(7999));
      expect(within(region).queryByRole('status')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(within(region).queryByRole('status')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens a link to a page of the product in place, and dismisses the toast', async () => {
    function Where() {
      return <p>at {useLocation().pathname}</p>;
    }
    renderWithProviders(<Where />, { route: '/register' });
    act(() => {
      toast.error('Over the limit', { durationMs: 0, link: { href: '/pricing', label: 'See plans' } });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const link = within(region).getByRole('link', { name: 'See plans' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(screen.getByText('at /pricing')).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no link when the toast has none', () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      toast.success('Settings updated successfully!');
    });
    expect(within(screen.getByRole('status')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the newest four at once, so a burst cannot fill the screen', () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      for (let n = 1; n <= 6; n += 1) toast.info(`Toast ${n}`);
    });
    const shown = within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('status');
    expect(shown.map((item) => item.querySelector('span')?.textContent)).toEqual(['Toast 3', 'Toast 4', 'Toast 5', 'Toast 6']);
    act(() => toast.clear());
  });
});

describe('alert toast', () => {
  afterEach(() => jest.useRealTimers());

  it("shows one alert's words with an in-app link to its transaction, same tab", async () => {
    renderWithProviders(<Location />);
    act(() => showAlert(whaleAlert()));
    const item = region().getByRole('status');
    expect(item).toHaveTextContent('Big Whale sent 1,250,000 USDC ($1.25M) to Binance 14');
    const link = within(item).getByRole('link', { name: 'View transaction' });
    expect(link).toHaveAttribute('href', `/tx/${HASH}`);
    expect(link).not.toHaveAttribute('target');

    await userEvent.click(link);
    expect(screen.getByLabelText('location')).toHaveTextContent(`/tx/${HASH}`);
    expect(region().queryByRole('status')).not.toBeInTheDocument();
  });

  it('names the chain of an alert on a chain other than the first, beside its words', async () => {
    const server = serveFakeApi({});
    renderWithProviders(<p>page</p>);
    const onBase = 'Big Whale sent 250 ETH ($780K) to 0x12ab…34cd on Base';
    act(() => showAlert({ ...whaleAlert(onBase), chain: chainRefOf(DEVNET_CHAINS[1]) }));
    const item = region().getByRole('status');
    expect(await within(item).findByText('Base')).toBeInTheDocument();
    expect(item).toHaveTextContent(`${onBase}Chain: Base`);
    expect(server.requestsTo('GET /chains')).toHaveLength(1);
  });

  it('names no chain for an alert on the first chain, nor for one without a chain', async () => {
    const server = serveFakeApi({});
    await fetchChains();
    renderWithProviders(<p>page</p>);
    act(() => showAlert({ ...whaleAlert(), chain: chainRefOf(DEVNET_CHAINS[0]) }));
    expect(region().getByRole('status')).not.toHaveTextContent('Chain:');
    act(() => dismissAlert());
    act(() => showAlert({ ...whaleAlert(), chain: null }));
    expect(region().getByRole('status')).not.toHaveTextContent('Chain:');
    expect(server.requestsTo('GET /chains')).toHaveLength(1);
  });

  it("collapses a burst into one toast, '3 new alerts', whose 'Open notifications' asks for the centre", async () => {
    const opened = jest.fn();
    const stop = onNotificationCentreRequest(opened);
    renderWithProviders(<p>page</p>);
    act(() => {
      showAlert(whaleAlert('Big Whale sent 1,250,000 USDC ($1.25M) to Binance 14'));
      showAlert(whaleAlert('Big Whale swapped 500 ETH ($1.56M) for 1,604,233 USDC on Uniswap V3'));
      showAlert(whaleAlert('Binance 14 received 2,000 ETH ($6.24M) from 0x21a3…5549'));
    });
    const shown = region().getAllByRole('status');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('3 new alerts');
    expect(within(shown[0]).queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(within(shown[0]).getByRole('button', { name: 'Open notifications' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(region().queryByRole('status')).not.toBeInTheDocument();
    stop();
  });

  it('goes after its time, counted again from the newest alert it took in', () => {
    jest.useFakeTimers();
    renderWithProviders(<p>page</p>);
    act(() => showAlert(whaleAlert()));
    act(() => jest.advanceTimersByTime(ALERT_TOAST_MS - 1000));
    act(() => showAlert(whaleAlert('Big Whale made 3 moves ($2.1M)')));
    act(() => jest.advanceTimersByTime(ALERT_TOAST_MS - 1));
    expect(region().getByRole('status')).toHaveTextContent('2 new alerts');
    act(() => jest.advanceTimersByTime(1));
    expect(region().queryByRole('status')).not.toBeInTheDocument();
  });

  it('leaves action toasts alone: they show beside it, each with its own time', () => {
    jest.useFakeTimers();
    renderWithProviders(<p>page</p>);
    act(() => {
      toast.success('Settings updated successfully!');
      showAlert(whaleAlert('Big Whale sent 1,250,000 USDC ($1.25M) to Binance 14'));
      toast.error('Failed to remove wallet');
      showAlert(whaleAlert('Big Whale made 3 moves ($2.1M)'));
    });
    expect(
      region()
        .getAllByRole('status')
        .map((item) => item.querySelector('span')?.textContent),
    ).toEqual(['2 new alerts', 'Settings updated successfully!']);
    expect(region().getByRole('alert')).toHaveTextContent('Failed to remove wallet');

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(region().queryByRole('alert')).not.toBeInTheDocument();
    expect(
      region()
        .getAllByRole('status')
        .map((item) => item.querySelector('span')?.textContent),
    ).toEqual(['2 new alerts']);
  });

  it('never covers an open dialog: an alert waits while one is open and shows, for its full time, once it closes', async () => {
    renderWithProviders(<PageWithDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Monitoring options' }));
    expect(screen.getByRole('dialog', { name: 'Monitoring Options' })).toHaveAttribute('aria-modal', 'true');

    jest.useFakeTimers();
    act(() => {
      showAlert(whaleAlert());
      toast.info('Loading');
    });
    expect(
      region()
        .getAllByRole('status')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Loading')]);
    act(() => jest.advanceTimersByTime(ALERT_TOAST_MS * 2));
    expect(region().queryByText(whaleAlert().message)).not.toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(region().getByRole('status')).toHaveTextContent(whaleAlert().message);
    act(() => jest.advanceTimersByTime(ALERT_TOAST_MS - 1));
    expect(region().getByRole('status')).toHaveTextContent(whaleAlert().message);
    act(() => jest.advanceTimersByTime(1));
    expect(region().queryByRole('status')).not.toBeInTheDocument();
  });

  it('sits top right, below the navigation bar, and under an open dialog and its backdrop', async () => {
    renderWithProviders(<PageWithDialog />);
    act(() => {
      toast.success('Settings saved');
    });
    const area = getComputedStyle(screen.getByRole('region', { name: 'Notifications' }));
    expect(area.position).toBe('fixed');
    expect(area.top).toContain(`var(${HEADER_HEIGHT_PROPERTY}`);
    expect(area.right).toBe('16px');
    expect(area.bottom).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Monitoring options' }));
    const backdrop = getComputedStyle(screen.getByTestId('modal-backdrop'));
    expect(Number(area.zIndex)).toBeLessThan(Number(backdrop.zIndex));
  });
});
