import fp from 'fastify-plugin';
import { DomainError } from '../../errors/error-catalogue.js';
import { findUnstorableText, unstorableMessages } from '../../text/storable-text.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Top-level body fields whose text the route checks or cleans itself, or true for the whole
     * body: an import leaves out only the rows with a NUL, a signed webhook cleans its posts.
     */
    bodyTextCheckedByRoute?: true | readonly string[];
  }
}

const noPaths: ReadonlySet<string> = new Set();

/**
 * One check for every route: a NUL character or a lone surrogate anywhere in the path parameters, the
 * query or the body is a 422 naming the field, before any handler can hand it to PostgreSQL (which
 * cannot store either, and answered with a 500). Runs before schema validation, after authentication.
 */
export default fp(
  async function storableTextPlugin(app) {
    app.addHook('preValidation', async (request) => {
      const own = request.routeOptions.config.bodyTextCheckedByRoute;
      const parts: [unknown, ReadonlySet<string>, string][] = [
        [request.params, noPaths, 'params'],
        [request.query, noPaths, 'query'],
      ];
      if (own !== true) parts.push([request.body, own ? new Set(own) : noPaths, 'body']);
      for (const [value, skip, part] of parts) {
        const found = findUnstorableText(value, skip);
        if (!found) continue;
        const field = found.path || part;
        throw new DomainError('VALIDATION_ERROR', {
          field,
          detail: `${field}: ${unstorableMessages[found.problem]}`,
        });
      }
    });
  },
  { name: 'storable-text' },
);
