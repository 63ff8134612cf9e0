// Import circles among a workspace's modules: static, type-only and dynamic imports alike (a chunk that
// imports what imports it is still a circle to read and to change). `node scripts/checks/import-cycles.mjs`
// lists them for the whole repository; the test in this folder keeps their number at zero.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SOURCE_ROOTS = ['api/src', 'contracts/src', 'shared/src', 'shell/src', 'devnet/src', ...['auth', 'tracking', 'analyzer', 'portfolio', 'stealth', 'billing'].map((name) => `mfe-${name}/src`)];

const IMPORT = /(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|import\(\s*(?:\/\*[^*]*\*\/\s*)?'(\.[^']+)'\s*\)/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) => fs.existsSync(file)) ?? null;
}

/** Every circle among the modules under `roots` (absolute folders), each as the files around it. */
export function importCycles(roots) {
  const graph = new Map();
  for (const file of roots.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    graph.set(file, [...text.matchAll(IMPORT)].map((match) => resolveImport(file, match[1] ?? match[2])).filter(Boolean));
  }
  const cycles = new Map();
  const visited = new Set();
  const stack = [];
  const visit = (file) => {
    visited.add(file);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      const at = stack.indexOf(next);
      if (at >= 0) {
        const cycle = stack.slice(at);
        cycles.set([...cycle].sort().join('\n'), cycle);
      } else if (!visited.has(next)) visit(next);
    }
    stack.pop();
  };
  for (const file of graph.keys()) if (!visited.has(file)) visit(file);
  return [...cycles.values()];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = importCycles(SOURCE_ROOTS.map((root) => path.join(ROOT, root)));
  for (const cycle of cycles) console.log(cycle.map((file) => path.relative(ROOT, file)).join(' -> '));
  console.log(`${cycles.length} import circles`);
  process.exit(cycles.length > 0 ? 1 : 0);
}
