// Issue 27's budgets for CRM pushes, on the local fakes of HubSpot, Pipedrive and Attio (their wire
// format and their documented rate limits):
//
//   cd api && npm run bench:crm                          # PGlite in memory, every CRM
//   DATABASE_URL=postgres://... npm run bench:crm        # PostgreSQL
//   npm run bench:crm -- --rounds=20 --bulk=1000 --crm=hubspot
//
// 1. Good lead -> record and note in the CRM: a member marks a lead Good lead (the push rule is on);
//    the clock runs from the request until the CRM holds the note that names the lead. Budget: p95 <= 5 s.
// 2. A bulk push of `--bulk` leads (each by another author, the worst case: every one needs a new person)
//    with the fake enforcing the CRM's documented limit: how long until all are in, as leads per minute
//    and requests per minute against that limit, and the duplicates (must be 0).
import { performance } from 'node:perf_hooks';
import { crmProviderIds, type CrmProviderId } from '../src/crm/crm-types.js';
import { startFakeCrm, type FakeCrm } from '../test/support/fake-crm/index.js';
import { seedLeads } from '../test/support/leads.js';
import { benchApp, ownDatabase, quantile, signedUpOwner } from './bench-support.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const rounds = Number(option('rounds', '20'));
const bulk = Number(option('bulk', '300'));
const only = option('crm', 'all');
// --show: print what the first Good lead became in each CRM (the person and the note, as the CRM holds them).
const show = args.includes('--show');
const crms = crmProviderIds.filter((id) => only === 'all' || id === only);
const budgetMs = 5000;
const log = (line: string) => process.stdout.write(`${line}\n`);

const own = process.env.DATABASE_URL
  ? await ownDatabase(process.env.DATABASE_URL, 'signalboard_bench_crm')
  : null;
const fakes = {} as Record<CrmProviderId, FakeCrm>;
for (const id of crms) fakes[id] = await startFakeCrm(id);
const env = Object.assign({}, ...crms.map((id) => fakes[id].env)) as Record<string, string>;
const { app } = await benchApp(
  { NODE_ENV: 'test', DATABASE_URL: own?.url, RATE_LIMIT_MAX: '1000000', ...env },
  { runWorkers: true },
);

const hasNote = (fake: FakeCrm, marker: string) => fake.notes().some((note) => note.text.includes(marker));
async function until(probe: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return probe();
}

log(
  `bench:crm on ${own ? 'PostgreSQL' : 'PGlite'}: ${rounds} Good-lead rounds and a bulk push of ${bulk} leads per CRM`,
);
log(
  '| CRM | good lead -> note p50 | p95 | max | budget | bulk: leads | time | leads/min | requests/min (limit) | duplicates |',
);
log('|---|---|---|---|---|---|---|---|---|---|');
let failed = false;
for (const id of crms) {
  const fake = fakes[id];
  fake.setRateLimit(null);
  const owner = await signedUpOwner(app, `CRM bench ${id}`);
  await owner.call('PUT', `/api/v1/project/${owner.projectId}/crm/${id}/token`, { token: fake.privateToken });
  const settings = await owner.call<{ mapping: object; rule: object }>(
    'GET',
    `/api/v1/project/${owner.projectId}/crm/${id}/settings`,
  );
  await owner.call('PUT', `/api/v1/project/${owner.projectId}/crm/${id}/settings`, {
    ...settings,
    rule: { ...settings.rule, enabled: true, on_good: true },
  });

  // 1. Good lead -> note.
  const goodIds = await seedLeads(
    app.db,
    owner.projectId,
    Array.from({ length: rounds }, (_, index) => ({
      platform: 'reddit',
      author: `good_${index}`,
      title: `Good ${index}`,
    })),
  );
  const times: number[] = [];
  for (const leadId of goodIds) {
    const marker = `/projects/${owner.projectId}/leads/${leadId}`;
    const started = performance.now();
    await owner.call('POST', `/api/v1/leads/${owner.projectId}/lead/${leadId}/verdict`, { verdict: 'good' });
    if (!(await until(() => hasNote(fake, marker), 30_000)))
      throw new Error(`${id}: lead ${leadId} never arrived`);
    times.push(performance.now() - started);
  }
  const p95 = quantile(times, 0.95);
  if (show) {
    const [person] = fake.people();
    const note = fake.notes().find((entry) => entry.text.includes(`/leads/${goodIds[0]}`));
    log(`\n${id}: the person\n${JSON.stringify(person, null, 2)}\n${id}: the note\n${note?.text}\n`);
  }
  failed ||= p95 > budgetMs;

  // 2. Bulk push under the documented limit.
  fake.setRateLimit(fake.documentedRateLimit);
  const bulkIds = await seedLeads(
    app.db,
    owner.projectId,
    Array.from({ length: bulk }, (_, index) => ({
      platform: 'hackernews',
      author: `bulk_${id}_${index}`,
      title: `Bulk ${index}`,
    })),
  );
  const notesBefore = fake.notes().length;
  const requestsBefore = fake.requestCount();
  const started = performance.now();
  for (let start = 0; start < bulkIds.length; start += 500)
    await owner.call('POST', `/api/v1/leads/${owner.projectId}/push_to_crm`, {
      provider: id,
      lead_ids: bulkIds.slice(start, start + 500),
    });
  const markers = bulkIds.map((leadId) => `/projects/${owner.projectId}/leads/${leadId}`);
  await until(() => fake.notes().length - notesBefore >= bulk, 60 * 60 * 1000);
  const seconds = (performance.now() - started) / 1000;
  const texts = fake.notes().map((note) => note.text);
  const duplicates = markers.reduce(
    (sum, marker) => sum + Math.max(0, texts.filter((text) => text.includes(marker)).length - 1),
    0,
  );
  failed ||= duplicates > 0;
  const limitPerMinute = (fake.documentedRateLimit.max * 60_000) / fake.documentedRateLimit.windowMs;
  const requests = fake.requestCount() - requestsBefore;
  log(
    `| ${id} | ${Math.round(quantile(times, 0.5))} ms | ${Math.round(p95)} ms | ${Math.round(Math.max(...times))} ms | ${p95 <= budgetMs ? 'within 5 s' : 'OVER 5 s'} ` +
      `| ${bulk} | ${seconds.toFixed(1)} s | ${Math.round((bulk * 60) / seconds)} | ${Math.round((requests * 60) / seconds)} (${limitPerMinute}) | ${duplicates} |`,
  );
  fake.setRateLimit(null);
}

await app.close();
for (const id of crms) await fakes[id].close();
await own?.drop();
if (failed) process.exitCode = 1;
