import { apiKeyReaches } from '../api-keys/key-reach.js';
import { and, count, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { planStatusChangedEvents } from '../alerts/webhooks/plan-webhook-events.js';
import type { Database } from '../db/database.js';
import {
  dataSources,
  leadPlatformCounts,
  leads,
  leadStatusConfigs,
  memberships,
  posts,
  projectGuests,
  projects,
  smartColumns,
  type LeadRow,
  type LeadVerdict,
  type MatchExplanation,
  type NotLeadReason,
  type PostMetadata,
} from '../db/schema/index.js';
import {
  listAfterCondition,
  listConditions,
  listKeyJson,
  listKeyOf,
  listOrder,
  type ListPosition,
} from '../leads/list-query.js';
import type { LeadListFilter } from '../leads/list-filter.js';
import type { SmartColumnKind } from '../leads/smart-value-filter.js';
import { planRulePushes } from '../crm/push/plan-crm-pushes.js';
import { actingAs, asActor, type LeadActor } from '../leads/lead-actor.js';
import { leadRowJson } from './lead-row-json.js';
import { setLeadFlagsTogether, type LeadFlagsView, type LeadFlagWrite } from './lead-flags-batch.js';
import { coalescedWrites } from '../db/coalesced-writes.js';

export interface LeadPostView {
  id: string;
  platform: string;
  externalId: string;
  url: string | null;
  author: string | null;
  community: string | null;
  title: string | null;
  body: string;
  bodyTruncated: boolean;
  publishedAt: Date | null;
  metadata: PostMetadata;
}

export interface LeadMatchView {
  intentSignalId: string;
  intentSignalName: string;
  score: number;
  explanation: MatchExplanation;
}

export interface LeadSmartValueView {
  smartColumnId: string;
  boolValue: boolean | null;
  textValue: string | null;
  source: string;
  stale: boolean;
}

/** A lead's own columns without the copies kept for the list's filters (never shown, and wide). */
export type LeadFields = Omit<LeadRow, 'searchVector' | 'intentSignalIds'>;
const {
  searchVector: _searchVector,
  intentSignalIds: _intentSignalIds,
  ...leadFields
} = getTableColumns(leads);

/** A lead with everything the list and the lead item show. */
export interface LeadDetails {
  lead: LeadFields;
  post: LeadPostView;
  matches: LeadMatchView[];
  smartValues: LeadSmartValueView[];
}

/** A verdict to give (or null with a null reason: clear it, which restores a hidden lead). */
export interface VerdictChange {
  verdict: LeadVerdict | null;
  reason: NotLeadReason | null;
  /** The person's own words with the reason 'other'; left out or null otherwise. */
  note?: string | null;
  /** Null when the verdict comes from outside the app (a Slack button pressed by a Slack user). */
  userId: string | null;
}

/** The columns a verdict change writes, and the condition of a lead that does not have it yet. */
function verdictColumns({ verdict, reason, note = null, userId }: VerdictChange) {
  const set = {
    verdict,
    verdictReason: reason,
    verdictNote: note,
    verdictAt: verdict === null ? null : sql`now()`,
    verdictBy: verdict === null ? null : userId,
    updatedAt: sql`now()`,
  };
  return { set, pending: verdictPending({ verdict, reason, note }) };
}

/** A lead whose verdict or reason differs from the one asked for: what a verdict change would change. */
export function verdictPending({
  verdict,
  reason,
  note = null,
}: Pick<VerdictChange, 'verdict' | 'reason' | 'note'>): SQL {
  return sql`(${leads.verdict} is distinct from ${verdict} or ${leads.verdictReason} is distinct from ${reason} or ${leads.verdictNote} is distinct from ${note})`;
}

export interface LeadPlatformCount {
  platform: string;
  leadCount: number;
}

const notDeleted = sql`${leads.deleted} = false`;

/** JSON built by the database carries dates as ISO strings. */
const dateOf = (value: string | Date | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

// The subqueries below name their tables with aliases and the outer lead as "leads"."id": drizzle writes
// a column of a one-table statement without its table, which inside a subquery would bind to the wrong
// table.
const outerLeadId = sql.raw('"leads"."id"');
const outerPostId = sql.raw('"leads"."post_id"');
const matchesOfLead = sql`from lead_signal_matches m join intent_signals s on s.id = m.intent_signal_id
  where m.lead_id = ${outerLeadId}`;
const matchOrder = sql.raw('m.score desc, s.position asc');
const smartValuesOfLead = sql`from lead_smart_values v join smart_columns c on c.id = v.smart_column_id
  where v.lead_id = ${outerLeadId}`;
const smartValueOrder = sql.raw('c.position asc, c.created_at asc');

/**
 * A lead's post, matches and smart values as columns of the statement that reads (or updates) the lead:
 * correlated subqueries on `leads`, each building its JSON in the database, so a lead with its details
 * is one statement and one round trip whatever the page size, and can be the RETURNING of an UPDATE.
 */
function detailColumns(bodyLimit: number | null) {
  const limit = bodyLimit === null ? null : sql.raw(String(Math.trunc(bodyLimit)));
  return {
    post: sql<Omit<LeadPostView, 'publishedAt'> & { publishedAt: string | null }>`(select json_build_object(
      'id', p.id, 'platform', p.platform, 'externalId', p.external_id, 'url', p.url, 'author', p.author,
      'community', p.community, 'title', p.title,
      'body', ${limit ? sql`left(p.body, ${limit})` : sql`p.body`},
      'bodyTruncated', ${limit ? sql`char_length(p.body) > ${limit}` : sql`false`},
      'publishedAt', p.published_at, 'metadata', p.metadata)
      from posts p where p.id = ${outerPostId})`,
    matches: sql<LeadMatchView[]>`(select coalesce(json_agg(json_build_object(
      'intentSignalId', m.intent_signal_id, 'intentSignalName', s.name, 'score', m.score,
      'explanation', m.explanation) order by ${matchOrder}), '[]') ${matchesOfLead})`,
    smartValues: sql<LeadSmartValueView[]>`(select coalesce(json_agg(json_build_object(
      'smartColumnId', v.smart_column_id, 'boolValue', v.bool_value, 'textValue', v.text_value,
      'source', v.source, 'stale', v.column_version < c.version) order by ${smartValueOrder}), '[]')
      ${smartValuesOfLead})`,
  };
}

type DetailRow = LeadFields & {
  post: Omit<LeadPostView, 'publishedAt'> & { publishedAt: string | null };
  matches: LeadMatchView[];
  smartValues: LeadSmartValueView[];
};

/** A post is never deleted while a lead points at it (cascade); a lead whose post raced away is skipped. */
function detailsOf(rows: DetailRow[]): LeadDetails[] {
  return rows.flatMap(({ post, matches, smartValues, ...lead }) =>
    post ? [{ lead, post: { ...post, publishedAt: dateOf(post.publishedAt) }, matches, smartValues }] : [],
  );
}

type FlagName = 'read' | 'starred';
export type LeadFlagChange = { read?: boolean; starred?: boolean };

export type { LeadFlagsView } from './lead-flags-batch.js';

export function leadsRepository(db: Database) {
  const detailFields = { ...leadFields, ...detailColumns(null) };

  const ofProject = (projectId: string, leadIds: string[]): SQL =>
    and(eq(leads.projectId, projectId), inArray(leads.id, leadIds)) as SQL;

  // The caller may read the project (a member of its organization or a guest of it), checked in the flag
  // statements themselves: one round trip for the commonest writes. When no row comes back the route
  // runs the access check on its own, which names what is wrong.
  const callerReadsProject = sql`exists (select 1 from ${projects} where ${projects.id} = ${sql.placeholder('projectId')} and (
    exists (select 1 from ${memberships} where ${memberships.organizationId} = ${projects.organizationId}
      and ${memberships.userId} = ${sql.placeholder('userId')})
    or exists (select 1 from ${projectGuests} where ${projectGuests.projectId} = ${projects.id}
      and ${projectGuests.userId} = ${sql.placeholder('userId')})
    or ${apiKeyReaches(sql`${sql.placeholder('userId')}`, sql`${projects.id}`, sql`${projects.organizationId}`)}))`;
  // Committed without waiting for the disk (the statement's own transaction only). Each flag change also
  // moves the project's unread counter and list version: rows every member's change locks until its
  // commit has reached the disk, so a team marking leads read queued behind one disk flush after another.
  // A crash may now lose the last fraction of a second of read marks and stars (all of a change or none
  // of it, counters included); nothing else commits this way.
  const withoutWaitingForDisk = sql`set_config('synchronous_commit', 'off', true) is not null`;
  const flagValues = (names: FlagName[]) => ({
    ...Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])),
    // The first person to mark it read is its reader in the history (the trigger of migration 0027
    // writes the entry when this goes from null to someone, and only then).
    ...(names.includes('read')
      ? {
          firstReadBy: sql`case when ${sql.placeholder('read')}::boolean
            then coalesce(${leads.firstReadBy}, ${sql.placeholder('userId')}::uuid) else ${leads.firstReadBy} end`,
        }
      : {}),
    updatedAt: sql`now()`,
  });
  const theLead = and(
    eq(leads.id, sql.placeholder('leadId')),
    eq(leads.projectId, sql.placeholder('projectId')),
    notDeleted,
    callerReadsProject,
  );
  const unreadListed = (table: { read: unknown; verdict: unknown }) =>
    sql`(not ${table.read} and ${table.verdict} is distinct from 'not_lead')`;

  // setFlags' statements, prepared once per set of flags and answer (mark read and star are the
  // commonest writes; building the lead's columns and subqueries anew each time was a fifth of mark
  // read's server time).
  function prepareSetFlags(names: FlagName[]) {
    return db
      .update(leads)
      .set(flagValues(names))
      .where(and(theLead, withoutWaitingForDisk))
      .returning(detailFields)
      .prepare(`lead_set_${names.join('_')}`);
  }
  /**
   * The brief answer: the lead's flags and the project's unread count after the change. The counters'
   * own trigger runs after the statement, so the count is the counters before it plus this lead's move
   * (its row before the change, locked, read in the same statement).
   */
  function prepareSetFlagsBrief(names: FlagName[]) {
    const before = db
      .select({ id: leads.id, wasUnread: unreadListed(leads).as('was_unread') })
      .from(leads)
      .where(theLead)
      .for('update')
      .as('before');
    return db
      .update(leads)
      .set(flagValues(names))
      .from(before)
      .where(and(eq(leads.id, before.id), withoutWaitingForDisk))
      .returning({
        id: leads.id,
        read: leads.read,
        starred: leads.starred,
        unreadCount: sql<number>`(select coalesce(sum(${leadPlatformCounts.unreadCount}), 0)::int
          from ${leadPlatformCounts} where ${leadPlatformCounts.projectId} = ${sql.placeholder('projectId')})
          + ${unreadListed(leads)}::int - ${before.wasUnread}::int`,
      })
      .prepare(`lead_set_${names.join('_')}_brief`);
  }
  // The badge's count, asked by every member's screen after each change: with the access check in the
  // same statement, and no row when the caller may not read the project.
  const unreadForCaller = db
    .select({ n: sql<number>`coalesce(sum(${leadPlatformCounts.unreadCount}), 0)::int` })
    .from(leadPlatformCounts)
    .where(eq(leadPlatformCounts.projectId, sql.placeholder('projectId')))
    // One row (the sum of none is 0) only for a caller who may read the project.
    .having(callerReadsProject)
    .prepare('lead_unread_for_caller');
  const flagStatements = new Map<string, ReturnType<typeof prepareSetFlags>>();
  const briefFlagStatements = new Map<string, ReturnType<typeof prepareSetFlagsBrief>>();
  /** One change alone, by its prepared statement: what a lone change (no load) takes. */
  async function setBriefAlone({ userId, projectId, leadId, ...flags }: LeadFlagWrite) {
    const statement = preparedFor(briefFlagStatements, flags, prepareSetFlagsBrief);
    const [row] = await statement.execute({ userId, projectId, leadId, ...flags });
    return row ?? null;
  }
  // Fifty members marking leads read at once (bench:load's "mark read, brief") waited one after another
  // on the same counter and list-version rows, one statement each; gathered, the triggers' writes run
  // once per batch. Two statements at once keep both cores busy while the next batch gathers.
  const setBriefTogether = coalescedWrites<LeadFlagWrite, LeadFlagsView | null>({
    key: (write) => write.leadId,
    one: setBriefAlone,
    many: (writes) => setLeadFlagsTogether(db, writes),
    maxBatch: 64,
    maxInFlight: 2,
  });
  const flagNames = (flags: LeadFlagChange) =>
    (['read', 'starred'] as const).filter((name) => flags[name] !== undefined);
  /** The statement `statements` holds for these flags, prepared on first use. */
  function preparedFor<T>(
    statements: Map<string, T>,
    flags: LeadFlagChange,
    prepare: (names: FlagName[]) => T,
  ) {
    const names = flagNames(flags);
    const key = names.join('_');
    let statement = statements.get(key);
    if (!statement) {
      statement = prepare(names);
      statements.set(key, statement);
    }
    return statement;
  }

  /**
   * The page's ids, from the index alone (an index-only scan however deep `skip` goes): after
   * `filter.after` when the page continues from a cursor.
   */
  function pageIds(projectId: string, filter: LeadListFilter, order: SQL[]) {
    const where = listConditions(projectId, filter);
    return db
      .select({ id: leads.id })
      .from(leads)
      .where(filter.after ? and(where, listAfterCondition(filter, filter.after)) : where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.skip)
      .as('page');
  }

  /** The position of the page's last lead, for the next cursor; null for an empty page. */
  const lastKeyOf = (json: string | null | undefined) => (json ? listKeyOf(json) : null);

  /**
   * One page with its whole details, in one statement: the page's ids come from the index alone; only
   * the page's rows are read from the table. `lastKey`: where its last lead sits in list order.
   */
  async function pageOf(
    projectId: string,
    filter: LeadListFilter,
    { bodyLimit }: { bodyLimit: number },
  ): Promise<{ items: LeadDetails[]; lastKey: ListPosition | null }> {
    const order = listOrder(filter);
    const page = pageIds(projectId, filter, order);
    const rows = await db
      .select({ ...leadFields, ...detailColumns(bodyLimit), listKey: listKeyJson })
      .from(page)
      .innerJoin(leads, eq(leads.id, page.id))
      .orderBy(...order);
    return {
      items: detailsOf(rows.map(({ listKey: _key, ...row }) => row) as DetailRow[]),
      lastKey: lastKeyOf(rows.at(-1)?.listKey),
    };
  }

  /**
   * The page as the list's rows show it (a JSON array of `LeadRow`s written by the database) and the
   * capped count, as two statements at once: one statement doing both was slower for a single caller
   * whose filter makes counting dear (bench:leads' "combination": the count and the page one after the
   * other instead of side by side on two connections). `lastKey`: where the page's last lead sits.
   */
  async function rowsJsonAndCount(
    projectId: string,
    filter: LeadListFilter,
    { countCap, snippetLength }: { countCap: number; snippetLength: number },
  ): Promise<{ itemsJson: string; size: number; counted: number; lastKey: ListPosition | null }> {
    const order = listOrder(filter);
    const page = pageIds(projectId, filter, order);
    const inOrder = sql.join(order, sql`, `);
    const rows = db
      .select({
        json: sql<string>`coalesce(array_to_json(array_agg(${leadRowJson(snippetLength)} order by ${inOrder})), '[]')::text`,
        lastKey: sql<string | null>`(array_agg(${listKeyJson} order by ${inOrder}))[count(*)]`,
        size: sql<number>`count(*)::int`,
      })
      .from(page)
      .innerJoin(leads, eq(leads.id, page.id))
      .innerJoin(posts, eq(posts.id, leads.postId));
    const [[row], counted] = await Promise.all([rows, countMatching(projectId, filter, countCap)]);
    return {
      itemsJson: row?.json ?? '[]',
      size: Number(row?.size ?? 0),
      counted,
      lastKey: lastKeyOf(row?.lastKey),
    };
  }

  /**
   * Leads matching `filter`, counted up to `cap` + 1 (so "exactly the cap" and "more" differ).
   *
   * Under a LIMIT the planner may count with a sequential scan, betting that matches are spread evenly
   * through the table and the first 1,001 come early. That bet holds for words, signals and flags, but
   * not for a date range: leads lie on disk in the order they arrived, so the range is one stretch of the
   * table and the scan reads everything before it first (175 ms at 1M leads in bench:leads'
   * "combination", against 15 ms from the list index). With a date range, sequential scans are off for
   * this one statement.
   */
  async function countMatching(projectId: string, filter: LeadListFilter, cap: number): Promise<number> {
    const capped = db
      .select({ one: sql`1` })
      .from(leads)
      .where(listConditions(projectId, filter))
      .limit(cap + 1)
      .as('capped');
    const countOn = async (runner: Database) => {
      const [row] = await runner.select({ n: count() }).from(capped);
      return row?.n ?? 0;
    };
    if (!filter.dateFrom && !filter.dateTo) return countOn(db);
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return countOn(tx);
    });
  }

  return {
    /**
     * Listed leads of the project not read yet (deleted and "not a lead" ones are hidden): the sum of
     * the project's per-platform counters, which the leads triggers keep (migration 0017), so a million
     * leads cost a dozen rows.
     */
    /** The project's unread count when `userId` may read the project (checked in the same statement), or null. */
    async unreadCountFor(userId: string, projectId: string): Promise<number | null> {
      const [row] = await unreadForCaller.execute({ userId, projectId });
      return row?.n ?? null;
    },

    async unreadCount(projectId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${leadPlatformCounts.unreadCount}), 0)::int` })
        .from(leadPlatformCounts)
        .where(eq(leadPlatformCounts.projectId, projectId));
      return row?.n ?? 0;
    },

    /**
     * One page of the list with its whole details (bodies cut to `bodyLimit`), and how many leads match
     * counted up to `countCap` + 1 (so the caller can tell "exactly the cap" from "more").
     */
    async listPage(
      projectId: string,
      filter: LeadListFilter,
      { countCap, bodyLimit }: { countCap: number; bodyLimit: number },
    ): Promise<{ items: LeadDetails[]; counted: number; lastKey: ListPosition | null }> {
      const [page, counted] = await Promise.all([
        pageOf(projectId, filter, { bodyLimit }),
        countMatching(projectId, filter, countCap),
      ]);
      return { ...page, counted };
    },

    /**
     * The same page as the list's rows show it (`snippetLength` characters of each body): the JSON text of
     * the `LeadRow` array, to be sent as it is, and the count.
     */
    listRowsJson: rowsJsonAndCount,

    /**
     * The `filter.limit` leads after `after` in list order (keyset paging: each page costs the same
     * however deep it is, and a lead changed meanwhile is neither skipped nor repeated), no count.
     */
    async listAfter(
      projectId: string,
      filter: LeadListFilter,
      { after, bodyLimit }: { after: ListPosition | null; bodyLimit: number },
    ): Promise<LeadDetails[]> {
      const { items } = await pageOf(projectId, { ...filter, skip: 0, after }, { bodyLimit });
      return items;
    },

    countMatching,

    async find(projectId: string, leadId: string): Promise<LeadDetails | null> {
      const rows = await db
        .select(detailFields)
        .from(leads)
        .where(and(eq(leads.id, leadId), eq(leads.projectId, projectId), notDeleted));
      return detailsOf(rows as DetailRow[])[0] ?? null;
    },

    /**
     * Sets a lead's read or starred flag for `userId`, who must be able to read the project (checked in
     * the same statement): the lead afterwards, or null when it is not a lead of the project or the user
     * may not read the project (the caller tells which).
     */
    async setFlags(
      userId: string,
      projectId: string,
      leadId: string,
      flags: LeadFlagChange,
    ): Promise<LeadDetails | null> {
      const statement = preparedFor(flagStatements, flags, prepareSetFlags);
      const rows = await statement.execute({ userId, projectId, leadId, ...flags });
      return detailsOf(rows as DetailRow[])[0] ?? null;
    },

    /**
     * As `setFlags`, answering only the lead's flags and the project's unread count after the change.
     * Under load, changes that arrive while others are running are written together (setBriefTogether).
     */
    async setFlagsBrief(
      userId: string,
      projectId: string,
      leadId: string,
      flags: LeadFlagChange,
    ): Promise<LeadFlagsView | null> {
      return setBriefTogether({ userId, projectId, leadId, ...flags });
    },

    /**
     * Gives one lead of the project (not deleted, hidden or not) a verdict, or clears it; the lead
     * afterwards, or null. Giving the verdict it already has keeps its time and author. The lead's history
     * records the change as `actor`'s (as every change of status, verdict or deletion below).
     */
    async setVerdict(
      projectId: string,
      leadId: string,
      change: VerdictChange,
      actor: LeadActor,
    ): Promise<LeadDetails | null> {
      const { set, pending } = verdictColumns(change);
      const where = and(eq(leads.id, leadId), eq(leads.projectId, projectId), notDeleted);
      const rows = await asActor(db, actor, async (tx) => {
        const changed = await tx.update(leads).set(set).where(and(where, pending)).returning(detailFields);
        // A CRM push rule on Good lead queues with the change, so a crash cannot lose the push.
        if (change.verdict === 'good' && changed.length > 0)
          await planRulePushes(tx, projectId, [leadId], { kind: 'good' });
        return changed;
      });
      const lead = rows.length > 0 ? rows : await db.select(detailFields).from(leads).where(where);
      return detailsOf(lead as DetailRow[])[0] ?? null;
    },

    /** The same for many leads of the project; ids of other projects are never touched. */
    async setVerdictMany(
      projectId: string,
      leadIds: string[],
      change: VerdictChange,
      actor: LeadActor,
    ): Promise<number> {
      const { set, pending } = verdictColumns(change);
      const rows = await asActor(db, actor, async (tx) => {
        const changed = await tx
          .update(leads)
          .set(set)
          .where(and(ofProject(projectId, leadIds), notDeleted, pending))
          .returning({ id: leads.id });
        if (change.verdict === 'good' && changed.length > 0)
          await planRulePushes(
            tx,
            projectId,
            changed.map((row) => row.id),
            { kind: 'good' },
          );
        return changed;
      });
      return rows.length;
    },

    /** Marks the project's listed leads read or unread; ids of other projects are never touched. */
    async setReadMany(projectId: string, leadIds: string[], read: boolean): Promise<number> {
      const rows = await db
        .update(leads)
        .set({ read, updatedAt: sql`now()` })
        .where(and(ofProject(projectId, leadIds), notDeleted, ne(leads.read, read)))
        .returning({ id: leads.id });
      return rows.length;
    },

    /** Deletes (hides) or restores the project's leads; ids of other projects are never touched. */
    async setDeletedMany(
      projectId: string,
      leadIds: string[],
      deleted: boolean,
      actor: LeadActor,
    ): Promise<number> {
      const rows = await asActor(db, actor, (tx) =>
        tx
          .update(leads)
          .set({ deleted, updatedAt: sql`now()` })
          .where(and(ofProject(projectId, leadIds), ne(leads.deleted, deleted)))
          .returning({ id: leads.id }),
      );
      return rows.length;
    },

    /**
     * Moves the project's listed leads to a status (one of the project's: the caller checked) and, in
     * the same transaction, plans the lead.status_changed webhook deliveries. `webhooksPlanned`: the
     * caller kicks their delivery after commit.
     */
    async setStatusMany(
      projectId: string,
      leadIds: string[],
      statusConfigId: string,
      actor: LeadActor,
    ): Promise<{ updated: number; webhooksPlanned: boolean }> {
      return db.transaction(async (tx) => {
        await actingAs(tx as unknown as Database, actor);
        const changing = and(
          ofProject(projectId, leadIds),
          notDeleted,
          sql`${leads.statusConfigId} is distinct from ${statusConfigId}`,
        );
        const before = await tx
          .select({ leadId: leads.id, previousStatusId: leads.statusConfigId })
          .from(leads)
          .where(changing)
          .for('update');
        if (before.length === 0) return { updated: 0, webhooksPlanned: false };
        await tx
          .update(leads)
          .set({ statusConfigId, updatedAt: sql`now()` })
          .where(
            inArray(
              leads.id,
              before.map((row) => row.leadId),
            ),
          );
        const webhooksPlanned = await planStatusChangedEvents(
          tx as unknown as Database,
          projectId,
          before,
          statusConfigId,
        );
        await planRulePushes(
          tx as unknown as Database,
          projectId,
          before.map((row) => row.leadId),
          { kind: 'status', statusId: statusConfigId },
        );
        return { updated: before.length, webhooksPlanned };
      });
    },

    async statusBelongsToProject(projectId: string, statusConfigId: string): Promise<boolean> {
      const rows = await db
        .select({ id: leadStatusConfigs.id })
        .from(leadStatusConfigs)
        .where(and(eq(leadStatusConfigs.id, statusConfigId), eq(leadStatusConfigs.projectId, projectId)));
      return rows.length > 0;
    },

    /** The project's smart columns and their kinds, keyed by id (to check list filters against). */
    async smartColumnKinds(projectId: string): Promise<Map<string, SmartColumnKind>> {
      const rows = await db
        .select({ id: smartColumns.id, kind: smartColumns.kind })
        .from(smartColumns)
        .where(eq(smartColumns.projectId, projectId));
      return new Map(rows.map((row) => [row.id, row.kind === 'text' ? 'text' : 'boolean']));
    },

    /**
     * The project's data sources, and how many leads (not deleted) each platform has: read from the
     * counters triggers keep exact (migration 0009), not counted over the project's leads.
     */
    async platformsWithLeads(projectId: string): Promise<{
      sources: { id: string; platform: string; enabled: boolean }[];
      counts: LeadPlatformCount[];
    }> {
      const [sources, counts] = await Promise.all([
        db
          .select({ id: dataSources.id, platform: dataSources.platform, enabled: dataSources.enabled })
          .from(dataSources)
          .where(eq(dataSources.projectId, projectId)),
        db
          // A platform's count is spread over several rows (schema/leads.ts).
          .select({
            platform: leadPlatformCounts.platform,
            leadCount: sql<number>`sum(${leadPlatformCounts.leadCount})::int`,
          })
          .from(leadPlatformCounts)
          .where(eq(leadPlatformCounts.projectId, projectId))
          .groupBy(leadPlatformCounts.platform)
          .having(sql`sum(${leadPlatformCounts.leadCount}) > 0`),
      ]);
      return { sources, counts };
    },
  };
}

export type LeadsRepository = ReturnType<typeof leadsRepository>;
