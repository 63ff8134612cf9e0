// Standalone page for local development; inside the product the shell renders the exposed screen.
import { mountStandalone } from '@whalewatch/shared';
import StealthWallet from './stealth/StealthWallet';

mountStandalone('StealthWallet', [{ path: '/stealth', label: 'StealthWallet', Component: StealthWallet }]);
