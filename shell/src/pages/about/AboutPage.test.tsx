import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen } from '@testing-library/react';
import { AboutPage } from './AboutPage';

describe('AboutPage', () => {
  it('is headed About Us', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it.each(['Mission', 'What We Offer', 'Why Choose Us', 'Our Vision'])('has a %s section', (name) => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });

  it('says users can monitor up to six wallets', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByText(/monitor up to six wallets/i)).toBeInTheDocument();
  });
});
