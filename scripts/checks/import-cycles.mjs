// Import circles among a workspace's modules: static, type-only and dynamic imports alike (a chunk that
// imports what imports it is still a circle to read and to change). And circles among the api's folders:
// a folder that imports, however indirectly, a folder that imports it has no place in an order of layers,
// and the import that closes the circle runs "back up" (config < db < http < chain < … < app.ts).
// `node scripts/checks/import-cycles.mjs` lists both; the test in this folder keeps both at zero.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SOURCE_ROOTS = [
  'api/src',
  'contracts/src',
  'shared/src',
  'shell/src',
  'devnet/src',
  ...['auth', 'tracking', 'analyzer', 'portfolio', 'stealth', 'billing'].map((name) => `mfe-${name}/src`),
];

const IMPORT = /(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|import\(\s*(?:\/\*[^*]*\*\/\s*)?'(\.[^']+)'\s*\)/g;

/** The folder the api's folders are in; tests and test helpers (testing/) are outside the layers. */
export const API_SOURCE = path.join(ROOT, 'api', 'src');

function sourceFiles(dir, { skipTesting = false } = {}) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const skipped = entry.name === 'node_modules' || entry.name === 'dist' || (skipTesting && entry.name === 'testing');
      return skipped ? [] : sourceFiles(file, { skipTesting });
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  return (
    [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) => fs.existsSync(file)) ?? null
  );
}

function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => resolveImport(file, match[1] ?? match[2])).filter(Boolean);
}

/** Every circle among the modules under `roots` (absolute folders), each as the files around it. */
export function importCycles(roots) {
  const graph = new Map();
  for (const file of roots.flatMap((root) => sourceFiles(root))) graph.set(file, importsOf(file));
  return circlesIn(graph);
}

/**
 * The imports that close a circle among the folders of `root` (the api's by default): each import from one
 * folder into another whose folder imports back, however indirectly. Files directly in `root` (app.ts,
 * server.ts) are one more layer, above every folder.
 */
export function backUpImports(root = API_SOURCE) {
  const folderOf = (file) => {
    const parts = path.relative(root, file).split(path.sep);
    return parts.length > 1 ? parts[0] : '.';
  };
  const imports = sourceFiles(root, { skipTesting: true }).flatMap((file) =>
    importsOf(file)
      .filter((target) => target.startsWith(root + path.sep) && folderOf(target) !== folderOf(file))
      .map((target) => ({ file, target, from: folderOf(file), to: folderOf(target) })),
  );
  const reaches = new Map();
  for (const { from, to } of imports) (reaches.get(from) ?? reaches.set(from, new Set()).get(from)).add(to);
  const reachable = (start, goal) => {
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      for (const next of reaches.get(queue.shift()) ?? []) {
        if (next === goal) return true;
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return false;
  };
  return imports.filter(({ from, to }) => reachable(to, from));
}

function circlesIn(graph) {
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
  const backUp = backUpImports();
  for (const { file, target } of backUp) console.log(`${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`);
  console.log(`${backUp.length} imports close a circle between the api's folders`);
  process.exit(cycles.length + backUp.length > 0 ? 1 : 0);
}
