import { act, screen, within } from '@testing-library/react';
import { toast } from '../toast/toastStore';
import { renderWithProviders } from '../testing';

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
