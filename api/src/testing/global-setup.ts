// Before any suite: the contracts compiled for Node (the setup runs outside jest's module mapping, and
// what it loads imports @whalewatch/contracts), then the migrated database every suite copies. Both are
// required in this order, which imports (hoisted) would not keep.
/* eslint-disable @typescript-eslint/no-require-imports -- the order matters, and imports would be hoisted above the compile */
require('../../../contracts/build/compile.cjs');
const { saveTemplate } = require('./database-template') as typeof import('./database-template');

export default saveTemplate;
