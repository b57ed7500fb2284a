import type PgBoss from 'pg-boss';
import { configuredUnsubscribeTokens, type UnsubscribeTokens } from '../alerts/email/unsubscribe-token.js';
import type { WebhookDeliverJob } from '../alerts/webhooks/plan-webhook-events.js';
import type { Config } from '../config.js';
import { configuredSecretBox, type SecretBox } from '../crypto/secret-box.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import { startPollTicker, type PollTicker, type SourcePollJob } from '../engine/polling/poll-ticker.js';
import type { Embedder } from '../engine/embeddings/embedding-pool.js';
import type { PlatformEndpoints, RedditSettings } from '../engine/sources/connector.js';
import type { LlmClient } from '../llm/chat-completions.js';
import type { MailMessage, MailTransport } from '../mail/mail-message.js';
import {
  alertsDispatchHandler,
  alertsSweepHandler,
  alertsSweepSchedule,
  dispatchOnNewLeads,
  type AlertsDispatchJob,
} from './alerts-dispatch.js';
import { accountMailHandler, type AccountMailJob } from './account-mail.js';
import { engineImportHandler, type ImportJob } from './engine-import.js';
import { enqueueMailWith, registerEmailJobs } from './email-alerts.js';
import { slackClient, type SlackClient } from '../alerts/slack/slack-client.js';
import {
  slackDeliverHandler,
  slackSweepHandler,
  slackSweepSchedule,
  type SlackDeliverJob,
} from './slack-deliver.js';
import {
  sendWebhookDeliver,
  webhookDeliverHandler,
  webhookSweepHandler,
  webhookSweepSchedule,
} from './webhook-deliver.js';
import { crmPushHandler, crmSweepHandler, crmSweepSchedule } from './crm-push.js';
import { crmPushQueue, type CrmPushJob } from '../crm/push/plan-crm-pushes.js';
import { engineReanalyzeHandler } from './engine-reanalyze.js';
import { mailSendHandler } from './mail-send.js';
import {
  personUnsubscribeTokens,
  type PersonUnsubscribeTokens,
} from '../notifications/person-unsubscribe-token.js';
import {
  personNotificationQueue,
  type PersonNotificationJob,
} from '../notifications/person-notifications.js';
import { personNotificationDeliverHandler } from './person-notification-deliver.js';
import { purgeExpiredTokensHandler, purgeSchedule } from './purge-expired-tokens.js';
import { sourcesPollHandler } from './sources-poll.js';
import { unownedSweepHandler, unownedSweepQueue, unownedSweepSchedule } from './unowned-alerts.js';

/** What the lead engine's jobs need: the LLM, where the platforms are, and how often to poll. */
export interface EngineJobSettings {
  llm: LlmClient | null;
  platformEndpoints: PlatformEndpoints;
  /** TESTS ONLY: origins user-given URLs may reach on a loopback address (UNSAFE_WEBSITE_FETCH_ALLOW_ORIGINS). */
  allowOrigins: readonly string[];
  /** The Reddit API app and User-Agent (REDDIT_* variables). */
  reddit?: RedditSettings;
  pollTickSeconds: number;
  defaultPollIntervalSeconds: number;
  onError: (error: unknown) => void;
  /** The sentence encoder for scoring; the process's shared embedding threads when not given. */
  embedder?: Embedder;
}

/** What the alert channels (Slack, e-mail, webhooks) need besides the database. */
export interface AlertJobSettings {
  /** LISTENs for leads the pipeline commits, so their alerts start at once (see alerts-dispatch.ts). */
  listen: DatabaseHandle['listen'];
  /** The web app's public address, for links to leads in alerts. */
  appUrl: string;
  /** The API's public address (API_PUBLIC_URL), for the one-click unsubscribe link in lead mail. */
  apiUrl: string;
  /** Signs the unsubscribe links of lead mail. */
  unsubscribeTokens: UnsubscribeTokens;
  /** Signs the unsubscribe links of personal mail (assignments, mentions). */
  personUnsubscribeTokens: PersonUnsubscribeTokens;
  onError: (error: unknown) => void;
  /** Seals and opens third-party secrets (webhook signing secrets). */
  secretBox: SecretBox;
  /** TESTS ONLY: origins user-given URLs may reach on a loopback address (UNSAFE_WEBSITE_FETCH_ALLOW_ORIGINS). */
  allowOrigins: readonly string[];
  /** The Slack Web API client alerts are posted with; null without the SLACK_* variables. */
  slack: SlackClient | null;
  /** The CRMs' endpoints and OAuth apps, for pushes and their token refreshes. */
  crm: Config['crm'];
}

/** The alert settings every process that runs workers derives from its configuration the same way. */
export function alertJobSettings(
  config: Config,
  listen: DatabaseHandle['listen'],
  onError: (error: unknown) => void,
): AlertJobSettings {
  return {
    listen,
    appUrl: config.appUrl,
    apiUrl: config.apiPublicUrl,
    unsubscribeTokens: configuredUnsubscribeTokens(config),
    personUnsubscribeTokens: personUnsubscribeTokens(config),
    onError,
    // Only a process with the Slack app's credentials posts to Slack.
    slack: config.slack ? slackClient(config.slack) : null,
    secretBox: configuredSecretBox(config),
    allowOrigins: config.websiteFetchAllowOrigins,
    crm: config.crm,
  };
}

export interface JobDependencies {
  db: Database;
  mailTransport: MailTransport;
  /** Without it new leads wait in pending_lead_alerts for a process that has it. */
  alerts?: AlertJobSettings;
  /** Without it the engine's jobs are left to other processes (tests of the mail jobs). */
  engine?: EngineJobSettings;
}

export interface RegisteredJobs {
  /** The `sources.schedule` tick of this process, when it runs the engine. */
  pollTicker: PollTicker | null;
  /** Stops what registerJobs started besides pg-boss's own workers (call before stopping pg-boss). */
  stop(): Promise<void>;
}

/** Polls of different sources run side by side in one process (each mostly waits on the network). */
const pollWorkersPerProcess = 4;

/** Starts this process's workers. pg-boss fetches with SKIP LOCKED, so any number of processes can run them. */
export async function registerJobs(boss: PgBoss, deps: JobDependencies): Promise<RegisteredJobs> {
  await boss.work<MailMessage>(
    'mail.send',
    { pollingIntervalSeconds: 0.5 },
    mailSendHandler(deps.mailTransport),
  );
  await boss.work('maintenance.purge-expired-tokens', purgeExpiredTokensHandler(deps.db));
  // One schedule per queue name, whatever the number of workers: pg-boss keeps it in the database.
  await boss.schedule('maintenance.purge-expired-tokens', purgeSchedule, {}, { tz: 'UTC' });

  // Account mail links go to the same web app as alert links.
  if (deps.alerts)
    await boss.work<AccountMailJob>(
      'auth.account-mail',
      { pollingIntervalSeconds: 0.5 },
      accountMailHandler(deps.db, boss, deps.alerts.appUrl),
    );
  const stopListening = deps.alerts ? await registerAlertJobs(boss, deps.db, deps.alerts) : async () => {};

  const { engine } = deps;
  if (!engine) return { pollTicker: null, stop: stopListening };
  const pipeline = { db: deps.db, llm: engine.llm, embedder: engine.embedder };
  await boss.work<{ runId: string }>(
    'engine.reanalyze',
    { pollingIntervalSeconds: 1 },
    engineReanalyzeHandler(pipeline),
  );
  await boss.work<ImportJob>(
    'engine.import',
    { pollingIntervalSeconds: 0.5, includeMetadata: true },
    engineImportHandler(pipeline),
  );
  const poll = sourcesPollHandler({
    ...pipeline,
    endpoints: engine.platformEndpoints,
    allowOrigins: engine.allowOrigins,
    ...(engine.reddit ? { reddit: engine.reddit } : {}),
    defaultIntervalSeconds: engine.defaultPollIntervalSeconds,
  });
  // A new post should be a lead within seconds (ARCHITECTURE.md §8): fetch polls often.
  for (let i = 0; i < pollWorkersPerProcess; i += 1)
    await boss.work<SourcePollJob>('sources.poll', { pollingIntervalSeconds: 0.5 }, poll);
  const pollTicker = startPollTicker({
    db: deps.db,
    boss,
    tickSeconds: engine.pollTickSeconds,
    onError: engine.onError,
  });
  return {
    pollTicker,
    stop: async () => {
      await stopListening();
      await pollTicker.stop();
    },
  };
}

/** The alert channels' jobs; resolves to what stops listening for new leads. */
async function registerAlertJobs(
  boss: PgBoss,
  db: Database,
  alerts: AlertJobSettings,
): Promise<() => Promise<void>> {
  await boss.work<AlertsDispatchJob>(
    'alerts.dispatch',
    { pollingIntervalSeconds: 0.5 },
    alertsDispatchHandler(db, boss),
  );
  await boss.work('alerts.sweep', alertsSweepHandler(db, boss));
  await boss.schedule('alerts.sweep', alertsSweepSchedule, {}, { tz: 'UTC' });
  await registerEmailJobs(boss, db, {
    appUrl: alerts.appUrl,
    apiUrl: alerts.apiUrl,
    tokens: alerts.unsubscribeTokens,
  });
  if (alerts.slack) {
    const delivery = { db, client: alerts.slack, box: alerts.secretBox, appUrl: alerts.appUrl };
    await boss.work<SlackDeliverJob>(
      'slack.deliver',
      { pollingIntervalSeconds: 0.5 },
      slackDeliverHandler(delivery, boss),
    );
    await boss.work('slack.sweep', slackSweepHandler(delivery, boss));
    await boss.schedule('slack.sweep', slackSweepSchedule, {}, { tz: 'UTC' });
  }
  // Every process that works alerts tells people of assignments and mentions; a Slack choice needs the
  // Slack app here, else it goes by e-mail (deliver-person-notification.ts).
  await boss.work<PersonNotificationJob>(
    personNotificationQueue,
    { pollingIntervalSeconds: 0.5 },
    personNotificationDeliverHandler({
      db,
      boss,
      appUrl: alerts.appUrl,
      apiUrl: alerts.apiUrl,
      tokens: alerts.personUnsubscribeTokens,
      slack: alerts.slack,
      box: alerts.secretBox,
    }),
  );
  const unowned = {
    db,
    mail: { appUrl: alerts.appUrl, apiUrl: alerts.apiUrl, tokens: alerts.unsubscribeTokens },
    enqueueMail: enqueueMailWith(boss),
    slack: alerts.slack ? { client: alerts.slack, box: alerts.secretBox } : null,
  };
  await boss.work(unownedSweepQueue, unownedSweepHandler(unowned));
  await boss.schedule(unownedSweepQueue, unownedSweepSchedule, {}, { tz: 'UTC' });
  const webhooks = {
    db,
    secretBox: alerts.secretBox,
    appUrl: alerts.appUrl,
    allowOrigins: alerts.allowOrigins,
  };
  // Several at once: a drain mostly waits on other teams' servers (up to 10 s each).
  await boss.work<WebhookDeliverJob>(
    'webhook.deliver',
    { pollingIntervalSeconds: 0.5, batchSize: 4 },
    webhookDeliverHandler(webhooks),
  );
  await boss.work('webhook.sweep', webhookSweepHandler(webhooks, boss));
  await boss.schedule('webhook.sweep', webhookSweepSchedule, {}, { tz: 'UTC' });
  const crm = {
    db,
    box: alerts.secretBox,
    crm: alerts.crm,
    appUrl: alerts.appUrl,
    onWebhooksPlanned: async (projectId: string) => {
      await sendWebhookDeliver(boss, projectId);
    },
  };
  // Several connections at once: a drain mostly waits on the CRM (and on its rate limit).
  await boss.work<CrmPushJob>(
    crmPushQueue,
    { pollingIntervalSeconds: 0.5, batchSize: 4 },
    crmPushHandler(crm, boss),
  );
  await boss.work('crm.sweep', crmSweepHandler(crm, boss));
  await boss.schedule('crm.sweep', crmSweepSchedule, {}, { tz: 'UTC' });
  return dispatchOnNewLeads(alerts.listen, boss, alerts.onError);
}
