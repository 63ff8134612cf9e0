// Standalone page for local development; inside the product the shell renders the exposed screen.
import { mountStandalone } from '@whalewatch/shared';
import Pricing from './pricing/Pricing';

mountStandalone('Pricing', [{ path: '/pricing', label: 'Pricing', Component: Pricing }]);
