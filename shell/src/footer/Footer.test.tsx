import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import { Footer } from './Footer';

function column(heading: string): HTMLElement {
  const title = screen.getByRole('heading', { level: 2, name: heading });
  const list = title.nextElementSibling;
  if (!(list instanceof HTMLElement)) throw new Error(`No link list under ${heading}`);
  return list;
}

function hrefs(heading: string): (string | null)[] {
  return within(column(heading))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

describe('Footer', () => {
  beforeEach(() => renderWithProviders(<Footer />));

  it('is the page footer with a large Whalewatch wordmark', () => {
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Whalewatch')).toBeInTheDocument();
  });

  it('has the five columns: Contact, Products, Use-cases, Developers, Company', () => {
    const headings = within(screen.getByRole('navigation', { name: 'Footer' }))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Contact', 'Products', 'Use-cases', 'Developers', 'Company']);
  });

  it('links each column to where it says', () => {
    expect(hrefs('Contact')).toEqual(['mailto:support@whalewatch.example']);
    expect(hrefs('Products')).toEqual(['/analyzer', '/portfolio', '/stealth', '/register']);
    expect(hrefs('Use-cases')).toEqual(['/#ethereum-monitoring', '/#short-term-whale-identification', '/#crypto-compliance']);
    expect(within(column('Developers')).getByRole('link', { name: 'API Documentation' })).toBeInTheDocument();
    expect(within(column('Developers')).getByRole('link', { name: 'System Status' })).toBeInTheDocument();
    expect(hrefs('Company')).toEqual(['/about', '/pricing', '/refund-policy', '/privacy-policy', '/terms-of-service']);
  });

  it('lets the support email wrap only before its @, never mid-word', () => {
    const email = within(column('Contact')).getByRole('link', { name: 'support@whalewatch.example' });
    expect(email.innerHTML).toBe('support<wbr>@whalewatch.example');
    expect(getComputedStyle(email).overflowWrap).not.toBe('anywhere');
  });
});
