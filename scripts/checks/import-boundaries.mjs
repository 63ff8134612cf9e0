// The import boundaries between Whalewatch's parts, as an ESLint rule (`whalewatch/import-boundaries`, on in
// eslint.config.mjs):
// - a workspace reaches another only through its package name, never a relative path out of its folder;
// - remotes import only `@whalewatch/shared` and `@whalewatch/contracts` (through the entry points their
//   package.json exports): never another remote, the shell, the api, nor a federated `mfe_*` module;
// - the shell imports no remote (it loads them at run time through the registry);
// - `shared` builds on `contracts` alone, and `contracts` on nothing of ours;
// - in the api, a folder uses another folder only through that folder's index.ts, its public face (tests and
//   test helpers under testing/ may reach into what they test).
// Import circles are the other half of the boundaries: scripts/checks/import-cycles.mjs finds them between
// modules and between the api's folders, and its test keeps both at zero.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const API_SOURCE = path.join(ROOT, 'api', 'src');

/** The packages each front-end workspace may import, by the workspace's folder. */
const FRONT_END_MAY_IMPORT = { shared: ['contracts'], contracts: [] };
const REMOTE_OR_SHELL_MAY_IMPORT = ['shared', 'contracts'];

const isRemote = (workspace) => workspace.startsWith('mfe-');
const isTestFile = (file) => /\.test\.[cm]?[jt]sx?$/.test(file) || file.split(path.sep).includes('testing');

/** The product's packages; the tooling around them (scripts/, bench/, e2e/) may use one another's files. */
const PACKAGES = new Set(['contracts', 'shared', 'shell', 'api', 'devnet']);

/** The package folder a file belongs to ('api', 'mfe-tracking', …), or null outside them. */
function workspaceOf(file) {
  const [first] = path.relative(ROOT, file).split(path.sep);
  return PACKAGES.has(first) || isRemote(first ?? '') ? first : null;
}

/** The entry points a workspace's package.json exports ('.', './constants', './types/*', …). */
const exportsOf = (() => {
  const known = new Map();
  return (workspace) => {
    if (!known.has(workspace)) {
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8'));
      known.set(workspace, Object.keys(manifest.exports ?? { '.': null }));
    }
    return known.get(workspace);
  };
})();

function exportsSubpath(workspace, subpath) {
  return exportsOf(workspace).some((entry) =>
    entry.endsWith('/*') ? subpath.startsWith(entry.slice(0, -1)) && subpath.length > entry.length - 1 : entry === subpath,
  );
}

function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'].map((extension) => base + extension);
  candidates.push(...['index.ts', 'index.tsx', 'index.js'].map((index) => path.join(base, index)));
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? base;
}

/** Why `specifier` may not be imported from `file`; null when it may. */
export function boundaryProblem(file, specifier) {
  const from = workspaceOf(file);
  if (!from) return null;
  const frontEnd = from === 'shell' || isRemote(from);

  const ours = /^@whalewatch\/([^/]+)(\/.*)?$/.exec(specifier);
  if (ours) {
    const [, workspace, rest = ''] = ours;
    if (frontEnd && !REMOTE_OR_SHELL_MAY_IMPORT.includes(workspace)) {
      if (isRemote(workspace))
        return isRemote(from) ? 'a remote never imports another remote' : 'the shell imports no remote: it loads them at run time';
      return `the ${from === 'shell' ? 'shell' : 'remotes'} import only @whalewatch/shared and @whalewatch/contracts`;
    }
    if (from in FRONT_END_MAY_IMPORT && !FRONT_END_MAY_IMPORT[from].includes(workspace)) {
      return `@whalewatch/${from} may not depend on @whalewatch/${workspace}`;
    }
    if (fs.existsSync(path.join(ROOT, workspace, 'package.json')) && !exportsSubpath(workspace, `.${rest}`)) {
      return `@whalewatch/${workspace} does not export "${'.' + rest}": import its public entry points only`;
    }
    return null;
  }

  if (frontEnd && /^mfe_[a-z_]+(\/|$)/.test(specifier)) {
    return isRemote(from) ? 'a remote never imports another remote' : 'the shell imports no remote: it loads them at run time';
  }

  if (!specifier.startsWith('.')) return null;
  const target = resolveRelative(file, specifier);
  const to = workspaceOf(target);
  if (to !== from) {
    return to ? `import @whalewatch/${to} by its package name, not by a path out of ${from}/` : `a path out of ${from}/`;
  }

  if (from === 'api' && file.startsWith(API_SOURCE + path.sep) && !isTestFile(file)) {
    const folderOf = (module) => path.relative(API_SOURCE, module).split(path.sep);
    const [source] = folderOf(file);
    const targetParts = folderOf(target);
    if (targetParts.length === 1) {
      const entry = /^(app|server)\./.test(targetParts[0]) && folderOf(file).length > 1;
      return entry ? 'no folder of the api imports app.ts or server.ts: they put the folders together' : null;
    }
    const [folder] = targetParts;
    const sameFolder = folderOf(file).length > 1 && source === folder;
    if (!sameFolder && !(targetParts.length === 2 && /^index\.tsx?$/.test(targetParts[1]))) {
      return `use the ${folder} folder through its public face, '${path.relative(path.dirname(file), path.join(API_SOURCE, folder)).split(path.sep).join('/') || '.'}' (api/src/${folder}/index.ts)`;
    }
  }
  return null;
}

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Whalewatch's import boundaries between workspaces, remotes and the api's folders" },
    schema: [],
    messages: { crossed: '{{problem}} ("{{specifier}}")' },
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const problem = boundaryProblem(file, source.value);
      if (problem) context.report({ node: source, messageId: 'crossed', data: { problem, specifier: source.value } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const boundariesPlugin = { meta: { name: 'whalewatch' }, rules: { 'import-boundaries': importBoundaries } };
