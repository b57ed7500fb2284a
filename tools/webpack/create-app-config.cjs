// One webpack + Module Federation config for the host and every remote, so the list of shared
// singletons lives in one place. Host and remotes differ only in `exposes` and runtime plugins.
//
// pnpm does not hoist build tools, so webpack and its plugins are resolved from the app's own
// folder, never from here.
const path = require('node:path');
const fs = require('node:fs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { ReleaseMetadataPlugin } = require('./release-metadata-plugin.cjs');

const repoRoot = path.resolve(__dirname, '..', '..');

/** Loads a module as the app at `appDir` would see it. */
function requireFrom(appDir, request) {
  return require(require.resolve(request, { paths: [appDir] }));
}

/** The installed version of a package, as seen from the app (not the range in package.json). */
function installedVersion(appDir, pkg) {
  const entry = require.resolve(pkg, { paths: [appDir] });
  let dir = path.dirname(entry);
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const json = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      if (json.name === pkg) return json.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the installed version of ${pkg} from ${appDir}`);
}

/**
 * React Router 7 resolves to its development build under every export condition, so production
 * bundles would carry its dev checks and warnings. Point production builds at its production files.
 */
function reactRouterProductionAliases(appDir) {
  const dir = path.dirname(require.resolve('react-router/package.json', { paths: [appDir] }));
  return {
    'react-router$': path.join(dir, 'dist', 'production', 'index.mjs'),
    'react-router/dom$': path.join(dir, 'dist', 'production', 'dom-export.mjs'),
  };
}

/** The entry points of @signalboard/shared; each is its own singleton. */
const sharedSubpaths = ['api', 'session', 'query', 'ui', 'feedback', 'contract', 'config', 'router'];

/**
 * The shared singletons, each with an explicit version: a `workspace:*` dependency would otherwise
 * build with an empty requiredVersion.
 *
 * React Router and TanStack Query are not among them: a shared module ships whole (any consumer may
 * ask for any export), so each is bundled only inside its facade, @signalboard/shared/router and
 * @signalboard/shared/query, which is the singleton (one router, one QueryClient context) and keeps
 * only the parts it re-exports.
 */
function sharedSingletons(appDir) {
  const libraries = ['react', 'react-dom', 'zustand'];
  const shared = {};
  for (const lib of libraries) {
    const version = installedVersion(appDir, lib);
    shared[lib] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  for (const lib of ['react', 'react-dom']) {
    const version = shared[lib].version;
    shared[`${lib}/`] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  const sharedPkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8'));
  for (const sub of sharedSubpaths) {
    shared[`@signalboard/shared/${sub}`] = {
      singleton: true,
      version: sharedPkg.version,
      requiredVersion: `^${sharedPkg.version}`,
    };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.appDir        the app's folder (__dirname of its webpack.config.cjs)
 * @param {'host'|'remote'} options.kind
 * @param {string} options.name          federation name, e.g. "remote_auth"
 * @param {Record<string,string>} [options.exposes]
 * @param {string[]} [options.runtimePlugins]
 * @param {string} [options.title]
 */
function createAppConfig(options) {
  const { appDir, kind, name, exposes = {}, runtimePlugins = [], title = 'Signalboard' } = options;
  const webpack = requireFrom(appDir, 'webpack');
  const HtmlWebpackPlugin = requireFrom(appDir, 'html-webpack-plugin');
  const { ModuleFederationPlugin } = requireFrom(appDir, '@module-federation/enhanced/webpack');
  const MiniCssExtractPlugin = requireFrom(appDir, 'mini-css-extract-plugin');
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const publicDir = path.join(appDir, 'public');

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // The host must resolve chunks from the root for deep-link reloads; a remote from wherever
        // its remoteEntry was loaded.
        publicPath: kind === 'host' ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: production ? reactRouterProductionAliases(appDir) : {},
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader', { paths: [appDir] }),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              // Production ships real stylesheets (parsed in parallel, not counted as JavaScript);
              // development injects styles for fast reloads.
              production ? MiniCssExtractPlugin.loader : require.resolve('style-loader', { paths: [appDir] }),
              require.resolve('css-loader', { paths: [appDir] }),
            ],
          },
          { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // Remotes are registered at run time from /app-config.json, never baked in here.
          remotes: {},
          shared: sharedSingletons(appDir),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // The host reads each remote's manifest itself (it checks it first) and registers the
          // remoteEntry, so the runtime's snapshot code that reads manifests is left out (~3 KB gzip).
          ...(kind === 'host'
            ? { experiments: { optimization: { disableSnapshot: true, target: 'web' } } }
            : {}),
        }),
        new ReleaseMetadataPlugin({ appDir, kind, name }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: kind === 'host' ? title : `${title} (${pkg.name} standalone)`,
          chunks: ['main'],
          // A remote's index.html is its standalone page (the host never uses it). With the remote's
          // 'auto' public path its script tags would be relative, so reloading a deep link such as
          // /projects/p1/settings would ask for /projects/p1/main.js; load them from the root.
          ...(kind === 'remote' ? { publicPath: '/' } : {}),
        }),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
              // .br and .gz beside each text file, for static servers that send them as they are.
              new PrecompressPlugin(),
            ]
          : []),
        new webpack.DefinePlugin({
          __APP_VERSION__: JSON.stringify(pkg.version),
          __APP_NAME__: JSON.stringify(pkg.name),
          // What this build provides, for the host's run-time check of the remotes' manifests.
          __SHARED_SINGLETONS__: JSON.stringify(sharedSingletons(appDir)),
        }),
      ],
      devServer: {
        port: pkg.signalboard?.devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // public/ holds the app's development /app-config.json (the host's, and each remote's for
        // its standalone page); production deployments serve their own.
        static: fs.existsSync(publicDir) ? [{ directory: publicDir }] : [],
      },
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic' },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createAppConfig, sharedSingletons, installedVersion, sharedSubpaths };
