// How long one member's change to a lead takes to show in another member's open lead list (issue 26's
// budget: assign or note -> visible in the other's list within 2 s, p95).
//
//   cd api && npm run bench:team                        # PGlite in memory
//   DATABASE_URL=postgres://... npm run bench:team      # PostgreSQL
//   npm run bench:team -- --rounds=60 --leads=2000 --busy=8
//
// Starts the app on a real port (the event stream is read over HTTP, as the browser reads it) with an
// owner and a member of one organization and `--leads` leads in their project. The member has the list
// open: its event stream, and the list as the screen asks for it. Each round the owner either gives a
// lead to the member or writes a note on one; the clock runs from the owner's request until the member
// sees the change where the screen shows it: the stream's `lead_changed` for that lead, then the refetch
// the UI makes on it (the "Assigned to me" list holding the lead, or the lead's notes holding the note).
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { benchApp, ownDatabase, quantile, signedUpOwner } from './bench-support.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const rounds = option('rounds', 40);
// Teammates with the list open meanwhile, each asking for its first page again and again: the change
// must get through a busy server, not an idle one.
const busy = option('busy', 8);
const leadCount = option('leads', 1000);
const budgetMs = 2000;
const log = (line: string) => process.stdout.write(`${line}\n`);

// PostgreSQL: a database of its own, dropped at the end; PGlite: in memory.
const own = process.env.DATABASE_URL
  ? await ownDatabase(process.env.DATABASE_URL, 'signalboard_bench_team')
  : null;

// Thousands of calls from one address: the per-address limit would answer 429s, not the routes.
const { app } = await benchApp(
  { NODE_ENV: 'test', DATABASE_URL: own?.url, RATE_LIMIT_MAX: '1000000' },
  { runWorkers: true },
);
const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });

/** A call over real HTTP as the holder of `token`; throws on anything but 2xx. */
async function http<T>(token: string, method: string, path: string, payload?: object): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A second account that joins the owner's organization as a member through a link invite. */
async function joinedMember(instance: FastifyInstance, ownerToken: string) {
  const invite = await http<{ invite_url: string }>(ownerToken, 'POST', '/api/v1/organization/invites', {
    role: 'member',
  });
  const t = new URL(invite.invite_url).searchParams.get('t');
  const email = `bench-member-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  await instance.inject({ method: 'POST', url: '/auth/register', payload: { email, password } });
  const login = await instance.inject({
    method: 'POST',
    url: '/auth/jwt/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
  const token = login.json<{ access_token: string }>().access_token;
  await http(token, 'POST', `/api/v1/organization/tokenized-invites/accept?t=${t}`);
  const me = await http<{ id: string }>(token, 'GET', '/users_info/me');
  return { token, id: me.id };
}

/** `count` posts and their leads in the project, newest first, as the engine would have stored them. */
async function seedLeads(projectId: string, count: number): Promise<string[]> {
  await app.database.executeSql(
    `insert into posts (platform, external_id, url, author, community, title, body, published_at)
     select 'reddit', 'team-' || g, 'https://example.com/team-' || g, 'author' || g, 'crm',
       'Looking for a CRM ' || g, 'Which CRM would you pick for a team of five?', now() - g * interval '1 minute'
     from generate_series(1, ${count}) g`,
  );
  await app.database.executeSql(
    `insert into leads (project_id, post_id, platform, published_at, score, created_at)
     select $1, p.id, p.platform, p.published_at, 60, p.published_at
     from posts p where p.external_id like 'team-%'`,
    [projectId],
  );
  const { rows } = await app.database.executeSql(
    'select id from leads where project_id = $1 order by published_at desc',
    [projectId],
  );
  return (rows as { id: string }[]).map((row) => row.id);
}

/** The member's open event stream: resolves `waitFor(leadId)` when a lead_changed names that lead. */
async function memberStream(projectId: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/leads/${projectId}/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const waiting = new Map<string, () => void>();
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return;
        buffer += chunk.value;
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          if (block.includes('event: lead_changed')) {
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            const event = JSON.parse(data!.slice(6)) as { lead_ids: string[] };
            for (const id of event.lead_ids) waiting.get(id)?.();
          }
          boundary = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  return {
    waitFor: (leadId: string) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no lead_changed for ${leadId} in 10 s`)), 10_000);
        waiting.set(leadId, () => {
          clearTimeout(timer);
          waiting.delete(leadId);
          resolve();
        });
      }),
    close: () => controller.abort(),
  };
}

const owner = await signedUpOwner(app, 'Team bench');
const member = await joinedMember(app, owner.token);
const leadIds = await seedLeads(owner.projectId, leadCount);
const stream = await memberStream(owner.projectId, member.token);
const leadsPath = `/api/v1/leads/${owner.projectId}`;

let running = true;
let busyCalls = 0;
const teammates = Array.from({ length: busy }, async () => {
  while (running) {
    await http(member.token, 'GET', `${leadsPath}?limit=50`);
    busyCalls += 1;
  }
});
const busyStarted = performance.now();
let busyEnded = busyStarted;

const timings = { assign: [] as number[], note: [] as number[] };
try {
  for (let round = 0; round < rounds; round += 1) {
    // Spread over the list: a lead on the first screen and one far down are the same to the budget.
    const leadId = leadIds[(round * 37) % leadIds.length]!;
    const kind = round % 2 === 0 ? 'assign' : 'note';
    const heard = stream.waitFor(leadId);
    const started = performance.now();
    if (kind === 'assign') {
      await http(owner.token, 'PUT', `${leadsPath}/lead/${leadId}/assignee`, { assignee_id: member.id });
      await heard;
      const mine = await http<{ items: { id: string }[] }>(
        member.token,
        'GET',
        `${leadsPath}?assignee=me&limit=50`,
      );
      if (!mine.items.some((lead) => lead.id === leadId))
        throw new Error(`round ${round}: the member's "Assigned to me" list lacks ${leadId}`);
    } else {
      const body = `Round ${round}: I answered this one, see the thread.`;
      await http(owner.token, 'POST', `${leadsPath}/lead/${leadId}/notes`, { body });
      await heard;
      const notes = await http<{ items: { body: string }[] }>(
        member.token,
        'GET',
        `${leadsPath}/lead/${leadId}/notes`,
      );
      if (!notes.items.some((note) => note.body === body))
        throw new Error(`round ${round}: the member's notes lack the new note`);
    }
    timings[kind].push(performance.now() - started);
  }
} finally {
  busyEnded = performance.now();
  running = false;
  await Promise.allSettled(teammates);
  stream.close();
  await app.close();
  await own?.drop();
}

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const busyRate = (busyCalls / ((busyEnded - busyStarted) / 1000)).toFixed(0);
log(
  `\n${database}, ${leadCount} leads, ${rounds} rounds, ${busy} teammates reloading the list meanwhile ` +
    `(${busyRate} lists/s): the owner changes a lead, the member sees it (ms)`,
);
log('| change | rounds | p50 | p95 | max | budget 2 s p95 |');
log('|---|---|---|---|---|---|');
for (const [kind, values] of Object.entries(timings)) {
  const p95 = quantile(values, 0.95);
  log(
    `| ${kind} | ${values.length} | ${quantile(values, 0.5)} | ${p95} | ${quantile(values, 1)} | ${p95 <= budgetMs ? 'yes' : 'NO'} |`,
  );
}
