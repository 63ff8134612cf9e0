// `npm run deploy -- <remote> [--canary <percent>] [--skip-tests] [--source <dir>] [--release <id>] [--promote] [--force]`
// `npm run rollback -- <remote> [--release <id>] [--reason <text>]`
// `npm run releases -- [<remote>] [--json]`
// Per-remote releases with no shell rebuild (README.md, "Deploying a remote"). Exit code 1 with the reason
// when a deploy is refused or a command cannot run.
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config.mjs';
import { deploy, listReleases, rollback } from './commands.mjs';

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: {
    canary: { type: 'string' },
    'skip-tests': { type: 'boolean', default: false },
    source: { type: 'string' },
    release: { type: 'string' },
    promote: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    reason: { type: 'string' },
    auto: { type: 'boolean', default: false },
    'failure-percent': { type: 'string' },
    'min-browsers': { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

const log = (message) => console.log(`[whalewatch] ${message}`);

async function main() {
  const config = loadConfigOrExit();
  const [remote] = positionals;
  switch (command) {
    case 'deploy':
      if (!remote)
        throw new Error(
          'usage: npm run deploy -- <remote> [--canary <percent>] [--skip-tests] [--source <dir>] [--release <id>] [--promote] [--force]',
        );
      return deploy(config, remote, { ...values, log });
    case 'rollback':
      if (!remote) throw new Error('usage: npm run rollback -- <remote> [--release <id>] [--reason <text>]');
      return rollback(config, remote, { ...values, log });
    case 'releases':
      return listReleases(config, remote, { json: values.json, print: console.log });
    default:
      throw new Error('usage: node scripts/releases/cli.mjs deploy|rollback|releases <remote> …');
  }
}

main().then(
  (code) => process.exit(typeof code === 'number' ? code : 0),
  (error) => {
    console.error(`[whalewatch] ${error.message}`);
    process.exit(1);
  },
);
