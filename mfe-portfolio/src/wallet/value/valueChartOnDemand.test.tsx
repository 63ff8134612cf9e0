// The chart (d3's scales and shapes) is a chunk of its own, fetched when the Value over time section
// opens, so the wallet page's first paint does not carry it. jest's module registry stands in for the
// page's chunks.
import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { serveWallet, WALLET } from '../../testing/fixtures';

const mockEvaluated = jest.fn();
jest.mock('./ValueChart', () => {
  mockEvaluated();
  return jest.requireActual('./ValueChart');
});

it('loads the chart module only when the page shows the value over time', async () => {
  const { default: WalletProfile } = await import('../WalletProfile');
  expect(mockEvaluated).not.toHaveBeenCalled();

  serveWallet();
  renderWithProviders(
    <Routes>
      <Route path="/wallet/:address" element={<WalletProfile />} />
    </Routes>,
    { route: `/wallet/${WALLET}`, user: true },
  );
  const value = screen.getByRole('region', { name: 'Value over time' });
  expect(await within(value).findByRole('img', { name: /^Value over time chart/ })).toBeInTheDocument();
  expect(mockEvaluated).toHaveBeenCalledTimes(1);
});
