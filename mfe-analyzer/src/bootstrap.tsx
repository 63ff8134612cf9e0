// Standalone page for local development; inside the product the shell renders the exposed screens.
import { mountStandalone } from '@whalewatch/shared';
import TokenAnalyzer from './analyzer/TokenAnalyzer';
import Dashboard from './dashboard/Dashboard';

mountStandalone('Token Analyzer', [
  { path: '/analyzer', label: 'Token Analyzer', Component: TokenAnalyzer },
  { path: '/dashboard', label: 'Dashboard', Component: Dashboard },
]);
