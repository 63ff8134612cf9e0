import { isAddress, POPULAR_TOKENS } from '@whalewatch/shared';
import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TokenAnalyzer, { HOLDER_ANALYSIS_COMING_SOON } from './TokenAnalyzer';

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';

describe('TokenAnalyzer', () => {
  it("has a 'Token Address' input and an 'Analyze Token' button", () => {
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Token Analyzer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Token Address')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Analyze Token' })).toBeEnabled();
  });

  it("shows 'Please enter a token address' when analyzing an empty address", async () => {
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a token address');
  });

  it("shows 'Please enter a valid token address' for an address that is not 0x + 40 hex", async () => {
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.type(screen.getByLabelText('Token Address'), '0xnot-a-token');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid token address');
  });

  it('lists the ten Popular Token Examples with their mainnet contract addresses', () => {
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    const examples = screen.getByRole('region', { name: 'Popular Token Examples' });
    const buttons = within(examples).getAllByRole('button');
    expect(buttons.map((button) => button.querySelector('strong')?.textContent)).toEqual([
      'DAI',
      'USDC',
      'USDT',
      'Chainlink',
      'Basic Attention Token',
      '1inch',
      'Compound',
      'Shiba Inu',
      'Binance USD',
      'Compound DAI',
    ]);
    expect(POPULAR_TOKENS.every((token) => isAddress(token.address))).toBe(true);
    expect(new Set(POPULAR_TOKENS.map((token) => token.address.toLowerCase())).size).toBe(10);
  });

  it('fills the input when a popular token is clicked, and puts the focus back on it', async () => {
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.click(screen.getByRole('button', { name: `DAI ${DAI}` }));
    const input = screen.getByLabelText('Token Address');
    expect(input).toHaveValue(DAI);
    expect(input).toHaveFocus();
  });

  it('says holder analysis is coming soon for a valid address instead of inventing holders', async () => {
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.click(screen.getByRole('button', { name: /^USDT / }));
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    expect(await screen.findByText(HOLDER_ANALYSIS_COMING_SOON)).toHaveTextContent('Holder analysis is coming soon.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Top Token Holders')).not.toBeInTheDocument();
  });
});
