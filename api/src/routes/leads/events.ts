import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { visibleNewLeads } from '../../leads/visible-new-leads.js';
import type { NewLeadsEvent } from '../../schemas/lead-events.js';
import { errorResponses } from '../../schemas/common.js';
import { LeadsProjectParamsSchema } from '../../schemas/intent-signal.js';

/** A comment line this often keeps proxies and the browser from timing the idle stream out. */
export const heartbeatMs = 20_000;
/** A stream ends after this long; the client reconnects, which checks its token and access again. */
export const maxStreamMs = 10 * 60_000;
/** What EventSource-style clients wait before reconnecting (`retry:`); ours back off from there. */
const retryMs = 2_000;

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** GET /api/v1/leads/{projectId}/events: new leads of the project, and the team's changes, as server-sent events. */
const events: FastifyPluginAsyncTypebox = async (app) => {
  // The fan-out hands every stream of the project the same event object: it is checked against the
  // database and written once for all of them (a team's fifty open lists asked fifty times per event).
  const checked = new WeakMap<NewLeadsEvent, Promise<string | null>>();
  const checkedFrame = (projectId: string, event: NewLeadsEvent) => {
    let written = checked.get(event);
    if (!written) {
      written = visibleNewLeads(app.db, projectId, event).then((visible) =>
        visible ? frame('new_leads', visible) : null,
      );
      checked.set(event, written);
    }
    return written;
  };

  app.get(
    '/:projectId/events',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags: ['leads'],
        summary:
          'New leads of the project as they are stored, and changes of owners and notes (server-sent events; members and guests)',
        description:
          'A `text/event-stream`. First `event: ready` (listening has started: anything stored from now on ' +
          'is sent), then one `event: new_leads` per batch the pipeline stores, whose `data` is a ' +
          '`NewLeadsEvent` (JSON) naming only leads the list shows (none marked not a lead), one ' +
          '`event: lead_changed` per change of owners or notes by anyone (`data` a `LeadChangedEvent`: ' +
          "`lead_ids`, `count`, `fields` such as `['assignee']` or `['notes']`, `actor_user_id`: refetch what " +
          'shows them; a client may skip its own changes), and a `: heartbeat` comment every 20 s. Nothing is replayed: after a ' +
          'reconnect, refetch the list and the unread count. The stream ends after 10 minutes and when the ' +
          'server shuts down; reconnect with backoff. Send the bearer token in the Authorization header ' +
          '(read the stream with fetch; EventSource cannot send it).',
        security: [{ bearerAuth: [] }],
        params: LeadsProjectParamsSchema,
        response: {
          200: {
            description: 'The event stream',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          ...errorResponses(401, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      const stream = new PassThrough();
      let ended = false;
      let unsubscribe = () => {};
      // Events are checked against the database one after another, so they are written in order.
      let delivering = Promise.resolve();
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        stream.end();
      };
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), heartbeatMs);
      const lifetime = setTimeout(end, maxStreamMs);
      reply.raw.on('close', end);

      try {
        unsubscribe = await app.leadEvents.subscribe(project.id, {
          onNewLeads: (event) => {
            delivering = delivering
              .then(() => checkedFrame(project.id, event))
              .then((written) => {
                if (written && !ended) stream.write(written);
              })
              .catch((error: unknown) => request.log.warn({ err: error }, 'new_leads event not checked'));
          },
          // Ids and field names only, nothing a member of the project may not see: written as it came,
          // after any new_leads event still being checked.
          onLeadChanged: (event) => {
            delivering = delivering.then(() => {
              if (!ended) stream.write(frame('lead_changed', event));
            });
          },
          onClose: end,
        });
      } catch (error) {
        end();
        throw error;
      }
      if (ended) unsubscribe();
      stream.write(`retry: ${retryMs}\n${frame('ready', { project_id: project.id })}`);
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          // Tells nginx-style proxies not to buffer the stream.
          .header('x-accel-buffering', 'no')
          // A stream of the schema's string: the type provider only knows whole bodies.
          .send(stream as unknown as string)
      );
    },
  );
};

export default events;
