// The remote's build: the shared Module Federation helper, exposing only its routes module.
const { createAppConfig } = require('../tools/webpack/create-app-config.cjs');

const appConfig = createAppConfig({
  appDir: __dirname,
  kind: 'remote',
  name: 'remote_auth',
  exposes: { './routes': './src/routes.tsx' },
});

// The standalone page (dist/index.html, and the dev server's) must load main.js from the root:
// with the remote's 'auto' public path the tag is relative, so a reload on a deep link such as
// /projects/p1/settings asks for /projects/p1/main.js. The host never uses this page. (Belongs in
// create-app-config.cjs for every remote; kept here until it moves there.)
module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === 'HtmlWebpackPlugin') plugin.options.publicPath = '/';
  }
  return config;
};
