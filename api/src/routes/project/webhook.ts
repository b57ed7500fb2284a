import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { maskSecret } from '../../data-sources/secrets.js';
import { generateWebhookSecret } from '../../engine/sources/webhook-signature.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { ProjectParamsSchema } from '../../schemas/project.js';
import { WebhookSecretSchema, WebhookSettingsSchema } from '../../schemas/webhook.js';

const security = [{ bearerAuth: [] }];
const tags = ['project'];

/** The inbound address as the caller reaches this API (the front end may live on another origin). */
function inboundUrl(request: FastifyRequest, projectId: string): string {
  return `${request.protocol}://${request.host}/api/v1/inbound/${projectId}`;
}

/** /api/v1/project/{id}/webhook: where a project's own systems push items, and the secret they sign with. */
const webhook: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/webhook',
    {
      schema: {
        tags,
        summary: "The project's inbound webhook: its URL and whether it is on (members only)",
        security,
        params: ProjectParamsSchema,
        response: { 200: ref(WebhookSettingsSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(request.currentUser, request.params.id, 'use');
      const settings = await app.repositories.webhook.find(project.id);
      return {
        url: inboundUrl(request, project.id),
        secret_hint: settings?.secret ? maskSecret(settings.secret) : null,
        enabled: Boolean(settings?.enabled && settings.secret),
      };
    },
  );

  app.post(
    '/:id/webhook/rotate',
    {
      schema: {
        tags,
        summary: 'Turn the inbound webhook on with a new signing secret (members only)',
        description: 'The only time the secret is shown in clear. The previous secret stops working at once.',
        security,
        params: ProjectParamsSchema,
        response: { 200: ref(WebhookSecretSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(request.currentUser, request.params.id, 'use');
      const secret = generateWebhookSecret();
      await app.repositories.webhook.saveSecret(project.id, secret);
      return { url: inboundUrl(request, project.id), secret };
    },
  );
};

export default webhook;
