// Standalone page for local development; inside the product the shell renders the exposed screen.
import { mountStandalone } from '@whalewatch/shared';
import PortfolioViewer from './portfolio/PortfolioViewer';

mountStandalone('Portfolio Viewer', [{ path: '/portfolio', label: 'Portfolio Viewer', Component: PortfolioViewer }]);
