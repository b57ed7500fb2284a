import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async function helmetPlugin(app) {
    const analyticsOrigin = app.config.analyticsHost ? new URL(app.config.analyticsHost).origin : null;
    await app.register(helmet, {
      // Remote bundles are loaded by <script> from other origins in production: allow that explicitly.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // style-loader injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          connectSrc: ["'self'", ...(analyticsOrigin ? [analyticsOrigin] : [])],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
        },
      },
    });
  },
  { name: 'helmet', dependencies: ['config'] },
);
