import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userForGoogleProfile } from '../../auth/google-accounts.js';
import type { GoogleClient } from '../../auth/google-client.js';
import { DomainError } from '../../errors/error-catalogue.js';
import {
  BearerTokenSchema,
  GoogleAuthorizationSchema,
  GoogleCallbackQuerySchema,
} from '../../schemas/auth.js';
import { errorResponses, ref } from '../../schemas/common.js';

const google: FastifyPluginAsyncTypebox = async (app) => {
  const requireGoogle = (): GoogleClient => {
    if (!app.google) throw new DomainError('GOOGLE_NOT_CONFIGURED');
    return app.google;
  };

  app.get(
    '/google/authorize',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start Sign in with Google',
        description:
          'Returns the Google URL to send the browser to; Google returns it to APP_URL/google-auth-callback.',
        response: { 200: ref(GoogleAuthorizationSchema), ...errorResponses(503) },
      },
    },
    async () => ({ authorization_url: await requireGoogle().authorizationUrl() }),
  );

  app.get(
    '/google/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Finish Sign in with Google',
        description:
          'Called by the /google-auth-callback page with the query Google sent it. Creates or links the user.',
        querystring: GoogleCallbackQuerySchema,
        response: { 200: ref(BearerTokenSchema), ...errorResponses(400, 422, 503) },
      },
    },
    async (request) => {
      const client = requireGoogle();
      const { code, state, error } = request.query;
      if (error !== undefined) {
        if (state) await client.discardState(state);
        throw new DomainError('OAUTH_ACCESS_DENIED');
      }
      if (!state) throw new DomainError('OAUTH_INVALID_STATE');
      if (!code) throw new DomainError('OAUTH_CODE_EXCHANGE_FAILED');
      const profile = await client.profileFromCallback(code, state);
      const user = await userForGoogleProfile(app.repositories, profile);
      return { access_token: await app.accessTokens.issue(user), token_type: 'bearer' as const };
    },
  );
};

export default google;
