// The one chunk of the second step (see SecondFactorGate).
export { SecondFactorPage } from './SecondFactorPage';
export { SecondFactorDialog } from './SecondFactorDialog';
