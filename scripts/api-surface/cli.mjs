// `npm run api-surface -- [--update] [shared|contracts]`: checks (or records, with --update) the public
// API of the versioned packages against <package>/api-surface.txt, the surface of their last release.
// A change needs a version bump in the package's package.json: major when a name is removed or changed,
// minor when names are only added. --update refuses to record a change the version does not cover.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSIONED_PACKAGES } from './packages.mjs';
import { compareSurfaces, isBumped, readRecord, surfaceOf, writeRecord } from './surface.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const update = args.includes('--update');
const names = args.filter((arg) => !arg.startsWith('--'));
const chosen = names.length > 0 ? names : Object.keys(VERSIONED_PACKAGES);

const list = (label, keys) =>
  keys.length > 0
    ? [`  ${label}:`, ...keys.slice(0, 20).map((key) => `    ${key}`), ...(keys.length > 20 ? [`    … and ${keys.length - 20} more`] : [])]
    : [];

let failed = false;
for (const name of chosen) {
  const spec = VERSIONED_PACKAGES[name];
  if (!spec) throw new Error(`Unknown package ${name}; versioned: ${Object.keys(VERSIONED_PACKAGES).join(', ')}`);
  const packageDir = path.join(ROOT, spec.dir);
  const { name: packageName, version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const recordFile = path.join(packageDir, 'api-surface.txt');
  const record = readRecord(recordFile);
  const lines = surfaceOf(packageDir, spec.entries);
  const { added, removed, changed, bump } = compareSurfaces(record?.lines ?? [], lines);
  const recordedVersion = record?.version ?? '0.0.0';

  if (bump === 'none' && record && record.version === version) {
    console.log(`${packageName} ${version}: public API as recorded (${lines.length} names)`);
    continue;
  }
  const covered = bump === 'none' || isBumped(recordedVersion, version, bump);
  if (update && covered) {
    writeRecord(recordFile, version, lines);
    console.log(`${packageName} ${version}: recorded its public API (${lines.length} names; ${bump} change from ${recordedVersion})`);
    continue;
  }
  failed = true;
  const needed = covered
    ? `record it: npm run api-surface -- --update ${name}`
    : `bump ${packageName} from ${recordedVersion} (a ${bump} change: ${bump === 'major' ? `${Number(recordedVersion.split('.')[0]) + 1}.0.0` : 'next minor'}) in ${spec.dir}/package.json, then npm run api-surface -- --update ${name}`;
  console.error(
    [
      `${packageName} ${version}: its public API differs from the one recorded at ${recordedVersion} (${spec.dir}/api-surface.txt).`,
      ...list('removed', removed),
      ...list('changed', changed),
      ...list('added', added),
      `  To release it, ${needed}.`,
    ].join('\n'),
  );
}
process.exit(failed ? 1 : 0);
