// What this shell build provides to every remote: its @whalewatch/shared and its federation runtime
// (one per page, handed to every remote), written in at build time from the installed packages'
// package.json (shell/webpack.config.js). A remote's registry entry states the ranges it needs of both.
export interface ShellProvides {
  shared: string;
  federationRuntime: string;
}

declare const __WHALEWATCH_PROVIDES__: ShellProvides | undefined;

/** Outside a webpack build (jest) nothing is known: every requirement is checked against 0.0.0. */
export const SHELL_PROVIDES: ShellProvides =
  typeof __WHALEWATCH_PROVIDES__ !== 'undefined' ? __WHALEWATCH_PROVIDES__ : { shared: '0.0.0', federationRuntime: '0.0.0' };
