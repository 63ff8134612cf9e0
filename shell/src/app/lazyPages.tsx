// Every shell page but the home page is its own chunk, downloaded on the first visit of its route
// (issue 23): meanwhile the page area shows a spinner, as a remote route does, and a chunk that cannot
// be fetched shows the unavailable screen with Retry instead of a blank page.
import { Page, Spinner } from '@whalewatch/shared/core';
import type { ComponentType } from 'react';
import { lazyChunk } from '../loading/lazyChunk';
import { Unavailable } from '../loading/Unavailable';

function lazyPage<M>(title: string, load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazyChunk(load).part(pick, {
    name: `Page ${title}`,
    loading: (
      <Page>
        <Spinner label={`Loading ${title}`} />
      </Page>
    ),
    failed: (retry) => <Unavailable title={title} onRetry={retry} />,
  });
}

export const AboutPage = lazyPage(
  'About Us',
  () => import(/* webpackChunkName: "page-about" */ '../pages/about/AboutPage'),
  (module) => module.AboutPage,
);
export const RefundPolicyPage = lazyPage(
  'Refund Policy',
  () => import(/* webpackChunkName: "page-refund-policy" */ '../pages/legal/RefundPolicyPage'),
  (module) => module.RefundPolicyPage,
);
export const PrivacyPolicyPage = lazyPage(
  'Privacy Policy',
  () => import(/* webpackChunkName: "page-privacy-policy" */ '../pages/legal/PrivacyPolicyPage'),
  (module) => module.PrivacyPolicyPage,
);
export const TermsOfServicePage = lazyPage(
  'Terms of Service',
  () => import(/* webpackChunkName: "page-terms-of-service" */ '../pages/legal/TermsOfServicePage'),
  (module) => module.TermsOfServicePage,
);
export const SuccessPage = lazyPage(
  'Payment confirmation',
  () => import(/* webpackChunkName: "page-success" */ '../pages/success/SuccessPage'),
  (module) => module.SuccessPage,
);
export const NewsPage = lazyPage(
  'AI News',
  () => import(/* webpackChunkName: "page-news" */ '../pages/news/NewsPage'),
  (module) => module.NewsPage,
);
export const StatusPage = lazyPage(
  'System Status',
  () => import(/* webpackChunkName: "page-status" */ '../pages/status/StatusPage'),
  (module) => module.StatusPage,
);
export const TransactionPage = lazyPage(
  'Transaction',
  () => import(/* webpackChunkName: "page-transaction" */ '../pages/transaction/TransactionPage'),
  (module) => module.TransactionPage,
);
export const NotificationSettingsPage = lazyPage(
  'Notification settings',
  () => import(/* webpackChunkName: "page-notification-settings" */ '../pages/notification-settings/NotificationSettingsPage'),
  (module) => module.NotificationSettingsPage,
);
