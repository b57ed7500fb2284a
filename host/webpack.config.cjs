// The host: no exposes; the errorLoadRemote runtime plugin keeps a remote that fails to load from
// taking the shell down.
const { createAppConfig } = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  kind: 'host',
  name: 'host',
  runtimePlugins: [require.resolve('./src/remotes/error-load-remote-plugin.ts')],
});
