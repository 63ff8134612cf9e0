// A webpack loader for a library bundle (see react-router-build.cjs): marks its module-level
// `var X = React.forwardRef(…)` / `memo(…)` / `createContext(…)` as pure and leaves out the
// `X.displayName = "…";` lines that follow them, so tree shaking drops the ones nobody imports.
// Both are the standard shapes of esbuild/tsup output; when a library release changes its shape,
// nothing is marked, the build still works, and the loader says so.
const PURE_CALL = /^var (\w+) = (React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm;

function markPureReactCalls(source) {
  let marked = 0;
  const code = source
    .replace(PURE_CALL, (_line, name, call) => {
      marked += 1;
      return `var ${name} = /* @__PURE__ */ ${call}`;
    })
    .replace(DISPLAY_NAME, '');
  return { code, marked };
}

module.exports = function pureReactCallsLoader(source) {
  const { code, marked } = markPureReactCalls(source);
  if (marked === 0 && /\bforwardRef\(/.test(source)) {
    this.emitWarning(new Error(`no module-level React calls found to mark pure in ${this.resourcePath}: its bundle changed shape`));
  }
  return code;
};
module.exports.markPureReactCalls = markPureReactCalls;
