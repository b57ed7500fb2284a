import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { leads, posts } from '../db/schema/index.js';

// The lead list's rows are written as JSON by the database, in the API's own shape (`LeadRow` in
// schemas/lead.ts), and the route sends that text as it comes. A list call under load spent most of its
// Node time turning rows into objects, objects into the presenter's objects and those into JSON again,
// and collecting the garbage (issue 25); PostgreSQL writes the same JSON in C while it reads the rows.
// The API's tests check every answer against the response schema, so the shape cannot drift unseen.

/** A timestamptz as JavaScript's toISOString writes it (UTC, milliseconds, `Z`), or null. */
const isoDate = (column: SQL | typeof leads.publishedAt) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The subqueries name their tables with aliases and the outer lead as "leads"."id" (drizzle writes a
// column of a one-table statement without its table, which inside a subquery would bind to the wrong one).
const outerLeadId = sql.raw('"leads"."id"');

/**
 * The signals a lead matched, best first: each with the words to mark, and on the first its one-line
 * reason (the whole explanation comes with the lead). json_strip_nulls drops the others' null reason.
 */
const rowMatches = sql`array_to_json(array(
  select json_strip_nulls(row_to_json(x)) from (
    select ranked.name as intent_signal_name, (select row_to_json(e) from (select ranked.terms, ranked.phrases,
        case when ranked.rank = 1 then ranked.reason end as reason) e) as explanation
    from (select s.name,
        coalesce(m.explanation->'terms', '[]') as terms,
        coalesce(m.explanation->'phrases', '[]') as phrases,
        m.explanation->>'reason' as reason,
        row_number() over (order by m.score desc, s.position asc) as rank
      from lead_signal_matches m join intent_signals s on s.id = m.intent_signal_id
      where m.lead_id = ${outerLeadId}) ranked
    order by ranked.rank) x))`;

/** The lead's smart column values, in column order. */
const rowSmartValues = sql`array_to_json(array(
  select row_to_json(x) from (
    select v.smart_column_id, v.bool_value, v.text_value
    from lead_smart_values v join smart_columns c on c.id = v.smart_column_id
    where v.lead_id = ${outerLeadId}
    order by c.position asc, c.created_at asc) x))`;

/**
 * One lead as a list row (`LeadRow`), from a statement over `leads` joined to its `posts` row: the post's
 * text cut to `snippetLength` characters, of its facts only the kind. row_to_json writes no spaces
 * (json_build_object writes `"key" : value`, 8% more bytes on a page).
 */
function leadRowStatement(snippetLength: number): SQL {
  const limit = sql.raw(String(Math.trunc(snippetLength)));
  const kind = sql`${posts.metadata}->>'kind'`;
  return sql`(select row_to_json(r) from (select
    ${leads.id} as id, ${leads.platform} as platform, ${leads.score} as score, ${leads.read} as read,
    ${leads.starred} as starred, ${leads.statusConfigId} as status_config_id, ${leads.verdict} as verdict,
    ${leads.verdictReason} as verdict_reason, ${leads.verdictNote} as verdict_note,
    ${leads.assigneeId} as assignee_id, ${isoDate(sql`${leads.assignedAt}`)} as assigned_at,
    ${isoDate(leads.publishedAt)} as published_at, ${isoDate(sql`${leads.createdAt}`)} as created_at,
    ${isoDate(sql`${leads.updatedAt}`)} as updated_at,
    (select row_to_json(p) from (select
      ${posts.url} as url, ${posts.author} as author, ${posts.community} as community, ${posts.title} as title,
      left(${posts.body}, ${limit}) as body, char_length(${posts.body}) > ${limit} as body_truncated,
      ${isoDate(sql`${posts.publishedAt}`)} as published_at,
      case when ${kind} is null then '{}'::json else json_build_object('kind', ${kind}) end as metadata) p) as post,
    ${rowMatches} as matches,
    ${rowSmartValues} as smart_values) r)`;
}

const dialect = new PgDialect();
const rendered = new Map<number, SQL>();

/**
 * `leadRowStatement` as one piece of SQL text, written once per snippet length: drizzle walks every chunk
 * of a template each time a statement is built, and this one's hundred chunks were a sixth of a list
 * call's server time under load. It has no parameters (the length is a number written into it).
 */
export function leadRowJson(snippetLength: number): SQL {
  let text = rendered.get(snippetLength);
  if (!text) {
    const query = dialect.sqlToQuery(leadRowStatement(snippetLength));
    if (query.params.length > 0) throw new Error('a list row is written without parameters');
    text = sql.raw(query.sql);
    rendered.set(snippetLength, text);
  }
  return text;
}
