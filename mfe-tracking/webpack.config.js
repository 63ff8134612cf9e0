const { createAppConfig } = require('@whalewatch/shared/build');

module.exports = createAppConfig({
  name: 'mfe_tracking',
  dir: __dirname,
  port: 3002,
  title: 'Whalewatch · Wallet Tracking',
  exposes: { './WalletTracking': './src/wallet-tracking/WalletTracking.tsx' },
});
