// Standalone page for local development; inside the product the shell renders the exposed screens.
import { mountStandalone } from '@whalewatch/shared';
import PortfolioViewer from './portfolio/PortfolioViewer';
import WalletProfile from './wallet/WalletProfile';

mountStandalone('Portfolio Viewer', [
  { path: '/portfolio', label: 'Portfolio Viewer', Component: PortfolioViewer },
  { path: '/wallet/:address', label: 'Wallet profile', Component: WalletProfile },
]);
