import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PortfolioViewer, { PORTFOLIO_TAGLINE } from './PortfolioViewer';

describe('PortfolioViewer', () => {
  it("shows the spec's tagline and the View Portfolio button", () => {
    renderWithProviders(<PortfolioViewer />, { user: true });
    expect(screen.getByText(PORTFOLIO_TAGLINE)).toHaveTextContent("View any Ethereum wallet's complete token portfolio");
    expect(screen.getByRole('button', { name: 'View Portfolio' })).toBeEnabled();
  });

  it("shows 'Please enter a valid wallet address' for an address that is not 0x + 40 hex", async () => {
    renderWithProviders(<PortfolioViewer />, { user: true });
    await userEvent.type(screen.getByLabelText('Wallet Address'), '0x1234');
    await userEvent.click(screen.getByRole('button', { name: 'View Portfolio' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid wallet address');
  });

  it('accepts a well-formed address without a message', async () => {
    renderWithProviders(<PortfolioViewer />, { user: true });
    await userEvent.type(screen.getByLabelText('Wallet Address'), '0x28C6c06298d514Db089934071355E5743bf21d60');
    await userEvent.click(screen.getByRole('button', { name: 'View Portfolio' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
