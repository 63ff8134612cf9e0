// How the shell's production build takes react-router (issue 23): its production bundle, with the
// module-level React calls it leaves unmarked marked pure, so that what the apps do not use drops out.
//
// - react-router's package exports give every bundler `dist/development`; `dist/production` is the same
//   code with its development warnings switched off (ENABLE_DEV_WARNINGS = false), 0.6 KB gzip less.
// - Tree shaking keeps a module-level `var Form = React.forwardRef(…)` unless the call is marked
//   `/* @__PURE__ */`, and keeps it again for its `Form.displayName = "Form"` (a name only React
//   DevTools shows). Marking the calls and leaving out the names drops <Form>, useSubmit, the memoised
//   data routes and the like from the shared router: 12.9 → 11.6 KB gzip.
const path = require('node:path');

// require.resolve gives dist/development/index.js or .mjs, depending on who asks; the ES module is the one.
const PRODUCTION_ENTRY = path.join(path.dirname(require.resolve('react-router')), '..', 'production', 'index.mjs');

/** resolve.alias for a production build. */
const reactRouterProductionAlias = () => ({ 'react-router$': PRODUCTION_ENTRY });

/** module rule for react-router's bundled chunks (dist/<mode>/chunk-*.mjs). */
const reactRouterPureRule = () => ({
  test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](?:production|development)[\\/]chunk-[^\\/]+\.mjs$/,
  use: require.resolve('./pure-react-calls-loader.cjs'),
});

module.exports = { reactRouterProductionAlias, reactRouterPureRule, PRODUCTION_ENTRY };
