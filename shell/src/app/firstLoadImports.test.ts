// The shell's first download is bootstrap.tsx and every module it reaches through static imports
// (an `import()` starts a chunk of its own). In that part, @whalewatch/shared is imported only as
// `@whalewatch/shared/core` (issue 23): the package's index is a shared module that loads whole, focus
// trap, forms and dialogs with it, so one value imported from it anywhere on the way puts all of it on
// the first load. The first-load test (firstLoad.test.tsx) checks what runs; this checks what is bundled.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.join(__dirname, '..');

interface StaticImport {
  specifier: string;
  /** The value names it imports ('*' for a namespace or re-export of everything, '' for a side effect). */
  names: string[];
}

/** The imports and re-exports of a module that stay in the bundle (not `import type`, not `import()`). */
function staticImports(file: string): StaticImport[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: StaticImport[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const names: string[] = [];
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
      // `import { type A } from 'x'` alone is erased like `import type`.
      if (clause && names.length === 0) continue;
      found.push({ specifier: statement.moduleSpecifier.text, names: clause ? names : [''] });
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
          : ['*'];
      if (names.length > 0) found.push({ specifier: statement.moduleSpecifier.text, names });
    }
  }
  return found;
}

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidate = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(existsSync);
  if (!candidate) throw new Error(`Cannot resolve ${specifier} from ${from}`);
  return candidate;
}

/** Every shell module of the first download, with the package imports each makes. */
function firstDownload(entry: string): Map<string, StaticImport[]> {
  const modules = new Map<string, StaticImport[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (modules.has(file)) continue;
    const imports = staticImports(file);
    modules.set(
      file,
      imports.filter((found) => !found.specifier.startsWith('.')),
    );
    for (const found of imports) if (found.specifier.startsWith('.')) queue.push(resolveRelative(file, found.specifier));
  }
  return modules;
}

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** `file: name from package` for each value the modules import from the whole @whalewatch/shared (not its core). */
function fromWholePackage(modules: Map<string, StaticImport[]>): string[] {
  return [...modules].flatMap(([file, imports]) =>
    imports
      .filter(({ specifier }) => specifier.startsWith('@whalewatch/shared') && specifier !== '@whalewatch/shared/core')
      .flatMap(({ specifier, names }) => names.map((name) => `${relative(file)}: ${name} from ${specifier}`)),
  );
}

describe("the shell's first download", () => {
  const modules = firstDownload(path.join(SRC, 'bootstrap.tsx'));

  it('imports @whalewatch/shared only through its light core entry', () => {
    expect(fromWholePackage(modules)).toEqual([]);
  });

  it('leaves out the other pages, the signed-in parts and the demo dialog', () => {
    const shellModules = [...modules.keys()].map(relative);
    const home = (file: string) => file.startsWith('pages/home/') && !/DemoRequestDialog|demoRequest/.test(file);
    // Route paths and policy constants are a line each; the links and footer need them.
    const constants = [
      'pages/notification-settings/notificationSettingsPath.ts',
      'pages/transaction/transactionPath.ts',
      'pages/legal/policyTerms.ts',
    ];
    const heavy = shellModules.filter(
      (file) =>
        (file.startsWith('pages/') && !home(file) && !constants.includes(file)) ||
        file.startsWith('notifications/') ||
        ['navigation/SignedInNavItems.tsx', 'navigation/DropdownMenu.tsx', 'navigation/DisclosureMenu.tsx'].includes(file),
    );
    expect(heavy).toEqual([]);
    // Not vacuous: the walk did reach the home page and the bar.
    expect(shellModules).toEqual(expect.arrayContaining(['app/AppRoutes.tsx', 'pages/home/HomePage.tsx', 'navigation/NavBar.tsx']));
  });
});

// Text pages need nothing beyond core: their first visit fetches their own small chunk, not the rest of
// the package (forms, dialogs, focus-trap) as well.
describe.each([
  'pages/about/AboutPage.tsx',
  'pages/legal/RefundPolicyPage.tsx',
  'pages/legal/PrivacyPolicyPage.tsx',
  'pages/legal/TermsOfServicePage.tsx',
])('the chunk of %s', (page) => {
  it('imports @whalewatch/shared only through its light core entry', () => {
    expect(fromWholePackage(firstDownload(path.join(SRC, page)))).toEqual([]);
  });
});
