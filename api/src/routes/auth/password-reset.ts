import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireMailAllowance } from '../../auth/mail-throttle.js';
import { requireStrongPassword } from '../../auth/password-strength.js';
import { hashPassword, isAcceptablePassword } from '../../auth/passwords.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { EmailBodySchema, ResetPasswordSchema } from '../../schemas/auth.js';
import { errorResponses } from '../../schemas/common.js';

const passwordReset: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/forgot-password',
    {
      config: { rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset e-mail',
        description:
          'Always answers 202, whether or not the address has an account (the mail is prepared by a ' +
          'worker, so the answer takes as long either way). The link expires in 1 hour. At most 3 mails ' +
          'to one address an hour: the 4th asks is 429 `RATE_LIMITED` with Retry-After.',
        body: EmailBodySchema,
        response: { 202: Type.Null(), ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await requireMailAllowance(app.repositories.authThrottles, 'reset', email, (seconds) =>
        reply.header('retry-after', String(seconds)),
      );
      await app.queue.send('auth.account-mail', { kind: 'reset', email });
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the token from the e-mail',
        description:
          'Signs the account out everywhere: every access token issued before stops working. A common or ' +
          'easily guessed password is 422 `PASSWORD_TOO_WEAK` naming `password`.',
        body: ResetPasswordSchema,
        response: { 200: Type.Null(), ...errorResponses(400, 422) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const tokens = app.repositories.authTokens;
      // Check the password before using the token up, so a rejected password leaves the link usable.
      const ownerId = await tokens.peek(token, 'reset');
      const owner = ownerId ? await app.repositories.users.findById(ownerId) : null;
      if (!owner || !owner.isActive) throw new DomainError('RESET_PASSWORD_BAD_TOKEN');
      if (!isAcceptablePassword(password, owner.email))
        throw new DomainError('RESET_PASSWORD_INVALID_PASSWORD');
      requireStrongPassword(password, owner.email);
      if ((await tokens.consume(token, 'reset')) !== owner.id)
        throw new DomainError('RESET_PASSWORD_BAD_TOKEN');
      await app.repositories.users.revokeTokens(owner.id, await hashPassword(password));
      return null;
    },
  );
};

export default passwordReset;
