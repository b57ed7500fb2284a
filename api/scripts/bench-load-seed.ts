// The leads bench:load works on, written by the database itself (insert ... select from generate_series):
// a million rows through the app or a driver round trip each would take longer than the run.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export interface SeededProject {
  projectId: string;
  /** The project's intent signals: every lead matches one to three of them. */
  signalIds: string[];
  leads: number;
}

// A post is a title and four sentences picked from these (12 x 12 x 12 x 8 bodies of 280-420 characters),
// so bodies differ, share words as real posts do, and the search vector has a realistic size.
const titles = [
  'Looking for a simple CRM for a 5-person sales team',
  'HubSpot alternative that does not cost a fortune?',
  'What do you use to track leads from forums?',
  'Best pipeline tool for a bootstrapped SaaS',
  'Ask: moving off spreadsheets for our sales process',
  'Which CRM integrates well with Gmail and Slack?',
  'Is Salesforce overkill for a team of three?',
  'Recommendations for an outreach tool with sequences',
  'How do you find customers who ask for your product?',
  'Switching from Pipedrive, what did you pick?',
  'Need advice: tracking conversations across Reddit and HN',
  'Tool for monitoring mentions of competitors',
];
const openers = [
  'We are a small agency and our sales process lives in a shared spreadsheet that nobody keeps up to date.',
  'I run a bootstrapped B2B tool with a handful of customers and I want to grow without hiring yet.',
  'Our team of five spends hours every week copying leads between inboxes, chats and a tracker.',
  'Last quarter we lost two deals because nobody followed up in time and I want that to stop.',
  'I have been using HubSpot free for a year but the paid tier jumped far beyond our budget.',
  'We sell developer tooling and most of our customers find us through forum threads and word of mouth.',
  'Long time lurker here, first post, so apologies if this was asked before in some other form.',
  'My co-founder and I split sales and support and we keep stepping on each other\u2019s toes.',
  'We tried Salesforce at my last job and it took a consultant three months to set up.',
  'Our startup just closed a small round and the investors want to see a real pipeline.',
  'I freelance as a consultant and my leads come from communities more than from ads.',
  'We are migrating away from a tool that was acquired and is shutting down next month.',
];
const needs = [
  'What I need is something simple: contacts, deals, a few stages and reminders.',
  'Ideally it would pull in posts where people ask for a tool like ours so we can reply early.',
  'Must have a decent API and a Slack integration, nice to have e-mail sequences.',
  'Price matters more than features, anything under fifty dollars a month per seat works.',
  'It has to be easy enough that the non-technical half of the team actually uses it.',
  'We want to see which channel a deal came from and how long each stage takes.',
  'Good search and filters matter more to us than dashboards nobody looks at.',
  'Self-hosting would be a plus because some of our clients are picky about data.',
  'A mobile app would help since half of our calls happen on the road.',
  'We need shared inboxes so two people do not answer the same lead twice.',
  'Importing our existing CSV of about two thousand contacts should be painless.',
  'Some way to score leads so we call the promising ones first would be great.',
];
const details = [
  'We looked at Pipedrive, Close and Zoho but could not tell them apart after the trials.',
  'Budget is tight, so free tiers and annual discounts are welcome.',
  'Our stack is Google Workspace, Slack, Notion and Stripe for billing.',
  'We are based in Europe, so GDPR and data residency are on the checklist.',
  'The team is split across three time zones and works mostly asynchronously.',
  'We get maybe forty inbound conversations a week and a few hundred outbound.',
  'Most of our deals are small, a few hundred dollars a year, so volume matters.',
  'Our sales cycle is about six weeks from first contact to a signed order.',
  'Reporting for the board once a month is the only analytics we really need.',
  'We tried a Notion template but it broke down as soon as we had real volume.',
  'Somebody recommended Attio and Folk but I have not tried either yet.',
  'Integrations with Zapier or Make would cover everything else we do.',
];
const closers = [
  'Any recommendations are appreciated, thanks in advance!',
  'What are you using and would you pick it again?',
  'Happy to share what we end up choosing.',
  'Open to paying for something good if it saves time.',
  'Thanks, this community has been really helpful so far.',
  'Bonus points if it is built by a small independent team.',
  'Please no vendor pitches in DMs, replies here are fine.',
  'Edit: thanks everyone, reading through all the answers now.',
];
const platforms = [
  'reddit',
  'reddit',
  'reddit',
  'hackernews',
  'hackernews',
  'github',
  'stackexchange',
  'mastodon',
  'devto',
  'rss',
  'bluesky',
  'lobsters',
];

/**
 * `count` posts and the project's leads on them, published over the last 180 days in the order they
 * arrived (as a connector stores them). Older leads are mostly read, recent ones mostly not (about half
 * unread overall); 2% deleted, 2% marked "not a lead", 5% starred; statuses 60/15/12/8/5 %.
 *
 * Triggers are off for the statement (session_replication_role = replica): the copies they keep (the
 * search vector, the signal ids, the platform and unread counts) are written here in the same pass instead of a row
 * or statement at a time, and the foreign keys hold by construction.
 */
export async function seedProjectLeads(
  app: FastifyInstance,
  { projectId, signalIds, leads: count }: SeededProject,
  prefix: string,
): Promise<void> {
  const statuses = (
    await app.database.executeSql(
      'select id from lead_status_configs where project_id = $1 order by position',
      [projectId],
    )
  ).rows.map((row) => (row as { id: string }).id);
  const explanation = JSON.stringify({
    source: 'local',
    terms: ['crm'],
    phrases: ['looking for'],
    cues: ['asks for a recommendation'],
    negatives: [],
    reason: 'Asks for a recommendation and mentions a CRM.',
    reasons: ['asks for a recommendation', 'names a competitor'],
  });
  const pick = (values: readonly string[], index: string) =>
    sql.raw(`(${arrayLiteral(values)})[(1 + (${index}) % ${values.length})::int]`);
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      with inserted as (
        insert into posts (platform, external_id, url, author, community, title, body, metadata, published_at, fetched_at)
        select
          ${pick(platforms, 'g * 7919')},
          ${prefix} || g,
          'https://example.com/' || ${prefix} || g,
          'author' || (g * 104729) % 40000,
          'community' || g % 300,
          ${pick(titles, 'g * 31')},
          ${pick(openers, 'g')} || ' ' || ${pick(needs, 'g / 12')} || ' ' || ${pick(details, 'g / 144')}
            || ' ' || ${pick(closers, 'g * 13')},
          jsonb_build_object('points', (g * 37) % 500, 'comments', (g * 53) % 80),
          now() - interval '180 days' * (1 - g::float8 / ${count}::int) - random() * interval '6 hours',
          now() - interval '180 days' * (1 - g::float8 / ${count}::int)
        from generate_series(1, ${count}::bigint) g
        returning id, platform, published_at, search_vector, external_id
      )
      insert into leads (project_id, post_id, platform, published_at, score, status_config_id, read, starred,
        deleted, verdict, verdict_reason, verdict_at, search_vector, intent_signal_ids, created_at, updated_at)
      select ${projectId}::uuid, i.id, i.platform, i.published_at, 30 + (x.g * 7) % 71,
        (${sql.raw(arrayLiteral(statuses))}::uuid[])[case when x.r < 0.6 then 1 when x.r < 0.75 then 2
          when x.r < 0.87 then 3 when x.r < 0.95 then 4 else 5 end],
        random() < 0.15 + 0.75 * (1 - x.g::float8 / ${count}::int),
        x.flags < 0.05,
        x.flags >= 0.05 and x.flags < 0.07,
        case when x.flags >= 0.07 and x.flags < 0.09 then 'not_lead' when x.flags >= 0.09 and x.flags < 0.105 then 'good' end,
        case when x.flags >= 0.07 and x.flags < 0.09 then 'no_buying_intent' end,
        case when x.flags >= 0.07 and x.flags < 0.105 then i.published_at + interval '1 day' end,
        i.search_vector,
        array(select s from unnest(${sql.raw(arrayLiteral(signalIds))}::uuid[]) with ordinality u(s, n)
              where n = 1 + x.g % ${signalIds.length}::int or random() < 0.25 order by s),
        i.published_at + interval '2 minutes',
        i.published_at + interval '2 minutes'
      from inserted i,
        lateral (select substr(i.external_id, ${prefix.length + 1}::int)::bigint as g,
                        random() as r, random() as flags) x`);
    // The best match carries the lead's score, the others a little less.
    await tx.execute(sql`
      insert into lead_signal_matches (lead_id, intent_signal_id, score, explanation, created_at)
      select l.id, s.id, greatest(0, l.score - (s.n - 1)::int * 9), ${explanation}::jsonb, l.created_at
      from leads l, unnest(l.intent_signal_ids) with ordinality s(id, n)
      where l.project_id = ${projectId}::uuid`);
    await tx.execute(sql`
      insert into lead_platform_counts as c (project_id, platform, lead_count, unread_count)
      select project_id, platform, count(*),
        count(*) filter (where not read and verdict is distinct from 'not_lead')
      from leads where project_id = ${projectId}::uuid and deleted = false
      group by 1, 2
      on conflict (project_id, platform, shard) do update
      set lead_count = excluded.lead_count, unread_count = excluded.unread_count`);
  });
}

/** `array['a', 'b']` for SQL written here: the values are this file's constants or ids read from the database. */
function arrayLiteral(values: readonly string[]): string {
  return `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`;
}

/** The secondary indexes of the seeded tables, with their definitions (keys and constraints excluded). */
export async function secondaryIndexes(app: FastifyInstance) {
  const result = await app.database.executeSql(
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class c on c.oid = i.indexrelid
     where i.indrelid in ('posts'::regclass, 'leads'::regclass, 'lead_signal_matches'::regclass)
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
  );
  return result.rows as { name: string; definition: string }[];
}
