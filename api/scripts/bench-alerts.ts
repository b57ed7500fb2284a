// How long a post seen by a source takes to reach people: a Slack message and an instant e-mail
// (budget 10 s, aim 2 s; ARCHITECTURE.md §8).
//
//   cd api && npm run bench:alerts                    # PGlite in memory
//   DATABASE_URL=postgres://... npm run bench:alerts  # PostgreSQL
//   ROUNDS=20 npm run bench:alerts                    # fewer posts (default 50)
//
// Starts the app with its workers in-process (polling tick 1 s, poll interval 2 s, as bench:latency), a
// local server speaking Algolia's Hacker News search API, a local Slack speaking the Web API's wire format
// and a real SMTP server. A project watches Hacker News; Slack is connected through the real OAuth flow
// against the local Slack, a channel picked, Slack alerts and instant e-mail turned on. Each round publishes
// one new story and measures until the local Slack has a message naming it and until the SMTP server has
// received a mail naming it. The clock starts when the story is published (so the figures include the
// wait for the next poll, as a real post's would).
import { startFakeSlack } from '../test/support/fake-slack.js';
import { startSmtpCatcher } from '../test/support/smtp-catcher.js';
import {
  benchApp,
  quantile,
  signedUpOwner,
  startHackerNewsFeed,
  watchHackerNewsForCrmQuestions,
} from './bench-support.js';

const rounds = Number(process.env.ROUNDS ?? 50);
const budgetMs = 10_000;
const aimMs = 2_000;

const feed = await startHackerNewsFeed();

const smtp = await startSmtpCatcher();
const slack = await startFakeSlack();

const { app, config } = await benchApp(
  {
    ...process.env,
    NODE_ENV: 'test',
    POLL_TICK_SECONDS: '1',
    DEFAULT_POLL_INTERVAL_SECONDS: '2',
    ...feed.env,
    SMTP_URL: smtp.url,
    ...slack.env,
  },
  { runWorkers: true },
);

const { email, projectId, call } = await signedUpOwner(app, 'Alerts');
const signal = await watchHackerNewsForCrmQuestions(app, { projectId, call });

// Slack through the real OAuth flow: our authorize URL -> the local Slack's consent page -> our callback.
const { authorization_url } = await call<{ authorization_url: string }>(
  'POST',
  `/slack/${projectId}/connect`,
  {},
);
const consent = await fetch(authorization_url, { redirect: 'manual' });
const back = new URL(consent.headers.get('location') ?? '');
const callback = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
if (!String(callback.headers.location).includes('status=success'))
  throw new Error(`Slack OAuth did not succeed: ${callback.headers.location}`);
const channel = [...slack.channels.values()].find((c) => !c.is_private)!;
await call(
  'POST',
  `/slack/${projectId}/update-channel?channel_id=${channel.id}&channel_name=${channel.name}`,
  {},
);
await call('PUT', `/api/v1/notification-settings/${projectId}`, {
  email_enabled: true,
  email_frequency: 'instant',
  email_recipients: [email],
  slack_enabled: true,
  min_score: 0,
  intent_signal_ids: [signal.id],
});

// Let the first poll (an empty feed) pass, so every round measures steady state.
await new Promise((resolve) => setTimeout(resolve, 3000));

const marker = (round: number) => `bench-round-${round}-`;
const slackTimes: number[] = [];
const mailTimes: number[] = [];
// The moment a round's story is first found, looking every 20 ms.
const slackAt = (round: number) =>
  slack.posted.some((m) => JSON.stringify(m).includes(marker(round))) ? performance.now() : undefined;
const mailedAt = (round: number) =>
  smtp.mails.some((mail) => mail.body.includes(marker(round))) ? performance.now() : undefined;

// Round 0 warms up (the sentence encoder loads with the first post scored) and is not counted.
for (let round = 0; round <= rounds; round += 1) {
  feed.publishCrmQuestion(`${9_100_000 + round}`, round, marker(round));
  const started = performance.now();
  let inSlack: number | undefined;
  let inMail: number | undefined;
  while (inSlack === undefined || inMail === undefined) {
    if (performance.now() - started > 60_000)
      throw new Error(`round ${round}: ${inSlack === undefined ? 'no Slack message' : 'no mail'} after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    inSlack ??= slackAt(round);
    inMail ??= mailedAt(round);
  }
  if (round > 0) {
    slackTimes.push(inSlack - started);
    mailTimes.push(inMail - started);
  }
  process.stdout.write(
    `round ${round}: Slack ${Math.round(inSlack - started)} ms, e-mail ${Math.round(inMail - started)} ms\n`,
  );
  // Publish at a different moment of the polling cycle each round.
  await new Promise((resolve) => setTimeout(resolve, 200 + ((round * 7) % 10) * 210));
}

const database = config.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
for (const [what, times] of [
  ['Slack message', slackTimes],
  ['e-mail', mailTimes],
] as const) {
  const p95 = quantile(times, 0.95);
  process.stdout.write(
    `post -> ${what} on ${database} (${times.length} posts): p50 ${quantile(times, 0.5)} ms, p95 ${p95} ms, ` +
      `max ${Math.round(Math.max(...times))} ms (budget ${budgetMs} ms: ${p95 <= budgetMs ? 'met' : 'MISSED'}; ` +
      `aim ${aimMs} ms: ${p95 <= aimMs ? 'met' : 'not met'} at p95)\n`,
  );
}
const duplicates = slack.posted.length - new Set(slack.posted.map((m) => m.ts)).size;
process.stdout.write(
  `Slack messages posted: ${slack.posted.length} (duplicates by ts: ${duplicates}); mails: ${smtp.mails.length}\n`,
);
await app.close();
await slack.close();
await smtp.close();
await feed.close();
