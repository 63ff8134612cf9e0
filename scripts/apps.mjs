// The front-end apps: folder, Module Federation container name and port offset from WEB_PORT.
export const SHELL = { dir: 'shell', container: 'shell', offset: 0 };

export const REMOTES = [
  { dir: 'mfe-auth', container: 'mfe_auth', offset: 1 },
  { dir: 'mfe-tracking', container: 'mfe_tracking', offset: 2 },
  { dir: 'mfe-analyzer', container: 'mfe_analyzer', offset: 3 },
  { dir: 'mfe-portfolio', container: 'mfe_portfolio', offset: 4 },
  { dir: 'mfe-stealth', container: 'mfe_stealth', offset: 5 },
  { dir: 'mfe-billing', container: 'mfe_billing', offset: 6 },
];

export const FRONT_ENDS = [SHELL, ...REMOTES];
