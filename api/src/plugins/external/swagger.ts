import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { gettingStarted } from '../../openapi/getting-started.js';
import { packageRoot } from '../../paths.js';
import { addNamedSchemas } from '../../schemas/index.js';

const { version } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
  version: string;
};

/** The OpenAPI document is built from the routes' TypeBox schemas; named schemas become components. */
export default fp(
  async function swaggerPlugin(app) {
    addNamedSchemas(app);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Signalboard API',
          version,
          // The getting-started page /docs shows above the operations (keys, curl, paging, limits, MCP).
          description: gettingStarted,
        },
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT or API key',
              description:
                'An access token from /auth/jwt/login, or an API key (sb_live_…) on the routes a key may call.',
            },
          },
        },
      },
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) =>
          typeof json.$id === 'string' ? json.$id : `def-${i}`,
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'swagger' },
);
