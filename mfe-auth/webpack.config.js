const { createAppConfig } = require('@whalewatch/shared/build');

// Both screens are one chunk (issue 23): the recovery landing always moves on to /auth, so a visit that
// starts there needs the panel too, and the two share the recovery link's code. Apart, that visit
// downloaded two chunks and the shared code twice. The federation manifest lists one expose per chunk
// name, the last one here: AuthPanel, the screen the shell warms ahead of a visit (the Sign In link).
// Account settings (issue 36) is a chunk of its own: only a signed-in user visits it, from the account menu.
const appConfig = createAppConfig({
  name: 'mfe_auth',
  dir: __dirname,
  port: 3001,
  title: 'Whalewatch · Sign In',
  exposes: {
    './AccountSettings': { import: './src/account-settings/AccountSettings.tsx', name: 'account-settings' },
    './RecoveryLanding': { import: './src/recovery/RecoveryLanding.tsx', name: 'auth-screens' },
    './AuthPanel': { import: './src/auth-panel/AuthPanel.tsx', name: 'auth-screens' },
  },
});

// No split chunks (issue 36): each on-demand part (account settings, signing with a wallet and viem) comes
// whole. Split out, viem and the shared modules' consumes each became a chunk of their own, and every
// chunk costs its entry in remoteEntry.js — which the sign-in panel's first visit downloads (10 KB budget).
module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  config.optimization.splitChunks = false;
  return config;
};
