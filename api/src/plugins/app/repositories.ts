import fp from 'fastify-plugin';
import { apiKeysRepository } from '../../repositories/api-keys-repository.js';
import { analysisRunsRepository } from '../../repositories/analysis-runs-repository.js';
import { assignmentRuleRepository } from '../../repositories/assignment-rule-repository.js';
import { authThrottlesRepository } from '../../repositories/auth-throttles-repository.js';
import { authTokensRepository } from '../../repositories/auth-tokens-repository.js';
import { dataSourcesRepository } from '../../repositories/data-sources-repository.js';
import { crmRepository } from '../../repositories/crm-repository.js';
import { feedbackRepository } from '../../repositories/feedback-repository.js';
import { intentSignalsRepository } from '../../repositories/intent-signals-repository.js';
import { invitesRepository } from '../../repositories/invites-repository.js';
import { leadAssignmentRepository } from '../../repositories/lead-assignment-repository.js';
import { leadHistoryRepository } from '../../repositories/lead-history-repository.js';
import { leadNotesRepository } from '../../repositories/lead-notes-repository.js';
import { leadStatusConfigsRepository } from '../../repositories/lead-status-configs-repository.js';
import { leadsRepository } from '../../repositories/leads-repository.js';
import { membersRepository } from '../../repositories/members-repository.js';
import { notificationSettingsRepository } from '../../repositories/notification-settings-repository.js';
import { oauthRepository } from '../../repositories/oauth-repository.js';
import { organizationsRepository } from '../../repositories/organizations-repository.js';
import { outboundWebhooksRepository } from '../../repositories/outbound-webhooks-repository.js';
import { outboxRepository } from '../../repositories/outbox-repository.js';
import { personNotificationsRepository } from '../../repositories/person-notifications-repository.js';
import { projectGuestsRepository } from '../../repositories/project-guests-repository.js';
import { projectPeopleRepository } from '../../repositories/project-people-repository.js';
import { projectsRepository } from '../../repositories/projects-repository.js';
import { replySpeedRepository } from '../../repositories/reply-speed-repository.js';
import { slackRepository } from '../../repositories/slack-repository.js';
import { smartColumnsRepository } from '../../repositories/smart-columns-repository.js';
import { usersRepository } from '../../repositories/users-repository.js';
import { webhookRepository } from '../../repositories/webhook-repository.js';
import type { Database } from '../../db/database.js';

export function createRepositories(db: Database) {
  return {
    users: usersRepository(db),
    authTokens: authTokensRepository(db),
    authThrottles: authThrottlesRepository(db),
    oauth: oauthRepository(db),
    organizations: organizationsRepository(db),
    members: membersRepository(db),
    invites: invitesRepository(db),
    projects: projectsRepository(db),
    projectGuests: projectGuestsRepository(db),
    dataSources: dataSourcesRepository(db),
    notificationSettings: notificationSettingsRepository(db),
    feedback: feedbackRepository(db),
    intentSignals: intentSignalsRepository(db),
    leads: leadsRepository(db),
    leadAssignment: leadAssignmentRepository(db),
    assignmentRule: assignmentRuleRepository(db),
    leadNotes: leadNotesRepository(db),
    leadHistory: leadHistoryRepository(db),
    replySpeed: replySpeedRepository(db),
    projectPeople: projectPeopleRepository(db),
    smartColumns: smartColumnsRepository(db),
    leadStatusConfigs: leadStatusConfigsRepository(db),
    analysisRuns: analysisRunsRepository(db),
    outbox: outboxRepository(db),
    webhook: webhookRepository(db),
    outboundWebhooks: outboundWebhooksRepository(db),
    slack: slackRepository(db),
    crm: crmRepository(db),
    personNotifications: personNotificationsRepository(db),
    apiKeys: apiKeysRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export default fp(
  async function repositoriesPlugin(app) {
    app.decorate('repositories', createRepositories(app.db));
  },
  { name: 'repositories', dependencies: ['db'] },
);
