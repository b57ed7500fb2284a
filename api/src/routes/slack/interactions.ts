import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { escapeMrkdwn, slackActions } from '../../alerts/slack/lead-message.js';
import { leads, leadStatusConfigs } from '../../db/schema/index.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { errorResponses } from '../../schemas/common.js';
import { requireSlack } from './slack-access.js';
import type { LeadActor } from '../../leads/lead-actor.js';
import { kickProjectPushes } from '../../crm/push/plan-crm-pushes.js';
import { sendWebhookDeliver } from '../../jobs/webhook-deliver.js';

/** Slack's requests older than this are refused, so a captured one cannot be replayed later. */
const maxAgeSeconds = 5 * 60;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Slack's v0 signature: HMAC-SHA256 over `v0:<timestamp>:<raw body>` with the app's signing secret. */
export function verifySlackSignature(input: {
  signingSecret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now?: number;
}): boolean {
  const { timestamp, signature } = input;
  if (!timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  const now = input.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(timestamp)) > maxAgeSeconds) return false;
  const expected = `v0=${createHmac('sha256', input.signingSecret).update(`v0:${timestamp}:${input.rawBody}`).digest('hex')}`;
  const given = Buffer.from(signature);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

interface BlockActionsPayload {
  type?: unknown;
  team?: { id?: unknown };
  user?: { id?: unknown; username?: unknown; name?: unknown };
  response_url?: unknown;
  actions?: { action_id?: unknown; value?: unknown }[];
  message?: { blocks?: unknown; text?: unknown };
}

/**
 * POST /slack/interactions: Slack's interactivity requests for the buttons on lead messages, signed with
 * the app's signing secret. Answers 200 at once; the message is then updated through its response_url
 * to say who did what.
 */
const interactions: FastifyPluginAsyncTypebox = async (app) => {
  // The signature covers the body's exact bytes: keep it as received, parse it once verified.
  app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/interactions',
    {
      schema: {
        tags: ['slack'],
        summary: "Slack's interactivity requests: the buttons on lead messages",
        description:
          'Form-encoded `payload` (block_actions), signed by Slack: x-slack-request-timestamp (within 5 minutes) and ' +
          'x-slack-signature (v0=HMAC-SHA256 of "v0:<timestamp>:<body>" with SLACK_SIGNING_SECRET); otherwise 401. ' +
          '"Not a lead" gives the lead that verdict (reason other); "Mark contacted" moves it to the status named ' +
          'like Contacted (else the next one). Only leads of the project connected to the sending workspace.',
        response: { 200: { type: 'null', description: 'Received' }, ...errorResponses(400, 401, 503) },
      },
    },
    async (request, reply) => {
      const slack = requireSlack(app);
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const verified = verifySlackSignature({
        signingSecret: slack.config.signingSecret,
        timestamp: request.headers['x-slack-request-timestamp'] as string | undefined,
        signature: request.headers['x-slack-signature'] as string | undefined,
        rawBody,
      });
      if (!verified) throw new DomainError('SLACK_SIGNATURE_INVALID');
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(new URLSearchParams(rawBody).get('payload') ?? '');
      } catch {
        // Not JSON: refused below, like JSON that is not an object (`null` would crash on its first field).
      }
      if (typeof parsed !== 'object' || parsed === null)
        throw new DomainError('BAD_REQUEST', {
          detail: 'payload: must be the JSON object Slack sends.',
          field: 'payload',
        });
      const payload = parsed as BlockActionsPayload;
      const outcome = await act(app, payload);
      if (outcome && typeof payload.response_url === 'string')
        void answerInMessage(app, payload, outcome).catch((error: unknown) =>
          request.log.warn({ err: error }, 'updating the Slack message failed'),
        );
      return reply.code(200).send(null);
    },
  );
};

/** Does what the button says; the sentence to add to the message, or null when there is nothing to do. */
async function act(app: FastifyInstance, payload: BlockActionsPayload): Promise<string | null> {
  if (payload.type !== 'block_actions') return null;
  const action = payload.actions?.[0];
  const leadId = typeof action?.value === 'string' ? action.value : '';
  if (!uuidPattern.test(leadId)) return null;
  if (action?.action_id !== slackActions.notLead && action?.action_id !== slackActions.contacted) return null;
  const [lead] = await app.db
    .select({ projectId: leads.projectId, statusConfigId: leads.statusConfigId })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return null;
  // The lead must belong to the project this workspace is connected to: another team's button does nothing.
  const connection = await app.repositories.slack.findConnection(lead.projectId);
  if (!connection || typeof payload.team?.id !== 'string' || connection.teamId !== payload.team.id)
    return null;
  const who =
    typeof payload.user?.id === 'string' ? `<@${payload.user.id.replace(/[^A-Z0-9]/gi, '')}>` : 'Someone';

  const actor = slackActor(payload);

  if (action.action_id === slackActions.notLead) {
    await app.repositories.leads.setVerdictMany(
      lead.projectId,
      [leadId],
      { verdict: 'not_lead', reason: 'other', userId: null },
      actor,
    );
    return `${who} marked this as not a lead.`;
  }
  const status = await contactedStatus(app, lead.projectId, lead.statusConfigId);
  if (!status) return null;
  const { webhooksPlanned } = await app.repositories.leads.setStatusMany(
    lead.projectId,
    [leadId],
    status.id,
    actor,
  );
  // The lead.status_changed deliveries were planned with the change; send them now, not at the sweep.
  if (webhooksPlanned) await sendWebhookDeliver(app.queue.boss, lead.projectId);
  await kickProjectPushes(app.queue.boss, app.db, lead.projectId);
  return `${who} set the status to ${escapeMrkdwn(status.name)}.`;
}

/** The Slack user who pressed the button, as the lead's history names them (a Slack name is no account of ours). */
function slackActor(payload: BlockActionsPayload): LeadActor {
  const name = [payload.user?.name, payload.user?.username].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return { kind: 'slack', label: name ? name.trim().slice(0, 80) : null };
}

/** The status named like "Contacted", else the one after the lead's current status. */
async function contactedStatus(app: FastifyInstance, projectId: string, currentId: string | null) {
  const statuses = await app.db
    .select({ id: leadStatusConfigs.id, name: leadStatusConfigs.name })
    .from(leadStatusConfigs)
    .where(and(eq(leadStatusConfigs.projectId, projectId)))
    .orderBy(asc(leadStatusConfigs.position), asc(leadStatusConfigs.createdAt));
  const named = statuses.find((status) => /contact/i.test(status.name));
  if (named) return named;
  const index = statuses.findIndex((status) => status.id === currentId);
  return statuses[index + 1] ?? null;
}

/** Replaces the message's buttons (except "Open") with who did what. */
async function answerInMessage(app: FastifyInstance, payload: BlockActionsPayload, sentence: string) {
  const responseUrl = String(payload.response_url);
  if (!isSlackResponseUrl(app, responseUrl)) return;
  const blocks = Array.isArray(payload.message?.blocks)
    ? (payload.message.blocks as Record<string, unknown>[])
    : [];
  const kept = blocks.map((block) =>
    block.type === 'actions' && Array.isArray(block.elements)
      ? {
          ...block,
          elements: (block.elements as { action_id?: unknown }[]).filter(
            (element) => element.action_id === slackActions.open,
          ),
        }
      : block,
  );
  await fetch(responseUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({
      replace_original: true,
      text: typeof payload.message?.text === 'string' ? payload.message.text : sentence,
      blocks: [...kept, { type: 'context', elements: [{ type: 'mrkdwn', text: sentence }] }],
    }),
    signal: AbortSignal.timeout(10_000),
  });
}

/** Response URLs are Slack's hooks (or the Slack API's own host, for a local fake Slack in tests). */
function isSlackResponseUrl(app: FastifyInstance, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:' && parsed.hostname === 'hooks.slack.com') return true;
  const api = app.config.slack ? new URL(app.config.slack.apiBaseUrl) : null;
  return api !== null && parsed.origin === api.origin;
}

export default interactions;
