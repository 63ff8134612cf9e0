const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { createAppConfig } = require('@whalewatch/shared/build');

const configure = createAppConfig({ name: 'shell', dir: __dirname, port: 3000, title: 'Whalewatch' });

// What this shell provides to every remote, checked against each registry entry's `requires` before a
// remote screen loads (src/federation/provides.ts). WHALEWATCH_BUILD_SHARED_VERSION: as the preset.
const PROVIDES = {
  shared: process.env.WHALEWATCH_BUILD_SHARED_VERSION || require('@whalewatch/shared/package.json').version,
  // The version the remotes' manifests carry as `pluginVersion` (the package exports no package.json).
  federationRuntime: packageVersion('@module-federation/enhanced'),
};

function packageVersion(name) {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (pkg.name === name) return pkg.version;
    }
  }
  throw new Error(`No package.json for ${name}`);
}

module.exports = (env, argv) => {
  const config = configure(env, argv);
  config.plugins.push(new webpack.DefinePlugin({ __WHALEWATCH_PROVIDES__: JSON.stringify(PROVIDES) }));
  return config;
};
