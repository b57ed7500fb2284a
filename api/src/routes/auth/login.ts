import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { verifyPassword } from '../../auth/passwords.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { BearerTokenSchema, LoginFormSchema } from '../../schemas/auth.js';
import { errorResponses, ref } from '../../schemas/common.js';

const login: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/jwt/login',
    {
      config: { rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description: 'Form-encoded (OAuth2 password grant): `username` is the e-mail address.',
        consumes: ['application/x-www-form-urlencoded'],
        body: LoginFormSchema,
        response: { 200: ref(BearerTokenSchema), ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const user = await app.repositories.users.findByEmail(username.trim());
      const passwordMatches = await verifyPassword(user?.hashedPassword ?? null, password);
      if (!user || !passwordMatches) throw new DomainError('LOGIN_BAD_CREDENTIALS');
      if (!user.isActive) throw new DomainError('LOGIN_USER_INACTIVE');
      return { access_token: await app.accessTokens.issue(user.id), token_type: 'bearer' as const };
    },
  );
};

export default login;
