const { createAppConfig } = require('@whalewatch/shared/build');

module.exports = createAppConfig({ name: 'shell', dir: __dirname, port: 3000, title: 'Whalewatch' });
