import fp from 'fastify-plugin';
import { fetchWebsite, type FetchedWebsite } from '../../brainstorm/website-fetch.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads a public web page (SSRF-safe, see brainstorm/website-fetch.ts); throws WebsiteFetchError. */
    readWebsite(url: string): Promise<FetchedWebsite>;
  }
}

export default fp(
  async function websiteReaderPlugin(app) {
    const allowOrigins = app.config.websiteFetchAllowOrigins;
    if (allowOrigins.length > 0)
      app.log.warn(
        { origins: allowOrigins },
        'UNSAFE_WEBSITE_FETCH_ALLOW_ORIGINS is set: the website reader may fetch these origins even on private addresses. It exists for tests only; never set it in a deployment.',
      );
    app.decorate('readWebsite', (url: string) => fetchWebsite(url, { allowOrigins }));
  },
  { name: 'website-reader', dependencies: ['config'] },
);
