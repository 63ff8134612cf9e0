const { createAppConfig } = require('@whalewatch/shared/build');

module.exports = createAppConfig({
  name: 'mfe_stealth',
  dir: __dirname,
  port: 3005,
  title: 'Whalewatch · StealthWallet',
  exposes: { './StealthWallet': './src/stealth/StealthWallet.tsx' },
});
