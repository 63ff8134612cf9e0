// One webpack + Module Federation configuration for the shell and every remote (DESIGN.md §2).
// Each app's webpack.config.js is `module.exports = createAppConfig({ ... })`.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const SHARED_PACKAGE = require('../package.json');
const { buildTimeEnv } = require('./build-time-env.cjs');
const { PrefetchSharedLibraryPlugin } = require('./prefetch-shared-library.cjs');
const { reactRouterProductionAlias, reactRouterPureRule } = require('./react-router-build.cjs');

const ROUTER_VERSION = require('react-router-dom/package.json').version;

/**
 * Shared singletons with requiredVersion from the app's package.json (DESIGN.md §2).
 * `fromHost`: a remote's production build takes every one of them from the shell and bundles no copy
 * of its own (`import: false`). It is only ever a container inside the shell, and with no copy of its
 * own it cannot offer a competing version: the shell's @whalewatch/shared, loaded after the first page,
 * stays the one store whichever remote opens first.
 */
function sharedSingletons(dependencies, { fromHost = false } = {}) {
  const singleton = (name, extra = {}) => ({
    singleton: true,
    requiredVersion: dependencies[name] ?? false,
    ...extra,
    ...(fromHost ? { import: false } : {}),
  });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // A narrower entry than the package's (see react-router-dom.mjs); react-router itself is not shared.
    'react-router-dom': singleton('react-router-dom', { import: require.resolve('./react-router-dom.mjs'), version: ROUTER_VERSION }),
    zustand: singleton('zustand'),
    'styled-components': singleton('styled-components'),
    // Two ways into one package: `core` is what the shell's first page needs (and all a light screen
    // needs); the package's index re-exports it with the rest. Within the shell's build both are the
    // same modules, so there is one store either way.
    '@whalewatch/shared': singleton('@whalewatch/shared', SHARED_CONTRACT),
    '@whalewatch/shared/core': singleton('@whalewatch/shared', SHARED_CONTRACT),
  };
}

// The package's major version is the contract between the shell and the remotes.
// WHALEWATCH_BUILD_SHARED_VERSION builds as if against another @whalewatch/shared (the version-skew
// tests: a remote that needs a major the shell does not provide).
const SHARED_VERSION = process.env.WHALEWATCH_BUILD_SHARED_VERSION || SHARED_PACKAGE.version;
const SHARED_CONTRACT = {
  strictVersion: true,
  requiredVersion: `^${SHARED_VERSION.split('.')[0]}.0.0`,
  version: SHARED_VERSION,
};

/**
 * One federation runtime per page (issue 23): the shell provides its runtime-core as a global and the
 * remotes' production builds use it instead of carrying their own copy (remoteEntry.js 26.9 → 7.8 KB gzip).
 * Development builds keep theirs, so a remote still runs standalone (`npm run dev`); a production remote
 * is only ever a container inside the shell, so it gets no page of its own.
 */
function federationExperiments({ isHost, production }) {
  return {
    ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: production }),
    // Browser-only runtime: drops the runtime's Node.js loading paths; a remote loads no remotes itself.
    optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
  };
}

// The runtime plugin behind provideExternalRuntime is added by its CommonJS path, which would bring a
// second, CommonJS copy of runtime-core next to the ES module one the bundler runtime uses (+22 KB gzip).
const INJECT_RUNTIME_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const ONE_RUNTIME_CORE = { [`${INJECT_RUNTIME_CJS}$`]: INJECT_RUNTIME_CJS.replace(/\.cjs$/, '.js') };

const swcOptions = (development, refresh) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development, refresh } },
    target: 'es2020',
  },
});

/**
 * `webpack serve --env fastRefresh` (`npm run dev -- <remote>`): React Fast Refresh for one remote
 * mounted inside a running shell. The refresh and HMR runtimes go into every entry of the remote's own
 * build, remoteEntry.js included; the dev server's socket names its own host and port (the page is the
 * shell's, on another port); the shell's development build gives the refresh runtime React DOM's
 * renderer (shell/src/federation/refreshHook.ts).
 */
function fastRefreshOf({ name, port }) {
  const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
  return {
    plugins: [new ReactRefreshPlugin({ library: name, overlay: false })],
    devServer: { hot: true, client: { webSocketURL: { hostname: '127.0.0.1', port }, overlay: { warnings: false } } },
  };
}

/**
 * @param {object} options
 * @param {string} options.name      container name, a JS identifier (`shell`, `mfe_analyzer`, …)
 * @param {string} options.dir       the app's folder (__dirname of its webpack.config.js)
 * @param {number} options.port      dev-server port
 * @param {string} options.title     HTML title
 * @param {Record<string,string>} [options.exposes]  exposed screens (remotes only)
 */
function createAppConfig({ name, dir, port, title, exposes }) {
  const pkg = require(path.join(dir, 'package.json'));
  const isHost = !exposes;

  return (env, argv) => {
    const production = argv.mode === 'production';
    // Fast Refresh for a remote's dev server only; `npm run dev` keeps live reload for every app.
    const servedPort = Number(env?.port ?? port);
    const fastRefresh = !production && !isHost && env?.fastRefresh ? fastRefreshOf({ name, port: servedPort }) : null;
    // `--env builtRemotes`: the shell's development build for `npm run dev -- <remote>`, which mounts
    // production remotes; they take react/jsx-runtime from the shell, so its JSX goes through that one.
    const developmentJsx = !production && !(isHost && env?.builtRemotes);
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // The same browsers as the code itself (swc's es2020): webpack's runtime may use arrows and const.
      target: ['web', 'es2020'],
      // A production remote is only the container (remoteEntry.js): no standalone page, whose entry
      // would share modules with the exposed screens and split them into more, larger chunks.
      entry: isHost || !production ? './src/index.ts' : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        // A development build may have two chunks named after the shared router (one per runtime).
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].[contenthash:8].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: { ...(isHost ? ONE_RUNTIME_CORE : {}), ...(production ? reactRouterProductionAlias() : {}) },
      },
      module: {
        rules: [
          reactRouterPureRule(),
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(developmentJsx, fastRefresh !== null) },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedSingletons(pkg.dependencies ?? {}, { fromHost: !isHost && production }),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: federationExperiments({ isHost, production }),
        }),
        new webpack.DefinePlugin(buildTimeEnv()),
        // Scripts from the site root: deep links such as /authorisation/reset must not resolve them relatively.
        ...(isHost || !production
          ? [new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title, scriptLoading: 'defer', publicPath: '/' })]
          : []),
        ...(isHost && production
          ? [new PrefetchSharedLibraryPlugin({ library: '@whalewatch/shared', firstPage: '@whalewatch/shared/core', publicPath: '/' })]
          : []),
        ...(fastRefresh ? fastRefresh.plugins : []),
      ],
      optimization: {
        minimize: production,
        // SWC's minifier: about 3x faster than terser here.
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
      // Raw sizes, a coarse net; the gzip budgets (first load 130 KB, /pricing 140 KB, a remote's first visit 10 KB) are
      // enforced by e2e/tests/bundle-budgets.spec.ts and printed by `npm run bench`.
      performance: production
        ? {
            hints: 'error',
            assetFilter: (file) => file.endsWith('.js'),
            maxAssetSize: isHost ? 800_000 : 300_000,
            maxEntrypointSize: 800_000,
          }
        : false,
      devServer: {
        host: '127.0.0.1',
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: isHost ? { directory: path.join(dir, 'public'), serveIndex: false } : false,
        ...fastRefresh?.devServer,
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createAppConfig, sharedSingletons };
