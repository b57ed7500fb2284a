// The remote's build: the shared Module Federation helper, exposing only its routes module.
const { createAppConfig } = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  kind: 'remote',
  name: 'remote_projects',
  exposes: { './routes': './src/routes.tsx' },
});
