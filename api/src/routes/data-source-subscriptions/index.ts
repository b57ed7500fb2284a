import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { platformCatalogue } from '../../data-sources/catalogue.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { PlatformSchema } from '../../schemas/data-source.js';

/** /api/v1/data_source_subscriptions: the platforms a project can watch and the settings each needs. */
const dataSourceSubscriptions: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '',
    {
      schema: {
        tags: ['data sources'],
        summary: 'The platform catalogue: every platform with the settings it takes',
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Array(ref(PlatformSchema)), ...errorResponses(401) },
      },
    },
    async () => [...platformCatalogue],
  );
};

export default dataSourceSubscriptions;
