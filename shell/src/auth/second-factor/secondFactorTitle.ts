// The second step's title: the gate names the step with it while the step's chunk loads, so it is the
// one text of the step in the first download.
export const SECOND_FACTOR_TITLE = 'Two-factor authentication';
