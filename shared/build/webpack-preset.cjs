// One webpack + Module Federation configuration for the shell and every remote (DESIGN.md §2).
// Each app's webpack.config.js is `module.exports = createAppConfig({ ... })`.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const SHARED_PACKAGE = require('../package.json');
const { buildTimeEnv } = require('./build-time-env.cjs');

/** Shared singletons with requiredVersion from the app's package.json (DESIGN.md §2). */
function sharedSingletons(dependencies) {
  const singleton = (name, extra = {}) => ({
    singleton: true,
    requiredVersion: dependencies[name] ?? false,
    ...extra,
  });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    'react-router': singleton('react-router-dom', { requiredVersion: dependencies['react-router-dom'] }),
    zustand: singleton('zustand'),
    'styled-components': singleton('styled-components'),
    '@whalewatch/shared': {
      singleton: true,
      strictVersion: true,
      requiredVersion: `^${SHARED_PACKAGE.version.split('.')[0]}.0.0`,
      version: SHARED_PACKAGE.version,
    },
  };
}

const swcOptions = (development) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development, refresh: false } },
    target: 'es2020',
  },
});

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

  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(!production) },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedSingletons(pkg.dependencies ?? {}),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        new webpack.DefinePlugin(buildTimeEnv()),
        // Scripts from the site root: deep links such as /authorisation/reset must not resolve them relatively.
        new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title, scriptLoading: 'defer', publicPath: '/' }),
      ],
      optimization: {
        minimize: production,
        // SWC's minifier: about 3x faster than terser here.
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
      // Raw sizes: the gzip budgets (shell 150 KB, remote screen 40 KB) are measured by bench/bundle-sizes.mjs.
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
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createAppConfig, sharedSingletons };
