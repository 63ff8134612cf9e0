// The front ends take the api's contract as types, and only its plain constants as values
// (@whalewatch/contracts/constants): its zod schemas stay out of every production bundle, and are loaded
// on demand only in development and tests (api/apiClient.ts checkAnswer).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..');

function sourceFiles(): string[] {
  const listed = execSync("git ls-files -co --exclude-standard -- 'shared/src' 'shell/src' 'mfe-*/src'", { cwd: ROOT, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\/testing\//.test(file) && fs.existsSync(path.join(ROOT, file)));
}

/** The names a file takes as values from the contract's root. */
function valueImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || specifier.text !== '@whalewatch/contracts') continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) {
        if (!clause) found.push('(side effects)');
        continue;
      }
      if (clause.name) found.push(clause.name.text);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) found.push(`* as ${bindings.name.text}`);
      if (bindings && ts.isNamedImports(bindings))
        found.push(...bindings.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text));
    } else if (!statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause) found.push('*');
      else if (ts.isNamedExports(clause))
        found.push(...clause.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text));
    }
  }
  return found;
}

describe('what the front ends take from @whalewatch/contracts', () => {
  it('is types only, from its root (values come from @whalewatch/contracts/constants)', () => {
    const offenders = sourceFiles().flatMap((file) => {
      const names = valueImports(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
      return names.length > 0 ? [`${file}: ${names.join(', ')}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('finds a value taken from the root, and lets types and the constants through', () => {
    expect(valueImports('a.ts', "import { ROUTES, type RouteKey } from '@whalewatch/contracts';")).toEqual(['ROUTES']);
    expect(valueImports('b.ts', "export { PLANS } from '@whalewatch/contracts';")).toEqual(['PLANS']);
    expect(
      valueImports('c.ts', "import type { RouteKey } from '@whalewatch/contracts';\nexport type { Plan } from '@whalewatch/contracts';"),
    ).toEqual([]);
    expect(valueImports('d.ts', "import { PLANS } from '@whalewatch/contracts/constants';")).toEqual([]);
  });
});
