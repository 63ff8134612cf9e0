import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { importCycles, ROOT, SOURCE_ROOTS } from './import-cycles.mjs';

test('no module of any workspace imports, however indirectly, what imports it', () => {
  const cycles = importCycles(SOURCE_ROOTS.map((root) => path.join(ROOT, root)));
  assert.deepEqual(cycles.map((cycle) => cycle.map((file) => path.relative(ROOT, file)).join(' -> ')), []);
});

test('a circle through a type import or a lazy chunk counts, and a line of imports does not', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  const write = (name, text) => fs.writeFileSync(path.join(dir, name), text);
  write('a.ts', "import type { B } from './b';\nexport type A = B;\n");
  write('b.ts', "export const load = () => import(/* webpackChunkName: \"c\" */ './c');\nexport type B = string;\n");
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
