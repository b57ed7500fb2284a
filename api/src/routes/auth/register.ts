import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireStrongPassword } from '../../auth/password-strength.js';
import { hashPassword, isAcceptablePassword } from '../../auth/passwords.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { verificationMail } from '../../mail/templates.js';
import { toUserRead } from '../../presenters/user.js';
import { RegisterSchema } from '../../schemas/auth.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { UserReadSchema } from '../../schemas/users.js';

const register: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/register',
    {
      config: { rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        description:
          'Sends the verification e-mail. The password needs 8 characters and must not contain the e-mail ' +
          '(400 `REGISTER_INVALID_PASSWORD`), and must not be common or easy to guess (422 ' +
          '`PASSWORD_TOO_WEAK` naming `password`).',
        body: RegisterSchema,
        response: { 201: ref(UserReadSchema), ...errorResponses(400, 422, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      if (!isAcceptablePassword(password, email)) throw new DomainError('REGISTER_INVALID_PASSWORD');
      requireStrongPassword(password, email);
      const user = await app.repositories.users.create({
        email,
        hashedPassword: await hashPassword(password),
      });
      if (!user) throw new DomainError('REGISTER_USER_ALREADY_EXISTS');
      const token = await app.repositories.authTokens.issue(user.id, 'verify');
      await app.mailer.send(verificationMail(user.email, app.config.appUrl, token));
      return reply.code(201).send(toUserRead(user, app.isAdmin(user)));
    },
  );
};

export default register;
