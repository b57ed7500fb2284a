import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ingestRows } from '../../engine/pipeline/import-rows.js';
import { parseJsonItems } from '../../engine/sources/import/parse-import.js';
import { verifyWebhookSignature } from '../../engine/sources/webhook-signature.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { webhookPlatform } from '../../repositories/webhook-repository.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { InboundParamsSchema, InboundResultSchema } from '../../schemas/webhook.js';

/** A body `{ items: [...] }`, a bare array, or one item: always a list for the importer. */
function asItemList(body: unknown): unknown {
  if (Array.isArray(body)) return body;
  if (typeof body === 'object' && body !== null && Array.isArray((body as { items?: unknown }).items))
    return body;
  return [body];
}

/**
 * /api/v1/inbound/{projectId}: items a project's own systems push, signed with the project's webhook
 * secret instead of a bearer token. The signature covers the body's exact bytes, so the body is kept as
 * received and parsed only once it is verified.
 */
const inbound: FastifyPluginAsyncTypebox = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/:projectId',
    {
      // The project's own systems sent these posts: a NUL in one is cleaned when it is stored
      // (upsertPosts), rather than losing the delivery.
      config: { bodyTextCheckedByRoute: true },
      schema: {
        tags: ['inbound'],
        summary: "Push items into a project's leads (signed with the project's webhook secret)",
        description:
          'Headers: x-signalboard-timestamp (unix seconds, within 300 s of now) and x-signalboard-signature: ' +
          'sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>. Body (application/json): ' +
          '{ items: [...] }, an array, or a single item, each with title, body (or text/content), url, author, ' +
          'community, published_at, external_id (optional). Every item becomes a lead.',
        params: InboundParamsSchema,
        response: { 202: ref(InboundResultSchema), ...errorResponses(400, 401, 415, 422) },
      },
    },
    async (request, reply) => {
      const { projectId } = request.params;
      const settings = await app.repositories.webhook.find(projectId);
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const verified =
        settings?.enabled && settings.secret
          ? verifyWebhookSignature({
              secret: settings.secret,
              timestampHeader: request.headers['x-signalboard-timestamp'] as string | undefined,
              signatureHeader: request.headers['x-signalboard-signature'] as string | undefined,
              rawBody,
            })
          : { ok: false as const };
      // A project without a webhook answers like a wrong signature: nothing tells a stranger it exists.
      if (!verified.ok) throw new DomainError('WEBHOOK_SIGNATURE_INVALID');

      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new DomainError('INVALID_JSON');
      }
      const parsed = parseJsonItems(asItemList(body));
      const result = await ingestRows({ db: app.db, llm: app.llm }, projectId, parsed, {
        asLeads: true,
        platform: webhookPlatform,
      });
      await app.repositories.webhook.recordDelivery(projectId, result.imported);
      return reply
        .code(202)
        .send({ received: result.received, new_leads: result.newLeads, errors: parsed.errors });
    },
  );
};

export default inbound;
