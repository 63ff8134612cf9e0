import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen } from '@testing-library/react';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { RefundPolicyPage } from './RefundPolicyPage';
import { TermsOfServicePage } from './TermsOfServicePage';

function pageText(): string {
  return screen.getByRole('main').textContent ?? '';
}

describe('RefundPolicyPage', () => {
  beforeEach(() => renderWithProviders(<RefundPolicyPage />));

  it('is headed Refund Policy', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
  });

  it.each([
    'within 3 days of your first purchase',
    'first billing cycle only',
    'within 5 business days',
    'in 7-10 business days',
    'at least 24 hours before the next billing cycle',
    'Paddle',
  ])("states '%s'", (text) => {
    expect(pageText()).toContain(text);
  });

  it('tells the user where to send a refund request', () => {
    expect(screen.getByRole('link', { name: 'support@whalewatch.example' })).toHaveAttribute('href', 'mailto:support@whalewatch.example');
  });
});

describe('PrivacyPolicyPage', () => {
  beforeEach(() => renderWithProviders(<PrivacyPolicyPage />));

  it('is headed Privacy Policy', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it.each(['email address', 'wallet addresses', 'Supabase', 'Paddle', 'block explorer', 'under 18'])("mentions '%s'", (text) => {
    expect(pageText()).toContain(text);
  });
});

describe('TermsOfServicePage', () => {
  beforeEach(() => renderWithProviders(<TermsOfServicePage />));

  it('is headed Terms of Service', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  });

  it('states that users must be 18 or older', () => {
    expect(pageText()).toContain('Users must be 18 or older');
  });

  it.each([
    'at least 24 hours before the next billing cycle',
    'within 3 days of your first purchase',
    'up to 3 on Starter and up to 6 on Pro',
    'not investment, financial, legal or tax advice',
  ])("states '%s'", (text) => {
    expect(pageText()).toContain(text);
  });

  it('links to the refund and privacy policies', () => {
    expect(screen.getAllByRole('link', { name: 'Refund Policy' })[0]).toHaveAttribute('href', '/refund-policy');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});
