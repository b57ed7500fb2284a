import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  defaultNotificationSettings,
  toNotificationSettings,
} from '../../presenters/notification-settings.js';
import { errorResponses, ref } from '../../schemas/common.js';
import {
  NotificationSettingsInputSchema,
  NotificationSettingsParamsSchema,
  NotificationSettingsSchema,
} from '../../schemas/notification-settings.js';
import { isTimeZone } from '../../alerts/email/digest-period.js';
import { DomainError } from '../../errors/error-catalogue.js';

const security = [{ bearerAuth: [] }];
const tags = ['notification settings'];

/** /api/v1/notification-settings/{projectId}: how a project alerts its members (members only). */
const notificationSettings: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/:projectId',
    {
      config: { apiKeyScope: 'settings:read' },
      schema: {
        tags,
        summary: "A project's notification settings (the defaults until saved)",
        security,
        params: NotificationSettingsParamsSchema,
        response: { 200: ref(NotificationSettingsSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      const saved = await app.repositories.notificationSettings.find(project.id);
      return saved ? toNotificationSettings(saved) : defaultNotificationSettings(request.currentUser.email);
    },
  );

  app.put(
    '/:projectId',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: "Save a project's notification settings (all fields)",
        security,
        params: NotificationSettingsParamsSchema,
        body: ref(NotificationSettingsInputSchema),
        response: { 200: ref(NotificationSettingsSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      const body = request.body;
      if (body.timezone !== undefined && !isTimeZone(body.timezone))
        throw new DomainError('NOTIFICATION_TIMEZONE_INVALID', { field: 'timezone' });
      const saved = await app.repositories.notificationSettings.save(project.id, {
        emailEnabled: body.email_enabled,
        emailFrequency: body.email_frequency,
        emailRecipients: [...new Set(body.email_recipients.map((email) => email.trim().toLowerCase()))],
        slackEnabled: body.slack_enabled,
        minScore: body.min_score,
        intentSignalIds: [...new Set(body.intent_signal_ids)],
        timezone: body.timezone,
      });
      return toNotificationSettings(saved);
    },
  );
};

export default notificationSettings;
