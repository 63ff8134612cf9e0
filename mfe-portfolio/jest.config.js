// The front ends' jest settings, and d3: it ships ES modules only (.mjs), which jest's CommonJS runtime
// cannot load, so its packages resolve to the UMD build each one ships beside them.
const path = require('node:path');
const preset = require('@whalewatch/shared/jest-preset');

const nodeModules = path.join(__dirname, '..', 'node_modules');

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^(d3-[a-z-]+|internmap)$': path.join(nodeModules, '$1', 'dist', '$1.js'),
  },
};
