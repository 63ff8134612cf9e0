// Compiles the contracts to CommonJS for Node (the api's runtime): the front ends compile the TypeScript
// sources themselves, Node cannot.
// Run by the api's build and before the api's test suites.
const fs = require('node:fs');
const path = require('node:path');
const { transformFileSync } = require('@swc/core');

const sourceDir = path.join(__dirname, '..', 'src');
const targetDir = path.join(__dirname, '..', 'dist');
for (const entry of fs.readdirSync(sourceDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
  const source = path.join(entry.parentPath, entry.name);
  const target = path.join(targetDir, path.relative(sourceDir, source)).replace(/\.ts$/, '.js');
  const { code } = transformFileSync(source, {
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Write-then-rename: another process (a parallel test run) may be loading these files right now.
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, code);
  fs.renameSync(temporary, target);
}
