import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { UserRow } from '../../db/schema/index.js';
import { parseEndpointUrl, requirePublicEndpoint } from '../../alerts/webhooks/endpoint-url.js';
import { generateSigningSecret } from '../../alerts/webhooks/signing.js';
import { testEvent } from '../../alerts/webhooks/webhook-events.js';
import { configuredSecretBox } from '../../crypto/secret-box.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { sendWebhookDeliver } from '../../jobs/webhook-deliver.js';
import { toOutboundWebhook, toWebhookDelivery } from '../../presenters/outbound-webhook.js';
import { errorResponses, ref } from '../../schemas/common.js';
import {
  maxWebhookEndpoints,
  OutboundWebhookCreateSchema,
  OutboundWebhookParamsSchema,
  OutboundWebhookSchema,
  OutboundWebhooksParamsSchema,
  OutboundWebhookUpdateSchema,
  OutboundWebhookWithSecretSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryPageSchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliverySchema,
} from '../../schemas/outbound-webhook.js';
import { Type } from 'typebox';

const security = [{ bearerAuth: [] }];
const tags = ['outbound webhooks'];
const membersOnly = ' Members only: guests and other organizations get 404.';

/**
 * /api/v1/project/{projectId}/webhooks: signed outbound webhooks (Standard Webhooks) that send lead
 * events to the team's own systems, and their delivery log.
 */
const outboundWebhooks: FastifyPluginAsyncTypebox = async (app) => {
  const box = configuredSecretBox(app.config);
  const policy = { allowOrigins: app.config.websiteFetchAllowOrigins };
  const repository = app.repositories.outboundWebhooks;

  /** The project, for members of its organization; a guest is told nothing exists (404). */
  async function memberProject(user: UserRow, projectId: string) {
    const { project, membership } = await app.permissions.requireProject(user, projectId, 'read');
    if (!membership) throw new DomainError('PROJECT_NOT_FOUND');
    return project;
  }

  async function endpointOf(user: UserRow, projectId: string, webhookId: string) {
    const project = await memberProject(user, projectId);
    const webhook = await repository.find(project.id, webhookId);
    if (!webhook) throw new DomainError('OUTBOUND_WEBHOOK_NOT_FOUND');
    return webhook;
  }

  async function checkedUrl(input: string): Promise<string> {
    const url = parseEndpointUrl(input, policy);
    await requirePublicEndpoint(url, policy);
    return url.toString();
  }

  app.get(
    '/:projectId/webhooks',
    {
      config: { apiKeyScope: 'settings:read' },
      schema: {
        tags,
        summary: "The project's outbound webhook endpoints (never their secrets)",
        description: membersOnly,
        security,
        params: OutboundWebhooksParamsSchema,
        response: { 200: Type.Array(ref(OutboundWebhookSchema)), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const project = await memberProject(request.currentUser, request.params.projectId);
      return (await repository.list(project.id)).map(toOutboundWebhook);
    },
  );

  app.post(
    '/:projectId/webhooks',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: 'Add an endpoint; the answer carries its signing secret, shown this once',
        description:
          `https only; the address must resolve to a public network address (checked again at every delivery). ` +
          `At most ${maxWebhookEndpoints} per project (409 OUTBOUND_WEBHOOK_LIMIT).${membersOnly}`,
        security,
        params: OutboundWebhooksParamsSchema,
        body: ref(OutboundWebhookCreateSchema),
        response: { 201: ref(OutboundWebhookWithSecretSchema), ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const project = await memberProject(request.currentUser, request.params.projectId);
      const url = await checkedUrl(request.body.url);
      if ((await repository.count(project.id)) >= maxWebhookEndpoints)
        throw new DomainError('OUTBOUND_WEBHOOK_LIMIT');
      const secret = generateSigningSecret();
      const created = await repository.create(project.id, {
        url,
        events: [...new Set(request.body.events)],
        description: request.body.description?.trim() ?? '',
        secretSealed: box.seal(secret),
        createdBy: request.currentUser.id,
      });
      return reply.code(201).send({ webhook: toOutboundWebhook(created), secret });
    },
  );

  app.patch(
    '/:projectId/webhooks/:webhookId',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: "Change an endpoint's URL, events, description, or turn it off and on",
        description: `Deliveries of a turned-off endpoint wait and go out when it is turned on again.${membersOnly}`,
        security,
        params: OutboundWebhookParamsSchema,
        body: ref(OutboundWebhookUpdateSchema),
        response: { 200: ref(OutboundWebhookSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { projectId, webhookId } = request.params;
      const webhook = await endpointOf(request.currentUser, projectId, webhookId);
      const { url, events, enabled, description } = request.body;
      const updated = await repository.update(webhook.projectId, webhook.id, {
        // The stored URL written back is no change: it is not resolved again (that could fail today, and
        // each delivery checks the address anyway).
        ...(url !== undefined && url !== webhook.url && { url: await checkedUrl(url) }),
        ...(events !== undefined && { events: [...new Set(events)] }),
        ...(enabled !== undefined && { enabled }),
        ...(description !== undefined && { description: description.trim() }),
      });
      if (!updated) throw new DomainError('OUTBOUND_WEBHOOK_NOT_FOUND');
      if (enabled === true) await sendWebhookDeliver(app.queue.boss, webhook.projectId);
      return toOutboundWebhook(updated);
    },
  );

  app.delete(
    '/:projectId/webhooks/:webhookId',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: 'Delete an endpoint and its delivery log',
        description: membersOnly,
        security,
        params: OutboundWebhookParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const { projectId, webhookId } = request.params;
      const webhook = await endpointOf(request.currentUser, projectId, webhookId);
      await repository.remove(webhook.projectId, webhook.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:projectId/webhooks/:webhookId/rotate-secret',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: 'Replace the signing secret; the new one is shown this once',
        description: `Deliveries from now on are signed with the new secret only.${membersOnly}`,
        security,
        params: OutboundWebhookParamsSchema,
        response: { 200: ref(OutboundWebhookWithSecretSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { projectId, webhookId } = request.params;
      const webhook = await endpointOf(request.currentUser, projectId, webhookId);
      const secret = generateSigningSecret();
      await repository.setSecret(webhook.projectId, webhook.id, box.seal(secret));
      return { webhook: toOutboundWebhook(webhook), secret };
    },
  );

  app.post(
    '/:projectId/webhooks/:webhookId/test',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: 'Send a webhook.test event to the endpoint now',
        description: `Queued at once; its outcome appears in the delivery log.${membersOnly}`,
        security,
        params: OutboundWebhookParamsSchema,
        response: { 202: ref(WebhookDeliverySchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const { projectId, webhookId } = request.params;
      const webhook = await endpointOf(request.currentUser, projectId, webhookId);
      const delivery = await repository.queueEvent(
        webhook.projectId,
        webhook.id,
        `evt_test_${randomUUID().replace(/-/g, '')}`,
        testEvent(webhook.projectId),
      );
      await sendWebhookDeliver(app.queue.boss, webhook.projectId);
      return reply.code(202).send(toWebhookDelivery(delivery));
    },
  );

  app.get(
    '/:projectId/webhooks/:webhookId/deliveries',
    {
      config: { apiKeyScope: 'settings:read' },
      schema: {
        tags,
        summary: "The endpoint's delivery log, newest first",
        description: membersOnly,
        security,
        params: OutboundWebhookParamsSchema,
        querystring: WebhookDeliveriesQuerySchema,
        response: { 200: ref(WebhookDeliveryPageSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { projectId, webhookId } = request.params;
      const webhook = await endpointOf(request.currentUser, projectId, webhookId);
      const page = await repository.deliveries(webhook.projectId, webhook.id, {
        limit: request.query.limit ?? 20,
        skip: request.query.skip ?? 0,
      });
      return { items: page.items.map(toWebhookDelivery), total: page.total };
    },
  );

  app.post(
    '/:projectId/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: 'Send a delivery again now (with the same webhook-id), retried for another 24 h',
        description: membersOnly,
        security,
        params: WebhookDeliveryParamsSchema,
        response: { 202: ref(WebhookDeliverySchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const { projectId, webhookId, deliveryId } = request.params;
      const webhook = await endpointOf(request.currentUser, projectId, webhookId);
      const delivery = await repository.redeliver(webhook.projectId, webhook.id, deliveryId);
      if (!delivery) throw new DomainError('WEBHOOK_DELIVERY_NOT_FOUND');
      await sendWebhookDeliver(app.queue.boss, webhook.projectId);
      return reply.code(202).send(toWebhookDelivery(delivery));
    },
  );
};

export default outboundWebhooks;
