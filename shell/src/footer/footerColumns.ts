// The footer's five columns (spec §2): contact, products, use-cases, developers and company.
import { getConfig } from '@whalewatch/shared/core';
import { USE_CASES } from '../pages/home/useCases';
import { SUPPORT_EMAIL } from '../pages/legal/policyTerms';

/** Where the api serves its reference (api/src/http/api-reference.ts). */
export const API_REFERENCE_PATH = '/docs';

/** `to` is an in-app route (react-router Link); `href` leaves the app. */
export type FooterLink = { label: string; to: string } | { label: string; href: string };

export interface FooterColumn {
  heading: string;
  links: FooterLink[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    heading: 'Contact',
    links: [{ label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` }],
  },
  {
    heading: 'Products',
    links: [
      { label: 'Token Analyzer', to: '/analyzer' },
      { label: 'Portfolio Viewer', to: '/portfolio' },
      { label: 'StealthWallet', to: '/stealth' },
      { label: 'Wallet Tracking', to: '/register' },
    ],
  },
  {
    heading: 'Use-cases',
    links: USE_CASES.map((useCase) => ({ label: useCase.title, to: `/#${useCase.id}` })),
  },
  {
    heading: 'Developers',
    links: [
      // The api's rendered OpenAPI reference, wherever this deployment's api is (read when the footer
      // renders: /config.json is loaded by then).
      {
        label: 'API Documentation',
        get href() {
          return `${getConfig().apiUrl.replace(/\/+$/, '')}${API_REFERENCE_PATH}`;
        },
      },
      { label: 'System Status', to: '/status' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Refund Policy', to: '/refund-policy' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
    ],
  },
];
