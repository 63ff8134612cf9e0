const { createAppConfig } = require('@whalewatch/shared/build');

module.exports = createAppConfig({
  name: 'mfe_analyzer',
  dir: __dirname,
  port: 3003,
  title: 'Whalewatch · Token Analyzer',
  exposes: {
    './TokenAnalyzer': './src/analyzer/TokenAnalyzer.tsx',
    './Dashboard': './src/dashboard/Dashboard.tsx',
  },
});
