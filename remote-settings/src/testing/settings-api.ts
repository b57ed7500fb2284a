// The parts of the API contract the settings pages call (api/README.md, api/src/routes/project,
// notification-settings, data-sources/catalogue.ts), in memory, for one signed-in user (Ada).
// Only the rules the screens show are played: name and website checks, the catalogue's settings
// rules with masked secrets, e-mail checks, permissions by role, the last owner.
import type {
  DataSource,
  IntentSignal,
  NotificationSettings,
  Organization,
  Platform,
  Project,
} from '@signalboard/shared/api';
import { errorReply, startApiServer, withApiServer, type ApiServer } from '@signalboard/shared/testing';
import { apiKeyRoutes, emptyApiKeys, type ApiKeysState } from './api-key-routes';
import { assignmentRuleRoutes, testPeople, type AssignmentState } from './assignment-rule-routes';
import { crmRoutes, emptyCrmState, type CrmState } from './crm-routes';
import { dataSourceRoutes } from './data-source-routes';
import { importRunRoutes } from './import-run-routes';
import { leadQualityRoutes, testLeadQuality } from './lead-quality-routes';
import { webhookRoutes } from './webhook-routes';
import {
  emptyOutboundWebhooks,
  outboundWebhookRoutes,
  type OutboundWebhooksState,
} from './outbound-webhook-routes';
import { projectRoutes } from './project-routes';
import { disconnectedSlack, slackRoutes, testChannels, type SlackState } from './slack-routes';

export interface SettingsApi extends ApiServer {
  /** What the server holds; tests change it to set the scene. */
  state: {
    role: Organization['role'];
    organization: Organization | null;
    owners: number;
    projects: Project[];
    catalogue: Platform[];
    /** Stored sources, secrets in clear (the API masks them when it answers). */
    sources: Record<string, DataSource[]>;
    notifications: Record<string, NotificationSettings>;
    intentSignals: IntentSignal[];
    /** The Lead quality figures (the threshold comes from the project). */
    leadQuality: ReturnType<typeof testLeadQuality>;
    /** The project's Slack connection; null: the server has no Slack credentials. */
    slack: SlackState | null;
    /** The project's outbound webhook endpoints and their deliveries. */
    outboundWebhooks: OutboundWebhooksState;
    /** Saved assignment rules by project, and the people the rule may choose from. */
    assignment: AssignmentState;
    /** The project's CRMs, their settings and logs, its lead statuses and the organization's members. */
    crm: CrmState;
    /** The organization's API keys and the secrets handed out. */
    apiKeys: ApiKeysState;
  };
}

export const TEST_TOKEN = 'token-ada';
export const PROJECT_ID = 'p1';
export const LAST_OWNER_SENTENCE =
  'You are the last owner of this organization. Make someone else an owner before you leave.';

export function testProject(overrides: Partial<Project> = {}): Project {
  // Built as a variable, not a literal, so fields the API adds later do not break the fixture.
  const project = {
    id: PROJECT_ID,
    name: 'Acme CRM',
    business_description: 'We sell a CRM for small agencies.',
    website: 'https://acme.example',
    use_case: 'lead_generation' as const,
    wizard_step: null,
    organization_id: 'org-1',
    created_at: '2025-01-05T10:00:00.000Z',
    updated_at: '2025-02-01T09:30:00.000Z',
    unread_count: 0,
    enabled_platforms: [],
    lead_threshold: 50,
    excluded_authors: [],
    excluded_communities: [],
    viewer_role: 'owner' as const,
    ...overrides,
  };
  return project;
}

export const testSignal = (id: string, name: string, enabled = true): IntentSignal => {
  const signal = {
    id,
    name,
    description: '',
    keywords: [],
    negative_keywords: [],
    enabled,
    position: 0,
    created_at: '2025-01-05T10:00:00.000Z',
    updated_at: '2025-01-05T10:00:00.000Z',
  };
  return signal;
};

const field = (
  key: string,
  label: string,
  kind: Platform['settings'][number]['kind'],
  help: string,
  extra: Partial<Platform['settings'][number]> = {},
): Platform['settings'][number] => ({ key, label, kind, help, required: true, ...extra });

/** A slice of the API's catalogue (api/src/data-sources/catalogue.ts), one platform per kind of field. */
export const testCatalogue = (): Platform[] => [
  {
    id: 'hackernews',
    name: 'Hacker News',
    description: 'Stories and comments on news.ycombinator.com.',
    polled: true,
    settings: [field('keywords', 'Keywords', 'list', 'Words and phrases to look for.')],
  },
  {
    id: 'reddit',
    name: 'Reddit',
    description: 'Posts and comments in the subreddits you choose.',
    polled: true,
    settings: [
      field('subreddits', 'Subreddits', 'list', 'Names without the r/ prefix, e.g. startups.'),
      field('keywords', 'Keywords', 'list', 'Words and phrases to look for.'),
      field('client_secret', 'OAuth client secret', 'secret', 'Optional, with the client id.', {
        required: false,
      }),
    ],
  },
  {
    id: 'rss',
    name: 'RSS and Atom feeds',
    description: 'Any blog, forum or news site that publishes a feed.',
    polled: true,
    settings: [
      field('feed_urls', 'Feed URLs', 'list', 'One http(s) address per feed.', { item_kind: 'url' }),
    ],
  },
  {
    id: 'mastodon',
    name: 'Mastodon',
    description: 'Public posts with your hashtags on a Mastodon instance, or matching your keywords.',
    polled: true,
    settings: [
      field('instance', 'Instance', 'url', 'The server address, e.g. https://mastodon.social.'),
      field('hashtags', 'Hashtags', 'list', 'Without the #.', { required: false }),
      field('keywords', 'Keywords', 'list', 'Needs an access token.', { required: false }),
      field('access_token', 'Access token', 'secret', 'For keyword search.', { required: false }),
    ],
  },
  {
    id: 'bluesky',
    name: 'Bluesky',
    description: 'Posts on Bluesky matching your keywords.',
    polled: true,
    settings: [
      field('handle', 'Handle', 'text', 'The account used to search, e.g. name.bsky.social.'),
      field(
        'app_password',
        'App password',
        'secret',
        'Create one in Bluesky under Settings > App passwords.',
      ),
    ],
  },
  {
    id: 'csv_import',
    name: 'CSV import',
    description: 'Leads you upload as a CSV file.',
    polled: false,
    settings: [],
  },
];

export const defaultNotifications = (): NotificationSettings => ({
  email_enabled: true,
  email_frequency: 'daily',
  email_recipients: ['ada@example.com'],
  slack_enabled: false,
  min_score: 50,
  intent_signal_ids: [],
  timezone: 'UTC',
  saved: false,
});

export async function startSettingsApi(): Promise<SettingsApi> {
  const state: SettingsApi['state'] = {
    role: 'owner',
    organization: {
      id: 'org-1',
      name: 'Acme',
      website: null,
      created_at: '2025-01-01T00:00:00.000Z',
      role: 'owner',
    },
    owners: 2,
    projects: [testProject()],
    catalogue: testCatalogue(),
    sources: {},
    notifications: {},
    intentSignals: [],
    leadQuality: testLeadQuality(),
    slack: { connection: disconnectedSlack(), channels: testChannels(), tests: [] },
    outboundWebhooks: emptyOutboundWebhooks(),
    assignment: { rules: {}, people: testPeople() },
    crm: emptyCrmState(),
    apiKeys: emptyApiKeys(),
  };
  const signedIn = (authorization: string | undefined) => authorization === `Bearer ${TEST_TOKEN}`;
  const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');

  const server = await startApiServer({
    'GET /api/v1/organization': ({ authorization }) => {
      if (!signedIn(authorization)) return unauthorized;
      return state.organization
        ? { status: 200, body: { ...state.organization, role: state.role } }
        : errorReply(404, 'ORGANIZATION_NOT_FOUND', 'Organization not found');
    },
    'POST /api/v1/organization/leave': ({ authorization }) => {
      if (!signedIn(authorization)) return unauthorized;
      if (state.role === 'owner' && state.owners <= 1) {
        return errorReply(409, 'LAST_OWNER_CANNOT_LEAVE', LAST_OWNER_SENTENCE);
      }
      state.organization = null;
      return { status: 204 };
    },
    'GET /api/v1/data_source_subscriptions': ({ authorization }) =>
      signedIn(authorization) ? { status: 200, body: state.catalogue } : unauthorized,
    'GET /api/v1/leads/:projectId/intent_signals': ({ authorization }) =>
      signedIn(authorization) ? { status: 200, body: state.intentSignals } : unauthorized,
    ...projectRoutes(state, signedIn),
    ...dataSourceRoutes(state, signedIn),
    ...webhookRoutes(state, signedIn),
    ...importRunRoutes(signedIn),
    ...leadQualityRoutes(state, signedIn),
    ...slackRoutes(state, signedIn),
    ...outboundWebhookRoutes(state, signedIn),
    ...assignmentRuleRoutes(state, signedIn),
    ...crmRoutes(state, signedIn),
    ...apiKeyRoutes(state, signedIn),
  });

  return { ...server, state };
}

/** A fresh server per test, the runtime config pointed at it, and the user signed in. */
export function withSettingsApi(): () => SettingsApi {
  return withApiServer(startSettingsApi, { signInWith: TEST_TOKEN });
}
