// Standalone page for local development; inside the product the shell renders the exposed screen.
import { mountStandalone } from '@whalewatch/shared';
import WalletTracking from './wallet-tracking/WalletTracking';

mountStandalone('Wallet Tracking', [{ path: '/register', label: 'Wallet Tracking', Component: WalletTracking }]);
