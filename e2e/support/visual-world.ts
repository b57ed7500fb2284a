// The one world the visual suite photographs, made through the API with fixed names and fixed dates:
// Ada Lovelace owns Northwind Analytics with four projects (leads with smart columns, leads without,
// none at all, and one left at the wizard's last step), and Grace Hopper has signed up but has no
// organization yet. The team page has a pending invitation, a guest (Mary Somerville) and a pending
// guest invitation. Every lead is published a fixed time before `now`, the instant the browser's
// clock is frozen at, so "6 h ago" reads the same on every run. That instant is the time of seeding,
// not a fixed date: the API counts "the last 30 days" (the overview) with its own clock, which the
// suite cannot stop, so the leads must be recent for it too. What shows the absolute date or the
// day is masked by the spec.
//
// Seeding is idempotent (sign in when the account exists, reuse projects by name): Playwright starts a
// new worker after a failed test and runs beforeAll again, in the same database.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiOrigin } from './fixtures';
import { api } from './api-account';

const PASSWORD = 'visual suite password';
export const OWNER = { email: 'ada.lovelace@example.com', first: 'Ada', last: 'Lovelace' };
export const NEWCOMER = { email: 'grace.hopper@example.com', first: 'Grace', last: 'Hopper' };
/** A guest of the CRM project, and the addresses of the team page's pending invitations. */
export const GUEST = { email: 'mary.somerville@example.com', first: 'Mary', last: 'Somerville' };
export const INVITED_MEMBER = 'charles.babbage@example.com';
export const INVITED_GUEST = 'alan.turing@partner-agency.example';
export const ORGANIZATION = 'Northwind Analytics';
export const PROJECTS = {
  smart: 'Northwind CRM leads',
  plain: 'Support desk leads',
  empty: 'Quiet launch',
  wizard: 'Half-built project',
} as const;

const DESCRIPTION =
  'Northwind Analytics makes a lightweight CRM for small sales teams: pipelines, e-mail tracking and ' +
  'reports without a consultant. We look for teams outgrowing spreadsheets or leaving HubSpot and Salesforce.';

const signals = [
  {
    name: 'Looking for an alternative',
    keywords: ['alternative to', 'switch from', 'replacement for'],
    negative_keywords: ['hiring'],
  },
  {
    name: 'Asking for a recommendation',
    keywords: ['recommend', 'any suggestions', 'what do you use'],
    negative_keywords: [],
  },
  { name: 'Pricing pain', keywords: ['too expensive', 'pricing', 'per seat'], negative_keywords: [] },
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

const HOUR = 3_600_000;
/** The posts both lead projects import, each `hours` before the seeding's instant. */
const posts: { hours: number; title: string; body: string; author: string; community: string }[] = [
  {
    hours: 0.1,
    title: 'Looking for an alternative to HubSpot for a team of four',
    body: 'The per seat pricing is too expensive for us now. Our budget is around $60 per month.',
    author: 'founder_ella',
    community: 'r/sales',
  },
  {
    hours: 2,
    title: 'Can anyone recommend a CRM that does not need a consultant?',
    body: 'We tried Salesforce for a year and nobody logs in anymore. Any suggestions welcome.',
    author: 'ops_marcus',
    community: 'r/smallbusiness',
  },
  {
    hours: 6,
    title: 'Switch from Pipedrive? What do you use for outbound in 2026',
    body: 'Pipedrive pricing went up again. What do you use to track conversations before they become deals?',
    author: 'growth_priya',
    community: 'Ask HN',
  },
  {
    hours: 20,
    title:
      'Replacement for our spreadsheet pipeline: we are a twelve-person agency with clients in three time zones and the sheet breaks every week',
    body: 'Right now it is a spreadsheet and a lot of copy and paste. Happy to pay for something that saves a few hours a week.',
    author: 'agency_owner_tom',
    community: 'Indie Hackers',
  },
  {
    hours: 30,
    title: 'Zoho CRM pricing is getting too expensive',
    body: 'We pay per seat and half the seats are for people who only read reports.',
    author: 'cto_lena',
    community: 'r/SaaS',
  },
  {
    hours: 75,
    title: 'Any suggestions for tracking leads from forums?',
    body: 'Most of our customers find us through Reddit threads and Hacker News comments. What do you use?',
    author: 'marketer_sam',
    community: 'r/marketing',
  },
  {
    hours: 130,
    title: 'Recommend a simple CRM with a decent API',
    body: 'Bonus points if it integrates with Slack. Budget: $40 per month.',
    author: 'dev_noah',
    community: 'r/startups',
  },
  {
    hours: 230,
    title: 'Thinking of leaving Close after the price change',
    body: 'Looking for an alternative to Close that keeps the calling features.',
    author: 'sales_ruth',
    community: 'r/Entrepreneur',
  },
  {
    hours: 340,
    title: 'What do you use for a shared inbox plus pipeline?',
    body: 'Would love any suggestions from people who made the switch recently.',
    author: 'pm_oscar',
    community: 'r/sales',
  },
  {
    hours: 600,
    title: 'Attio or Copper for a two-person startup?',
    body: 'Both look fine, the pricing is what decides it for us.',
    author: 'founder_ivy',
    community: 'Ask HN',
  },
];

function importRows(now: Date) {
  return posts.map((p, i) => ({
    external_id: `visual-${i + 1}`,
    title: p.title,
    body: p.body,
    url: `https://forum.example.com/t/${1000 + i}`,
    author: p.author,
    community: p.community,
    published_at: new Date(now.getTime() - p.hours * HOUR).toISOString(),
  }));
}

export interface VisualWorld {
  /** The instant the browser's clock shows (page.clock.setFixedTime): the leads' ages count from it. */
  now: Date;
  ownerToken: string;
  newcomerToken: string;
  /** Project ids by role. */
  projects: Record<keyof typeof PROJECTS, string>;
  /** The newest lead of the smart project, opened in the drawer and as a page. */
  leadId: string;
}

async function login(email: string): Promise<string | null> {
  const res = await fetch(`${apiOrigin()}/auth/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: PASSWORD }),
  });
  if (!res.ok) return null;
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Signs the person in, registering them (with their name) the first time. */
export async function account(person: { email: string; first: string; last: string }): Promise<string> {
  const existing = await login(person.email);
  if (existing) return existing;
  try {
    await api('/auth/register', { body: { email: person.email, password: PASSWORD } });
  } catch (error) {
    // Two picture files seed the same world at once (one per worker): the other registered first.
    if (!String(error).includes('REGISTER_USER_ALREADY_EXISTS')) throw error;
    for (let attempt = 0; attempt < 20; attempt++) {
      const token = await login(person.email);
      if (token) return token;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw error;
  }
  const token = await login(person.email);
  if (!token) throw new Error(`cannot sign ${person.email} in after registering`);
  const name = new URLSearchParams({ first_name: person.first, last_name: person.last });
  await api(`/users_info/update_name?${name}`, { method: 'PATCH', token, body: {} });
  return token;
}

interface AnalysisRun {
  status: 'queued' | 'running' | 'done' | 'failed';
  last_error: string | null;
}

async function importLeads(token: string, projectId: string, now: Date): Promise<void> {
  const { analysis_run_id: runId } = await api<{ analysis_run_id: string }>(
    `/api/v1/leads/${projectId}/import`,
    { token, body: { format: 'json', content: JSON.stringify(importRows(now)), as_leads: true } },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const run = await api<AnalysisRun>(`/api/v1/leads/${projectId}/analysis_runs/${runId}`, { token });
    if (run.status === 'failed') throw new Error(`import run ${runId} failed: ${run.last_error}`);
    if (run.status === 'done') return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`import run ${runId} did not finish within 60 s`);
}

const leadCount = async (token: string, projectId: string) =>
  (await api<{ total: number }>(`/api/v1/leads/${projectId}?limit=1&status_config_id=all`, { token })).total;

/**
 * What the team page's tables show: a pending invitation to the organization, a guest of the CRM
 * project and a pending guest invitation to it (each made once; a re-seed finds them).
 */
async function seedTeam(token: string, projectId: string): Promise<void> {
  const invites = await api<{ email: string | null; status: string }[]>('/api/v1/organization/invites', {
    token,
  });
  if (!invites.some((invite) => invite.email === INVITED_MEMBER && invite.status === 'pending'))
    await api('/api/v1/organization/invites', { token, body: { email: INVITED_MEMBER, role: 'member' } });

  const guests = await api<{ email: string }[]>(`/api/v1/project/guests-access/${projectId}`, { token });
  if (!guests.some((guest) => guest.email === GUEST.email)) {
    const guest = await api<{ id: string }>('/users_info/me', { token: await account(GUEST) });
    await api(`/api/v1/project/guests-access/${projectId}/user/${guest.id}`, { token, body: {} });
  }

  const guestInvites = await api<{ email: string }[]>(`/api/v1/project/guests-access/${projectId}/invites`, {
    token,
  });
  if (!guestInvites.some((invite) => invite.email === INVITED_GUEST))
    await api(`/api/v1/project/guests-access/${projectId}/invites`, {
      token,
      body: { email: INVITED_GUEST },
    });
}

/**
 * Seeds the world once per server, whichever picture file asks first: the files run on both workers at
 * once, and two seedings side by side each created the projects the other had not yet (a directory made
 * atomically serves as the lock; one left by a killed run is taken over after a minute).
 */
export async function seedVisualWorld(): Promise<VisualWorld> {
  const lock = path.join(tmpdir(), `signalboard-visual-seed-${new URL(apiOrigin()).port}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await seedOnce();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function seedOnce(): Promise<VisualWorld> {
  const ownerToken = await account(OWNER);
  const newcomerToken = await account(NEWCOMER);
  const token = ownerToken;

  const organization = await fetch(`${apiOrigin()}/api/v1/organization`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!organization.ok) await api('/api/v1/organization', { token, body: { name: ORGANIZATION } });

  const existing = await api<{ id: string; name: string }[]>('/api/v1/project', { token });
  const ids = {} as Record<keyof typeof PROJECTS, string>;
  // In order, so the project list (newest first) is the same on every run.
  for (const key of ['smart', 'plain', 'empty', 'wizard'] as const) {
    const found = existing.find((p) => p.name === PROJECTS[key]);
    const created = !found;
    const id =
      found?.id ??
      (await api<{ id: string }>('/api/v1/project', { token, body: { name: PROJECTS[key] } })).id;
    ids[key] = id;
    // The wizard project is put back at its last step: opening a step may move where it resumes.
    await api(`/api/v1/project/${id}`, {
      method: 'PATCH',
      token,
      body: {
        website: 'https://northwind.example.com/',
        business_description: DESCRIPTION,
        use_case: 'lead_generation',
        wizard_step: key === 'wizard' ? 6 : null,
      },
    });
    if (!created) continue;
    await api(`/api/v1/leads/${id}/intent_signals`, {
      method: 'PUT',
      token,
      body: { intent_signals: signals, reanalyze_leads: false },
    });
    if (key === 'smart')
      for (const column of smartColumns)
        await api(`/api/v1/leads/${id}/smart_columns`, { token, body: column });
  }
  const newestLead = async () =>
    (
      await api<{ items: { id: string; published_at: string }[] }>(
        `/api/v1/leads/${ids.smart}?limit=1&sort_by=date&sort_order=desc&status_config_id=all`,
        { token },
      )
    ).items[0];
  // Seeded again (a new worker after a failure): the clock goes back to the first seeding's instant.
  const seeded = await newestLead();
  const now = seeded ? new Date(Date.parse(seeded.published_at) + posts[0]!.hours * HOUR) : new Date();
  for (const key of ['smart', 'plain'] as const)
    if ((await leadCount(token, ids[key])) === 0) await importLeads(token, ids[key], now);

  await seedTeam(token, ids.smart);

  const newest = (await newestLead())!;
  return { now, ownerToken, newcomerToken, projects: ids, leadId: newest.id };
}
