import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SignInMethodsSchema } from '../../schemas/auth.js';
import { ref } from '../../schemas/common.js';

/**
 * /auth/methods: which ways to sign in this server offers, so the sign-in page shows only those (no
 * "Continue with Google" that can only fail). Public; it names no credentials, only yes or no.
 */
const methods: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/methods',
    {
      schema: {
        tags: ['auth'],
        summary: 'The sign-in methods this server offers',
        response: { 200: ref(SignInMethodsSchema) },
      },
    },
    async () => ({ password: true, google: app.google !== null }),
  );
};

export default methods;
