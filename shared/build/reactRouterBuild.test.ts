// The shell's production build takes react-router's production bundle with its unused React components
// droppable (react-router-build.cjs). A react-router release that moves its files or changes its bundle's
// shape would quietly bring the 1.9 KB back; these fail first and say which.
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';
import loader from './pure-react-calls-loader.cjs';
import { PRODUCTION_ENTRY, reactRouterPureRule } from './react-router-build.cjs';

const productionChunks = () => {
  const dir = path.dirname(PRODUCTION_ENTRY);
  return fs
    .readdirSync(dir)
    .filter((file) => /^chunk-.*\.mjs$/.test(file))
    .map((file) => path.join(dir, file));
};
const routerChunk = () => productionChunks().find((file) => fs.readFileSync(file, 'utf8').includes('var Link = '))!;

describe("react-router's production bundle", () => {
  it('is where the alias points, with its development warnings off', () => {
    expect(PRODUCTION_ENTRY).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(fs.existsSync(PRODUCTION_ENTRY)).toBe(true);
    expect(fs.readFileSync(routerChunk(), 'utf8')).toContain('var ENABLE_DEV_WARNINGS = false;');
  });

  it('is what the pure-calls rule applies to', () => {
    const rule = reactRouterPureRule();
    expect(productionChunks().filter((file) => rule.test.test(file))).toEqual(productionChunks());
    expect(rule.test.test(path.join('node_modules', 'react-router-dom', 'dist', 'index.mjs'))).toBe(false);
  });
});

describe('markPureReactCalls', () => {
  it("marks react-router's module-level components and contexts pure and leaves out their display names", () => {
    const source = fs.readFileSync(routerChunk(), 'utf8');
    const { code, marked } = loader.markPureReactCalls(source);

    expect(marked).toBeGreaterThanOrEqual(10);
    expect(code).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(code).toMatch(/^var DataRouterContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
    expect(source).toMatch(/^Form\.displayName = "Form";$/m);
    expect(code).not.toMatch(/^\w+\.displayName = /m);
    expect(() => parseSync(code, { syntax: 'ecmascript', target: 'es2022' })).not.toThrow();
  });

  it('leaves other code as it is', () => {
    const source = ['function f() {', '  Inner.displayName = "Inner";', '  var x = React.forwardRef(g);', '}', 'var y = other(1);'].join(
      '\n',
    );
    expect(loader.markPureReactCalls(source)).toEqual({ code: source, marked: 0 });
  });

  it('warns when a bundle that uses forwardRef has nothing to mark', () => {
    const emitWarning = jest.fn();
    const source = 'export const Link = React.forwardRef(render);';
    expect(loader.call({ emitWarning, resourcePath: '/x/chunk-1.mjs' }, source)).toBe(source);
    expect(emitWarning).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('changed shape') }));
  });
});
