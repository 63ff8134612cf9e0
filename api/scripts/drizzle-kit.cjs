// Runs drizzle-kit's CLI wherever npm placed it (see drizzle-orm-resolver.mjs).
const path = require('node:path');

require(path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs'));
