import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../errors/error-catalogue.js';
import { toPersonNotification, toPersonNotificationChoice } from '../../presenters/person-notification.js';
import { errorResponses, ref } from '../../schemas/common.js';
import {
  MarkedSeenSchema,
  MarkSeenSchema,
  personNotificationLimits,
  PersonNotificationChoiceInputSchema,
  PersonNotificationChoiceSchema,
  PersonNotificationPageSchema,
  PersonNotificationQuerySchema,
  UnseenCountSchema,
} from '../../schemas/person-notification.js';

const security = [{ bearerAuth: [] }];
const tags = ['notifications'];

/**
 * /api/v1/notifications: the signed-in person's own notifications (a lead given to them, a mention) and
 * their choice of how they hear of them besides the bell (issue 26). Every route answers the caller's
 * own rows only: there is no id of another person to ask for.
 */
const notifications: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const people = app.repositories.personNotifications;

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Your notifications, newest first',
        description:
          `Pages of \`limit\` (${personNotificationLimits.page} when left out): send \`next_before\` as ` +
          '`before` for older ones; a `before` that is not one of yours is a 422 naming it. Texts are plain: ' +
          'show them as text.',
        security,
        querystring: PersonNotificationQuerySchema,
        response: { 200: ref(PersonNotificationPageSchema), ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? personNotificationLimits.page;
      const before = request.query.before?.toLowerCase() ?? null;
      // One more than asked, to know whether there is a next page.
      const rows = await people.list(request.currentUser.id, { limit: limit + 1, before });
      if (rows === null) throw new DomainError('NOTIFICATION_CURSOR_UNKNOWN', { field: 'before' });
      const page = rows.slice(0, limit);
      return {
        items: page.map(toPersonNotification),
        next_before: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
  );

  app.get(
    '/unseen_count',
    {
      schema: {
        tags,
        summary: 'How many of your notifications you have not seen (the bell)',
        security,
        response: { 200: ref(UnseenCountSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({ unseen: await people.unseenCount(request.currentUser.id) }),
  );

  app.post(
    '/seen',
    {
      schema: {
        tags,
        summary: 'Mark your notifications seen: some (`notification_ids`) or all (`all: true`)',
        description:
          'Ids that are not yours are ignored. Answers how many were marked and how many stay unseen.',
        security,
        body: ref(MarkSeenSchema),
        response: { 200: ref(MarkedSeenSchema), ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const { notification_ids: ids, all } = request.body;
      const userId = request.currentUser.id;
      const marked = await people.markSeen(userId, all === true ? 'all' : ids.map((id) => id.toLowerCase()));
      return { marked, unseen: await people.unseenCount(userId) };
    },
  );

  app.get(
    '/preferences',
    {
      schema: {
        tags,
        summary: 'How you hear of assignments and mentions besides the bell',
        description:
          '`app` for each until you choose. `slack_fallback` says why the last Slack DM went by e-mail.',
        security,
        response: { 200: ref(PersonNotificationChoiceSchema), ...errorResponses(401) },
      },
    },
    async (request) => toPersonNotificationChoice(await people.choice(request.currentUser.id)),
  );

  app.put(
    '/preferences',
    {
      schema: {
        tags,
        summary: 'Choose how you hear of assignments and mentions besides the bell',
        description:
          "`slack` sends a direct message through the lead's project's Slack workspace, found by your " +
          'e-mail address; when that is not possible (no workspace, no such Slack user, a missing scope) ' +
          'it goes by e-mail and `slack_fallback` says why. The answer of GET is accepted unchanged ' +
          '(`slack_fallback` and `slack_fallback_at` are ignored); `badge` left out keeps the saved one.',
        security,
        body: ref(PersonNotificationChoiceInputSchema),
        response: { 200: ref(PersonNotificationChoiceSchema), ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const userId = request.currentUser.id;
      const { assigned, mentioned, badge } = request.body;
      const saved = badge ?? (await people.choice(userId)).badge;
      return toPersonNotificationChoice(
        await people.saveChoice(userId, { assigned, mentioned, badge: saved }),
      );
    },
  );
};

export default notifications;
