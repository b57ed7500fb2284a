import type PgBoss from 'pg-boss';

/** Every queue the app uses; created at start by API and worker alike (pg-boss 10 needs them to exist). */
export const jobQueues = [
  'mail.send',
  'auth.account-mail',
  'maintenance.purge-expired-tokens',
  'engine.reanalyze',
  'sources.poll',
  'engine.import',
  'alerts.dispatch',
  'alerts.sweep',
  'email.instant',
  'email.instant-sweep',
  'email.digest-tick',
  'webhook.deliver',
  'webhook.sweep',
  'slack.deliver',
  'slack.sweep',
  'alerts.unowned-sweep',
  'notifications.deliver',
  'crm.push',
  'crm.sweep',
] as const;

export type JobQueue = (typeof jobQueues)[number];

/** Queues that need more than pg-boss's defaults (set when the queue is created). */
export const queueOptions: Partial<Record<JobQueue, Omit<PgBoss.Queue, 'name'>>> = {
  // 'stately' with singletonKey = data source id: at most one poll of a source queued and one running,
  // whatever the number of workers, so a slow poll never overlaps the next one and a source is never
  // fetched twice at once (two polls would store the same cursor twice and race on health).
  'sources.poll': {
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  // An import of 10,000 rows with the LLM can take many minutes: expiring it early would only start a
  // second copy (harmless, batches are taken once, but wasted). A failed attempt resumes where it stopped,
  // so a retry is cheap: the first comes 5 s after a lost worker or a database blip (it was 30 s, which
  // a user watching the progress saw as a stall), and five attempts spaced 5-80 s outlast a restart.
  'engine.import': {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 3600,
  },
  // One dispatch queued per project (singletonKey = project id); a failed one is retried, and planning is
  // idempotent, so a retry never alerts twice.
  'alerts.dispatch': {
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 300,
  },
  // One drain queued per project (singletonKey = project id); each delivery's own retries are kept in
  // webhook_deliveries (24 h of backoff), so a failed drain job only needs a short retry.
  'webhook.deliver': {
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  // One drain queued per CRM connection (singletonKey = connection id), perhaps starting later when the
  // CRM asked to wait; each push's own retries live in crm_pushes, so a failed drain needs only a short retry.
  'crm.push': {
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 900,
  },
  // One instant-mail drain queued per project (singletonKey = project id) and started 20 s after the first
  // lead, so a burst becomes one mail per recipient; rows are marked sent with their mail, so a retry
  // never mails twice.
  'email.instant': {
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 300,
  },
  // A sweep claims each unowned lead once (unowned_lead_alerts), so a second sweep queued meanwhile is waste.
  'alerts.unowned-sweep': { policy: 'singleton', retryLimit: 2, expireInSeconds: 600 },
  // A tick is idempotent (each digest period is claimed once), so a second tick queued meanwhile is waste.
  'email.digest-tick': { policy: 'singleton', retryLimit: 2, expireInSeconds: 900 },
  // One Slack delivery queued per project (singletonKey = project id). Slack down (5xx, no answer) throws and
  // is retried with backoff; a 429 is not a failure (the job re-sends itself after Retry-After).
  'slack.deliver': {
    policy: 'stately',
    retryLimit: 6,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 300,
  },
  // One job per personal notification (issue 26). A retry after Slack was down may DM twice only if the
  // DM went out and its answer was lost: rare, and better than not telling the person at all.
  'notifications.deliver': { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
};
