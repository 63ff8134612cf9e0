const { createAppConfig } = require('@whalewatch/shared/build');

// Both screens are one chunk (issue 23): the recovery landing always moves on to /auth, so a visit that
// starts there needs the panel too, and the two share the recovery link's code. Apart, that visit
// downloaded two chunks and the shared code twice. The federation manifest lists one expose per chunk
// name, the last one here: AuthPanel, the screen the shell warms ahead of a visit (the Sign In link).
module.exports = createAppConfig({
  name: 'mfe_auth',
  dir: __dirname,
  port: 3001,
  title: 'Whalewatch · Sign In',
  exposes: {
    './RecoveryLanding': { import: './src/recovery/RecoveryLanding.tsx', name: 'auth-screens' },
    './AuthPanel': { import: './src/auth-panel/AuthPanel.tsx', name: 'auth-screens' },
  },
});
