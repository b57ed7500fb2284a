import formBody from '@fastify/formbody';
import fp from 'fastify-plugin';

/** POST /auth/jwt/login is form-encoded (OAuth2 password grant, as fastapi-users serves it). */
export default fp(
  async function formBodyPlugin(app) {
    await app.register(formBody);
  },
  { name: 'form-body' },
);
