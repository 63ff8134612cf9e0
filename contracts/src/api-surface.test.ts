// The versioned packages' public API against the surface of their last release (scripts/api-surface):
// a change without the version bump it needs fails here, in `npm test`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const CLI = path.join(ROOT, 'scripts', 'api-surface', 'cli.mjs');
const SURFACE = path.join(ROOT, 'scripts', 'api-surface', 'surface.mjs');

const run = (args: string[], cwd = ROOT) => spawnSync(process.execPath, args, { cwd, encoding: 'utf8', timeout: 120_000 });

/** Runs the surface tool's functions on a throwaway package whose index.ts is `source`. */
function surfaceOfSource(source: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-surface-'));
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', types: [] } }),
  );
  fs.writeFileSync(path.join(dir, 'index.ts'), source);
  const script = `import { surfaceOf } from ${JSON.stringify(SURFACE)}; console.log(JSON.stringify(surfaceOf(${JSON.stringify(dir)}, [{ name: '.', file: 'index.ts' }])));`;
  const result = run(['--input-type=module', '-e', script]);
  fs.rmSync(dir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[];
}

function compare(before: string[], after: string[]): { added: string[]; removed: string[]; changed: string[]; bump: string } {
  const script = `import { compareSurfaces } from ${JSON.stringify(SURFACE)}; console.log(JSON.stringify(compareSurfaces(${JSON.stringify(before)}, ${JSON.stringify(after)})));`;
  return JSON.parse(run(['--input-type=module', '-e', script]).stdout);
}

describe('the public API surface', () => {
  it('reads an addition as minor, and a removed or changed name (a table entry included) as major', () => {
    const v1 = surfaceOfSource(
      'export const TABLE = { a: 1 } as const;\nexport interface Props { title: string }\nexport function greet(name: string): string { return name; }\n',
    );
    expect(v1).toEqual(['.:Props interface { title: string }', '.:TABLE."a" 1', '.:greet function (name: string) => string']);

    const added = surfaceOfSource(
      'export const TABLE = { a: 1, b: 2 } as const;\nexport interface Props { title: string }\nexport function greet(name: string): string { return name; }\nexport const extra = 1;\n',
    );
    expect(compare(v1, added)).toEqual({ added: ['.:TABLE."b"', '.:extra'], removed: [], changed: [], bump: 'minor' });

    const changed = surfaceOfSource(
      'export const TABLE = { a: 1 } as const;\nexport interface Props { title: number }\nexport function greet(name: string): string { return name; }\n',
    );
    expect(compare(v1, changed)).toMatchObject({ changed: ['.:Props'], bump: 'major' });

    const removed = surfaceOfSource('export const TABLE = { a: 1 } as const;\nexport interface Props { title: string }\n');
    expect(compare(v1, removed)).toMatchObject({ removed: ['.:greet'], bump: 'major' });
  }, 60_000);

  it('of @whalewatch/shared and @whalewatch/contracts is the one recorded at their version (else: bump and record)', () => {
    const result = run([CLI]);
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/differs/);
    expect(result.status).toBe(0);
  }, 120_000);
});
