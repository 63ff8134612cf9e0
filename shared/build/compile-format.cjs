// Compiles shared/src/format (the number and address formatting) to CommonJS for Node, the api's
// `@whalewatch/shared/format`: the front ends compile shared's TypeScript sources themselves, Node cannot.
const fs = require('node:fs');
const path = require('node:path');
const { transformFileSync } = require('@swc/core');

const sourceDir = path.join(__dirname, '..', 'src', 'format');
const targetDir = path.join(__dirname, '..', 'dist', 'format');
fs.mkdirSync(targetDir, { recursive: true });
for (const file of fs.readdirSync(sourceDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
  const { code } = transformFileSync(path.join(sourceDir, file), {
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  fs.writeFileSync(path.join(targetDir, file.replace(/\.ts$/, '.js')), code);
}
