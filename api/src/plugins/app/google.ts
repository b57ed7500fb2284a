import fp from 'fastify-plugin';
import { googleClient, type GoogleClient } from '../../auth/google-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set. */
    google: GoogleClient | null;
  }
}

export default fp(
  async function googlePlugin(app) {
    const { google } = app.config;
    app.decorate(
      'google',
      google ? googleClient(google, () => app.config.appUrl, app.repositories.oauth) : null,
    );
  },
  { name: 'google', dependencies: ['config', 'repositories'] },
);
