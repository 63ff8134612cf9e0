import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { backUpImports, importCycles, ROOT, SOURCE_ROOTS } from './import-cycles.mjs';

test('no module of any workspace imports, however indirectly, what imports it', () => {
  const cycles = importCycles(SOURCE_ROOTS.map((root) => path.join(ROOT, root)));
  assert.deepEqual(
    cycles.map((cycle) => cycle.map((file) => path.relative(ROOT, file)).join(' -> ')),
    [],
  );
});

test('a circle through a type import or a lazy chunk counts, and a line of imports does not', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  const write = (name, text) => fs.writeFileSync(path.join(dir, name), text);
  write('a.ts', "import type { B } from './b';\nexport type A = B;\n");
  write('b.ts', 'export const load = () => import(/* webpackChunkName: "c" */ \'./c\');\nexport type B = string;\n');
  write('c.ts', "import type { A } from './a';\nexport const c: A = 'c';\n");
  write('d.ts', "import { c } from './c';\nexport const d = c;\n");
  try {
    const cycles = importCycles([dir]);
    assert.equal(cycles.length, 1);
    assert.deepEqual(cycles[0].map((file) => path.basename(file)).sort(), ['a.ts', 'b.ts', 'c.ts']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('no folder of the api imports, however indirectly, a folder that imports it', () => {
  const backUp = backUpImports();
  assert.deepEqual(
    backUp.map(({ file, target }) => `${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`),
    [],
  );
});

test('the import that closes a circle between folders is found, through a third folder and an index, and tests are not counted', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'back-up-imports-'));
  const write = (name, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  };
  write('db/index.ts', "export { plan } from './plans-table';\n");
  write('db/plans-table.ts', "import type { Limits } from '../billing/limits';\nexport const plan = (limits: Limits) => limits;\n");
  write('billing/limits.ts', "import { tracked } from '../tracking/repo';\nexport type Limits = typeof tracked;\n");
  write('tracking/repo.ts', "import { plan } from '../db';\nexport const tracked = plan;\n");
  write('tracking/repo.test.ts', "import { Limits } from '../billing/limits';\n");
  write('app.ts', "import { tracked } from './tracking/repo';\nexport const app = tracked;\n");
  try {
    const found = backUpImports(dir).map(({ file, target }) => `${path.relative(dir, file)} -> ${path.relative(dir, target)}`);
    assert.deepEqual(found.sort(), [
      'billing/limits.ts -> tracking/repo.ts',
      'db/plans-table.ts -> billing/limits.ts',
      'tracking/repo.ts -> db/index.ts',
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
