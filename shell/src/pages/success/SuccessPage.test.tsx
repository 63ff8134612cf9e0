import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen } from '@testing-library/react';
import { SuccessPage } from './SuccessPage';

describe('SuccessPage', () => {
  it("shows 'Payment Successful!' and that the account has been upgraded", () => {
    renderWithProviders(<SuccessPage />, { route: '/success' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for your purchase. Your account has been upgraded.')).toBeInTheDocument();
  });

  it('links to the dashboard and to wallet tracking', () => {
    renderWithProviders(<SuccessPage />, { route: '/success' });
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Track Wallets' })).toHaveAttribute('href', '/register');
  });
});
