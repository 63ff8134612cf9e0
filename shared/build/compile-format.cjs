// Compiles the number formatter to CommonJS for Node (the api's `@whalewatch/shared/format`): the
// front ends compile shared's TypeScript sources themselves, Node cannot.
const fs = require('node:fs');
const path = require('node:path');
const { transformFileSync } = require('@swc/core');

const source = path.join(__dirname, '..', 'src', 'format', 'numbers.ts');
const target = path.join(__dirname, '..', 'dist', 'format', 'numbers.cjs');
const { code } = transformFileSync(source, {
  swcrc: false,
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
});
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, code);
