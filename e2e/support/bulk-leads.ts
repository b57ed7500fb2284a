// A project with many leads, made through the API the way a user would: an account, an organization,
// a project with intent signals and smart columns, then posts imported as leads (JSON, as_leads) and
// the import runs followed to the end. The posts are varied but seeded, so every run gets the same list.
import { accountWithProject, api } from './api-account';

export interface BulkProject {
  email: string;
  password: string;
  token: string;
  projectId: string;
  /** Leads the import runs created (their new_leads), and how long importing took. */
  imported: number;
  importMs: number;
}

/** The API takes at most 10,000 rows and 5 MiB per import: smaller files stay well under both. */
const ROWS_PER_IMPORT = 2_500;

const signals = [
  { name: 'Looking for an alternative', keywords: ['alternative to', 'switch from', 'replacement for'] },
  { name: 'Asking for a recommendation', keywords: ['recommend', 'any suggestions', 'what do you use'] },
  { name: 'Pricing pain', keywords: ['too expensive', 'pricing', 'per seat'] },
  { name: 'Needs an integration', keywords: ['integrate with', 'webhook', 'zapier'] },
];

const smartColumns = [
  {
    name: 'Competitor',
    question: 'Which competitor does the post name?',
    kind: 'text',
    rules: { match: 'any', entities: ['competitor'], extract: 'competitor' },
  },
  {
    name: 'Has budget',
    question: 'Does the post mention a price or budget?',
    kind: 'boolean',
    rules: { match: 'any', entities: ['price'] },
  },
];

const communities = [
  'r/sales',
  'r/SaaS',
  'r/startups',
  'r/smallbusiness',
  'r/marketing',
  'Ask HN',
  'Indie Hackers',
  'r/Entrepreneur',
];
const tools = ['HubSpot', 'Salesforce', 'Pipedrive', 'Zoho CRM', 'Close', 'Attio', 'Copper'];
const openers = [
  'Looking for an alternative to {tool} for our team',
  'Can anyone recommend a CRM that does not cost a fortune?',
  'Switch from {tool}? What do you use for outbound?',
  '{tool} pricing is getting too expensive for a team of five',
  'Need something that can integrate with our webhook setup',
  'Any suggestions for tracking leads from forums?',
  'Replacement for {tool} that plays well with Zapier',
  'How do you find people asking for your product online?',
];
const sentences = [
  'We are a small agency and the per seat pricing adds up fast.',
  'Our budget is around $50 per month for the whole team.',
  'I have tried {tool} for a year and the reporting never fit how we sell.',
  'Ideally it would integrate with Slack and our help desk.',
  'Most of our customers find us through Reddit threads and Hacker News comments.',
  'The onboarding took weeks and nobody on the team logs in anymore.',
  'What do you use to keep track of conversations before they turn into deals?',
  'Happy to pay for something that saves us a few hours a week.',
  'We need a webhook whenever a new lead shows up so sales can jump on it.',
  'Bonus points if it has a decent API and does not need a consultant to set up.',
  'Would love any suggestions from people who made the switch recently.',
  'Right now it is a spreadsheet and a lot of copy and paste.',
];
const handles = ['founder', 'sales', 'ops', 'growth', 'dev', 'marketer', 'pm', 'cto'];

/** A small seeded generator (mulberry32): the same posts on every run. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

function posts(count: number) {
  const random = seeded(5);
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const tool = random.pick(tools);
    const fill = (text: string) => text.replaceAll('{tool}', tool);
    const body = Array.from({ length: 2 + Math.floor(random.next() * 4) }, () =>
      fill(random.pick(sentences)),
    ).join(' ');
    return {
      external_id: `bench-${i}`,
      title: `${fill(random.pick(openers))} (#${i + 1})`,
      body,
      url: `https://forum.example.com/t/${i + 1}`,
      author: `${random.pick(handles)}_${Math.floor(random.next() * 5_000)}`,
      community: random.pick(communities),
      // Spread over the last 60 days, so the list shows a range of ages.
      published_at: new Date(now - Math.floor(random.next() * 60 * 86_400_000)).toISOString(),
    };
  });
}

interface AnalysisRun {
  status: 'queued' | 'running' | 'done' | 'failed';
  new_leads: number;
  last_error: string | null;
}

async function finishedRun(token: string, projectId: string, runId: string): Promise<AnalysisRun> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const run = await api<AnalysisRun>(`/api/v1/leads/${projectId}/analysis_runs/${runId}`, { token });
    if (run.status === 'failed') throw new Error(`import run ${runId} failed: ${run.last_error}`);
    if (run.status === 'done') return run;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`import run ${runId} did not finish within 240 s`);
}

/** A signed-up user's project holding `count` imported leads with signals and smart column values. */
export async function projectWithLeads(count: number): Promise<BulkProject> {
  const { email, password, token, projectId } = await accountWithProject('bench-leads', 'Ten thousand leads');
  await api(`/api/v1/leads/${projectId}/intent_signals`, {
    method: 'PUT',
    token,
    body: {
      intent_signals: signals.map((s) => ({ ...s, negative_keywords: ['hiring'] })),
      reanalyze_leads: false,
    },
  });
  for (const column of smartColumns)
    await api(`/api/v1/leads/${projectId}/smart_columns`, { token, body: column });

  const started = Date.now();
  const rows = posts(count);
  const runIds: string[] = [];
  // Every file is accepted before any is followed, so the worker never waits for the next one.
  for (let from = 0; from < rows.length; from += ROWS_PER_IMPORT) {
    const content = JSON.stringify(rows.slice(from, from + ROWS_PER_IMPORT));
    const accepted = await api<{ analysis_run_id: string; rejected: number }>(
      `/api/v1/leads/${projectId}/import`,
      { token, body: { format: 'json', content, as_leads: true } },
    );
    if (accepted.rejected > 0) throw new Error(`the import left out ${accepted.rejected} rows`);
    runIds.push(accepted.analysis_run_id);
  }
  let imported = 0;
  for (const runId of runIds) imported += (await finishedRun(token, projectId, runId)).new_leads;
  return { email, password, token, projectId, imported, importMs: Date.now() - started };
}

/**
 * What the lead list says about its size. Its total stops at 1,000 (then total_capped), so the count is
 * proven by position: a lead at position count - 1 (0-based) and none at position count.
 */
export async function listedCount(token: string, projectId: string, count: number) {
  const at = (skip: number) =>
    api<{ items: unknown[]; total: number; total_capped: boolean }>(
      `/api/v1/leads/${projectId}?limit=1&skip=${skip}`,
      { token },
    );
  const first = await at(0);
  const [last, beyond] = await Promise.all([at(count - 1), at(count)]);
  return {
    total: first.total,
    totalCapped: first.total_capped,
    hasLast: last.items.length === 1,
    hasBeyond: beyond.items.length > 0,
  };
}
