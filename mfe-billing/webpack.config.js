const { createAppConfig } = require('@whalewatch/shared/build');

module.exports = createAppConfig({
  name: 'mfe_billing',
  dir: __dirname,
  port: 3006,
  title: 'Whalewatch · Pricing',
  exposes: { './Pricing': './src/pricing/Pricing.tsx' },
});
