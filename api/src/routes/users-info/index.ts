import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireStrongPassword } from '../../auth/password-strength.js';
import { hashPassword, isAcceptablePassword, verifyPassword } from '../../auth/passwords.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { toUserRead } from '../../presenters/user.js';
import { BearerTokenSchema } from '../../schemas/auth.js';
import { errorResponses, ref } from '../../schemas/common.js';
import {
  AdminUserTokenQuerySchema,
  AdminUserTokenSchema,
  ChangePasswordSchema,
  GoogleUserInfoSchema,
  UpdateNameQuerySchema,
  UserReadSchema,
} from '../../schemas/users.js';

const security = [{ bearerAuth: [] }];

/** /users_info: the signed-in user. Every route here needs a bearer token. */
const usersInfo: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security,
        response: { 200: ref(UserReadSchema), ...errorResponses(401) },
      },
    },
    async (request) => toUserRead(request.currentUser, app.isAdmin(request.currentUser)),
  );

  app.patch(
    '/update_name',
    {
      schema: {
        tags: ['users'],
        summary: "Change the signed-in user's first and last name",
        description: 'Only the names given change; an empty value clears that name.',
        security,
        querystring: UpdateNameQuerySchema,
        response: { 200: ref(UserReadSchema), ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const clean = (name: string | undefined) => (name === undefined ? undefined : name.trim() || null);
      const updated = await app.repositories.users.update(request.currentUser.id, {
        firstName: clean(request.query.first_name),
        lastName: clean(request.query.last_name),
      });
      return toUserRead(updated, app.isAdmin(updated));
    },
  );

  app.post(
    '/change_password',
    {
      config: { rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: "Change the signed-in user's password",
        description:
          'Needs the current password. Signs the account out everywhere (every earlier access token stops ' +
          'working) and answers a fresh token for this browser. The new password follows the sign-up rules.',
        security,
        body: ChangePasswordSchema,
        response: { 200: ref(BearerTokenSchema), ...errorResponses(400, 401, 422, 429) },
      },
    },
    async (request) => {
      const user = request.currentUser;
      const { current_password: current, new_password: next } = request.body;
      if (!(await verifyPassword(user.hashedPassword, current)))
        throw new DomainError('CURRENT_PASSWORD_WRONG', { field: 'current_password' });
      if (!isAcceptablePassword(next, user.email))
        throw new DomainError('REGISTER_INVALID_PASSWORD', { field: 'new_password' });
      requireStrongPassword(next, user.email, 'new_password');
      const updated = await app.repositories.users.revokeTokens(user.id, await hashPassword(next));
      return { access_token: await app.accessTokens.issue(updated), token_type: 'bearer' as const };
    },
  );

  app.post(
    '/logout_all',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign out everywhere',
        description:
          "Every access token of the signed-in user stops working, this request's own included: each " +
          'browser and device must sign in again.',
        security,
        response: { 204: Type.Null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await app.repositories.users.revokeTokens(request.currentUser.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/google_user_info',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in user's Google profile",
        security,
        response: { 200: ref(GoogleUserInfoSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const account = await app.repositories.oauth.findAccountOfUser('google', request.currentUser.id);
      if (!account) throw new DomainError('GOOGLE_ACCOUNT_NOT_LINKED');
      const profile = account.profile;
      const text = (key: string) => (typeof profile[key] === 'string' ? (profile[key] as string) : null);
      const verified = profile.email_verified;
      return {
        sub: account.subject,
        email: text('email'),
        email_verified:
          typeof verified === 'boolean' ? verified : verified === undefined ? null : verified === 'true',
        name: text('name'),
        given_name: text('given_name'),
        family_name: text('family_name'),
        picture: text('picture'),
      };
    },
  );

  app.post(
    '/admin/get_user_token',
    {
      schema: {
        tags: ['users'],
        summary: 'Admins only: a token to act as another user',
        description: 'The admin is one of ADMIN_EMAILS. The token records the admin as its actor.',
        security,
        querystring: AdminUserTokenQuerySchema,
        response: { 200: ref(AdminUserTokenSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const admin = request.currentUser;
      if (!app.isAdmin(admin)) throw new DomainError('ADMIN_ONLY');
      const user = await app.repositories.users.findByEmail(request.query.email);
      if (!user) throw new DomainError('USER_NOT_FOUND');
      request.log.info({ adminId: admin.id, userId: user.id }, 'admin obtained a user token');
      return { token: await app.accessTokens.issue(user, admin.id) };
    },
  );
};

export default usersInfo;
