import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireMailAllowance } from '../../auth/mail-throttle.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { toUserRead } from '../../presenters/user.js';
import { EmailBodySchema, TokenBodySchema } from '../../schemas/auth.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { UserReadSchema } from '../../schemas/users.js';

const verify: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/request-verify-token',
    {
      config: { rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification e-mail',
        description:
          'Always answers 202, whether or not the address has an account. At most 3 mails to one address ' +
          'an hour (429 `RATE_LIMITED` with Retry-After), and AUTH_RATE_LIMIT_MAX requests a minute per ' +
          'client address.',
        body: EmailBodySchema,
        response: { 202: Type.Null(), ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await requireMailAllowance(app.repositories.authThrottles, 'verify', email, (seconds) =>
        reply.header('retry-after', String(seconds)),
      );
      await app.queue.send('auth.account-mail', { kind: 'verify', email });
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify an e-mail address with the token from the e-mail',
        body: TokenBodySchema,
        response: { 200: ref(UserReadSchema), ...errorResponses(400, 422) },
      },
    },
    async (request) => {
      const userId = await app.repositories.authTokens.consume(request.body.token, 'verify');
      const user = userId ? await app.repositories.users.findById(userId) : null;
      if (!user || !user.isActive) throw new DomainError('VERIFY_USER_BAD_TOKEN');
      if (user.isVerified) throw new DomainError('VERIFY_USER_ALREADY_VERIFIED');
      const verified = await app.repositories.users.update(user.id, { isVerified: true });
      return toUserRead(verified, app.isAdmin(verified));
    },
  );
};

export default verify;
