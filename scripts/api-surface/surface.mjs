// The public API surface of a package: every name its entry points export, with the full text of its
// type, one line each, sorted. An exported object constant (a table such as the contracts' ROUTES) is
// listed member by member, so adding an entry reads as an addition, not a change of the whole table.
// Semver from the surface: a name removed or changed is a major change, only names added a minor one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias;
/** Longer type texts are kept as a digest: they still change when the type does. */
const MAX_TEXT = 400;

const digest = (text) =>
  text.length <= MAX_TEXT ? text : `${text.slice(0, 120)}… sha256:${crypto.createHash('sha256').update(text).digest('hex').slice(0, 16)}`;

function program(packageDir, entryFiles) {
  const configPath = path.join(packageDir, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, packageDir);
  return ts.createProgram({ rootNames: entryFiles, options: { ...parsed.options, noEmit: true } });
}

function kindOf(symbol) {
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Function) return 'function';
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.TypeAlias) return 'type';
  if (flags & ts.SymbolFlags.Enum) return 'enum';
  if (flags & ts.SymbolFlags.Variable) return 'const';
  return 'other';
}

/** The surface lines of one entry point, each prefixed with the entry's name. */
function entryLines(checker, sourceFile, entryName) {
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) return [];
  const lines = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const name = `${entryName}:${exported.getName()}`;
    const kind = kindOf(symbol);
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0] ?? sourceFile;
    if (kind === 'interface' || kind === 'type' || kind === 'enum') {
      lines.push(`${name} ${kind} ${digest(structure(checker, checker.getDeclaredTypeOfSymbol(symbol), declaration))}`);
    }
    if (symbol.flags & ts.SymbolFlags.Value) {
      const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
      const members =
        kind === 'const' && type.getCallSignatures().length === 0 && !(type.flags & ts.TypeFlags.Primitive) ? type.getProperties() : [];
      if (
        members.length > 0 &&
        type.isClassOrInterface?.() !== true &&
        ts.isVariableDeclaration(declaration) &&
        declaration.initializer &&
        isObjectLiteral(declaration.initializer)
      ) {
        for (const member of members) {
          const memberType = checker.getTypeOfSymbolAtLocation(member, declaration);
          lines.push(`${name}.${JSON.stringify(member.getName())} ${digest(checker.typeToString(memberType, undefined, FLAGS))}`);
        }
      } else if (kind !== 'interface' && kind !== 'type') {
        lines.push(`${name} ${kind} ${digest(checker.typeToString(type, undefined, FLAGS))}`);
      }
    }
  }
  return lines;
}

/** A declared type as its shape: an interface's members one by one (its name alone would hide a change). */
function structure(checker, type, declaration) {
  const text = (of) => checker.typeToString(of, declaration, FLAGS);
  if (!(type.flags & ts.TypeFlags.Object) || type.getCallSignatures().length > 0) return text(type);
  const members = checker.getPropertiesOfType(type).map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    return `${property.getName()}${optional}: ${text(checker.getTypeOfSymbolAtLocation(property, declaration))}`;
  });
  const index = [ts.IndexKind.String, ts.IndexKind.Number].flatMap((kind) => {
    const info = checker.getIndexInfoOfType(type, kind);
    return info ? [`[key: ${kind === ts.IndexKind.String ? 'string' : 'number'}]: ${text(info.type)}`] : [];
  });
  return `{ ${[...members, ...index].join('; ')} }`;
}

function isObjectLiteral(node) {
  let inner = node;
  while (ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner) || ts.isParenthesizedExpression(inner)) inner = inner.expression;
  return ts.isObjectLiteralExpression(inner);
}

/** The surface of the package at `packageDir`: entries are { name, file } relative to it. */
export function surfaceOf(packageDir, entries) {
  const files = entries.map((entry) => path.resolve(packageDir, entry.file));
  const built = program(packageDir, files);
  const checker = built.getTypeChecker();
  const lines = entries.flatMap((entry, index) => {
    const sourceFile = built.getSourceFile(files[index]);
    if (!sourceFile) throw new Error(`${entry.file} is not part of the program`);
    return entryLines(checker, sourceFile, entry.name);
  });
  return [...new Set(lines)].sort();
}

const keyOf = (line) => line.slice(0, line.indexOf(' '));

/** What changed from `before` to `after` (surface lines), and the bump it needs. */
export function compareSurfaces(before, after) {
  const old = new Map(before.map((line) => [keyOf(line), line]));
  const now = new Map(after.map((line) => [keyOf(line), line]));
  const added = [...now.keys()].filter((key) => !old.has(key));
  const removed = [...old.keys()].filter((key) => !now.has(key));
  const changed = [...now.keys()].filter((key) => old.has(key) && old.get(key) !== now.get(key));
  const bump = removed.length + changed.length > 0 ? 'major' : added.length > 0 ? 'minor' : 'none';
  return { added, removed, changed, bump };
}

const parse = (version) => version.split('.').map(Number);

/** Whether going from `from` to `to` is at least a `bump` release. */
export function isBumped(from, to, bump) {
  const [fromMajor, fromMinor, fromPatch] = parse(from);
  const [major, minor, patch] = parse(to);
  if (bump === 'none') return true;
  if (bump === 'major') return major > fromMajor;
  return major > fromMajor || (major === fromMajor && (minor > fromMinor || (bump === 'patch' && patch > fromPatch)));
}

/** The recorded surface file: its first line is the version it was recorded at. */
export function readRecord(file) {
  if (!fs.existsSync(file)) return null;
  const [first, ...lines] = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  return { version: first.replace(/^version /, ''), lines };
}

export function writeRecord(file, version, lines) {
  fs.writeFileSync(file, `version ${version}\n${lines.join('\n')}\n`);
}
