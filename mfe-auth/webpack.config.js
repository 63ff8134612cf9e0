const { createAppConfig } = require('@whalewatch/shared/build');

module.exports = createAppConfig({
  name: 'mfe_auth',
  dir: __dirname,
  port: 3001,
  title: 'Whalewatch · Sign In',
  exposes: {
    './AuthPanel': './src/auth-panel/AuthPanel.tsx',
    './RecoveryLanding': './src/recovery/RecoveryLanding.tsx',
  },
});
