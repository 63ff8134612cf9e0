const { createAppConfig } = require('@whalewatch/shared/build');

module.exports = createAppConfig({
  name: 'mfe_portfolio',
  dir: __dirname,
  port: 3004,
  title: 'Whalewatch · Portfolio Viewer',
  exposes: {
    './PortfolioViewer': './src/portfolio/PortfolioViewer.tsx',
    './WalletProfile': './src/wallet/WalletProfile.tsx',
  },
});
