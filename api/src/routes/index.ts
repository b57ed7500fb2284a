import type { FastifyPluginAsync } from 'fastify';
import auth from './auth/index.js';
import { crmCallbackRoutes, crmProjectRoutes } from './crm/index.js';
import dataSourceSubscriptions from './data-source-subscriptions/index.js';
import devOutbox from './dev-outbox/index.js';
import emailUnsubscribe from './email-unsubscribe/index.js';
import feedback from './feedback/index.js';
import health from './health/index.js';
import inbound from './inbound/index.js';
import leadStatusConfigs from './lead-status-configs/index.js';
import leads from './leads/index.js';
import mcp from './mcp/index.js';
import notificationSettings from './notification-settings/index.js';
import notifications from './notifications/index.js';
import personUnsubscribe from './notifications/unsubscribe.js';
import organization from './organization/index.js';
import project from './project/index.js';
import slack from './slack/index.js';
import usersInfo from './users-info/index.js';

/** Every resource at the path of the product spec (section 7). */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(health, { prefix: '/health' });
  await app.register(auth, { prefix: '/auth' });
  await app.register(usersInfo, { prefix: '/users_info' });
  await app.register(organization, { prefix: '/api/v1/organization' });
  await app.register(project, { prefix: '/api/v1/project' });
  await app.register(crmProjectRoutes, { prefix: '/api/v1/project' });
  await app.register(leads, { prefix: '/api/v1/leads' });
  await app.register(leadStatusConfigs, { prefix: '/api/v1/lead-status-configs' });
  await app.register(dataSourceSubscriptions, { prefix: '/api/v1/data_source_subscriptions' });
  await app.register(emailUnsubscribe, { prefix: '/api/v1/notification-settings/unsubscribe' });
  await app.register(notificationSettings, { prefix: '/api/v1/notification-settings' });
  await app.register(personUnsubscribe, { prefix: '/api/v1/notifications/unsubscribe' });
  await app.register(notifications, { prefix: '/api/v1/notifications' });
  await app.register(feedback, { prefix: '/api/v1/feedback' });
  await app.register(inbound, { prefix: '/api/v1/inbound' });
  await app.register(slack, { prefix: '/slack' });
  await app.register(crmCallbackRoutes, { prefix: '/crm' });
  await app.register(mcp, { prefix: '/mcp' });
  if (app.mailTransport.kind === 'outbox') await app.register(devOutbox, { prefix: '/dev' });
};

export default routes;
