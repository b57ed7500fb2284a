import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
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
          description:
            'Errors are always `{ detail, code }` (422 adds `field`). Authenticate with `Authorization: Bearer <access_token>`.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
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
