import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { platformCatalogue } from '../../data-sources/catalogue.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { PlatformSchema } from '../../schemas/data-source.js';

const redditFeedNotice =
  'Since 2026 Reddit refuses to be read without an approved API app, and none is set up on this server ' +
  '(REDDIT_CLIENT_ID): Signalboard reads the public feed of your subreddits instead, with fewer posts, ' +
  'no comments and no keyword search. Your administrator can add an app (see the README).';

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
    // Reddit without an approved app on this server is read through its public feed: the wizard says
    // so before the user counts on comments and search.
    async () =>
      platformCatalogue.map((platform) =>
        platform.id === 'reddit' && !app.config.reddit.app
          ? { ...platform, notice: redditFeedNotice }
          : platform,
      ),
  );
};

export default dataSourceSubscriptions;
