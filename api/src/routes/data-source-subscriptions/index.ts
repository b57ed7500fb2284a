import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { platformCatalogue, type Platform } from '../../data-sources/catalogue.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { PlatformSchema } from '../../schemas/data-source.js';

const redditFeedNotice =
  'Since 2026 Reddit refuses to be read without an approved API app, and none is set up on this server ' +
  '(REDDIT_CLIENT_ID): Signalboard reads the public feed of your subreddits instead, with fewer posts, ' +
  'no comments and no keyword search. Your administrator can add an app (see the README).';

/** The same case for clients that speak to members and to the operator apart (the wizard). */
const redditServerSetup = {
  variables: ['REDDIT_CLIENT_ID', 'REDDIT_CLIENT_SECRET'],
  until:
    'Until then Signalboard reads the public feed of your subreddits: fewer posts, no comments and no ' +
    'keyword search.',
};

/** Without an app, Reddit's keywords search nothing: the field says so rather than promising a search. */
const feedOnlyReddit = (platform: Platform): Platform => ({
  ...platform,
  settings: platform.settings.map((setting) =>
    setting.key === 'keywords'
      ? {
          ...setting,
          help: 'Optional: searches your subreddits for these once Reddit is set up on this server; until then they are not used.',
        }
      : setting,
  ),
});

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
          ? { ...feedOnlyReddit(platform), notice: redditFeedNotice, server_setup: redditServerSetup }
          : platform,
      ),
  );
};

export default dataSourceSubscriptions;
