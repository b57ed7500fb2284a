import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { hashPassword, isAcceptablePassword } from '../../auth/passwords.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { passwordResetMail } from '../../mail/templates.js';
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
          'Always answers 202, whether or not the address has an account. The link expires in 1 hour.',
        body: EmailBodySchema,
        response: { 202: Type.Null(), ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      const user = await app.repositories.users.findByEmail(request.body.email);
      if (user && user.isActive) {
        const token = await app.repositories.authTokens.issue(user.id, 'reset');
        await app.mailer.send(passwordResetMail(user.email, app.config.appUrl, token));
      }
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the token from the e-mail',
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
      if ((await tokens.consume(token, 'reset')) !== owner.id)
        throw new DomainError('RESET_PASSWORD_BAD_TOKEN');
      await app.repositories.users.update(owner.id, { hashedPassword: await hashPassword(password) });
      return null;
    },
  );
};

export default passwordReset;
