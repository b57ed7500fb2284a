import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { describeWait, loginThrottle } from '../../auth/login-throttle.js';
import { verifyPassword } from '../../auth/passwords.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { BearerTokenSchema, LoginFormSchema } from '../../schemas/auth.js';
import { errorResponses, ref } from '../../schemas/common.js';

const login: FastifyPluginAsyncTypebox = async (app) => {
  const throttle = loginThrottle(app.repositories.authThrottles);

  app.post(
    '/jwt/login',
    {
      config: { rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'Form-encoded (OAuth2 password grant): `username` is the e-mail address. After 5 failed attempts ' +
          'for one account (from any address), the n-th failure makes the next attempt wait 2^n seconds, at ' +
          'most 15 minutes: 429 `LOGIN_TEMPORARILY_LOCKED` with Retry-After. A success forgets the failures.',
        consumes: ['application/x-www-form-urlencoded'],
        body: LoginFormSchema,
        response: { 200: ref(BearerTokenSchema), ...errorResponses(400, 422, 429) },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      // Checked before the password, so a locked account costs an attacker no hashing of ours either.
      const wait = await throttle.secondsToWait(username);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new DomainError('LOGIN_TEMPORARILY_LOCKED', {
          detail: `Too many failed sign-ins for this account. Try again in ${describeWait(wait)}, or reset your password.`,
        });
      }
      const user = await app.repositories.users.findByEmail(username.trim());
      const passwordMatches = await verifyPassword(user?.hashedPassword ?? null, password);
      if (!user || !passwordMatches) {
        await throttle.recordFailure(username);
        throw new DomainError('LOGIN_BAD_CREDENTIALS');
      }
      if (!user.isActive) throw new DomainError('LOGIN_USER_INACTIVE');
      await throttle.recordSuccess(username);
      return { access_token: await app.accessTokens.issue(user), token_type: 'bearer' as const };
    },
  );
};

export default login;
