import type { FastifyPluginAsync } from 'fastify';
import google from './google.js';
import login from './login.js';
import methods from './methods.js';
import passwordReset from './password-reset.js';
import register from './register.js';
import verify from './verify.js';

/** /auth: fastapi-users compatible paths and payloads; all public (no bearer token needed). */
const auth: FastifyPluginAsync = async (app) => {
  await app.register(login);
  await app.register(register);
  await app.register(verify);
  await app.register(passwordReset);
  await app.register(google);
  await app.register(methods);
};

export default auth;
