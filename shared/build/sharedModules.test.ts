// The shared modules' contract with the code that imports them (issue 23). The shell shares a narrower
// react-router-dom than the package, and @whalewatch/shared/core must stay light: both are easy to break
// by adding an import, and neither would fail a type check or a build — only the page, at run time.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const FRONT_ENDS = ['shared', 'shell', 'mfe-auth', 'mfe-tracking', 'mfe-analyzer', 'mfe-portfolio', 'mfe-stealth', 'mfe-billing'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const bundled = FRONT_ENDS.flatMap((app) => sourceFiles(path.join(ROOT, app, 'src')));
const relative = (file: string) => path.relative(ROOT, file);

/** Value (not type-only) names each file imports from `specifier`. */
function importedNames(source: string, specifier: string): string[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${specifier}'`, 'g');
  return [...source.matchAll(pattern)].flatMap(([, typeOnly, names]) =>
    typeOnly
      ? []
      : names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0]),
  );
}

describe('the shared react-router-dom entry', () => {
  const entry = fs.readFileSync(path.join(__dirname, 'react-router-dom.mjs'), 'utf8');
  const exported = new Set(
    /export\s*\{([^}]*)\}/
      .exec(entry)![1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );

  it('exports every router name the apps import', () => {
    const missing = bundled.flatMap((file) =>
      importedNames(fs.readFileSync(file, 'utf8'), 'react-router-dom')
        .filter((name) => !exported.has(name))
        .map((name) => `${relative(file)} imports ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('is the only way in: nothing imports react-router itself (it would bundle a second router)', () => {
    const direct = bundled.filter((file) => /from\s+'react-router(\/[^']*)?'/.test(fs.readFileSync(file, 'utf8')));
    expect(direct.map(relative)).toEqual([]);
  });

  it('notices a name it does not export', () => {
    expect(importedNames("import { Link, useMatches, type Location } from 'react-router-dom';", 'react-router-dom')).toEqual([
      'Link',
      'useMatches',
    ]);
    expect(exported.has('useMatches')).toBe(false);
  });
});

describe('@whalewatch/shared/core', () => {
  /** Every module core.ts reaches through relative imports, core.ts included. */
  function reachable(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)'/g)) {
      const base = path.resolve(path.dirname(file), specifier);
      const resolved = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
      if (resolved) reachable(resolved, seen);
    }
    return seen;
  }

  const core = [...reachable(path.join(ROOT, 'shared', 'src', 'core.ts'))];

  it('reaches the stores and the session, so the shell and the remotes share one of each', () => {
    expect(core.map(relative)).toEqual(
      expect.arrayContaining([
        'shared/src/session/sessionStore.ts',
        'shared/src/theme/themeStore.ts',
        'shared/src/toast/toastStore.ts',
        'shared/src/instance.ts',
      ]),
    );
  });

  it('loads no heavy library up front (supabase-js only through import())', () => {
    const heavy = core.flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return [
        ...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(focus-trap|tabbable|@noble\/[^']+|@supabase\/[^']+|viem[^']*)'/gm),
      ].map(([, library]) => `${relative(file)} imports ${library}`);
    });
    expect(heavy).toEqual([]);
  });
});
