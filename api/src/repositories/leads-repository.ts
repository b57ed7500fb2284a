import { and, asc, count, desc, eq, getTableColumns, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { planStatusChangedEvents } from '../alerts/webhooks/plan-webhook-events.js';
import type { Database } from '../db/database.js';
import {
  dataSources,
  intentSignals,
  leadPlatformCounts,
  leads,
  leadSignalMatches,
  leadSmartValues,
  leadStatusConfigs,
  posts,
  smartColumns,
  type LeadRow,
  type LeadVerdict,
  type MatchExplanation,
  type NotLeadReason,
  type PostMetadata,
} from '../db/schema/index.js';
import { listAfterCondition, listConditions, listOrder, type ListPosition } from '../leads/list-query.js';
import type { LeadListFilter } from '../leads/list-filter.js';
import type { SmartColumnKind } from '../leads/smart-value-filter.js';

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

function groupBy<T extends { leadId: string }>(rows: T[]): Map<string, Omit<T, 'leadId'>[]> {
  const groups = new Map<string, Omit<T, 'leadId'>[]>();
  for (const { leadId, ...rest } of rows) {
    const group = groups.get(leadId);
    if (group) group.push(rest);
    else groups.set(leadId, [rest]);
  }
  return groups;
}

export function leadsRepository(db: Database) {
  /**
   * The posts, matches (with their signal's name) and smart values of `rows`: three batched queries,
   * run together, whatever the page size. `bodyLimit` cuts post bodies in the database.
   */
  async function withDetails(rows: LeadFields[], bodyLimit: number | null): Promise<LeadDetails[]> {
    if (rows.length === 0) return [];
    const leadIds = rows.map((row) => row.id);
    const limit = bodyLimit === null ? null : sql.raw(String(Math.trunc(bodyLimit)));
    const [postRows, matchRows, valueRows] = await Promise.all([
      db
        .select({
          id: posts.id,
          platform: posts.platform,
          externalId: posts.externalId,
          url: posts.url,
          author: posts.author,
          community: posts.community,
          title: posts.title,
          body: limit ? sql<string>`left(${posts.body}, ${limit})` : posts.body,
          bodyTruncated: limit ? sql<boolean>`char_length(${posts.body}) > ${limit}` : sql<boolean>`false`,
          publishedAt: posts.publishedAt,
          metadata: posts.metadata,
        })
        .from(posts)
        .where(
          inArray(
            posts.id,
            rows.map((row) => row.postId),
          ),
        ),
      db
        .select({
          leadId: leadSignalMatches.leadId,
          intentSignalId: leadSignalMatches.intentSignalId,
          intentSignalName: intentSignals.name,
          score: leadSignalMatches.score,
          explanation: leadSignalMatches.explanation,
        })
        .from(leadSignalMatches)
        .innerJoin(intentSignals, eq(intentSignals.id, leadSignalMatches.intentSignalId))
        .where(inArray(leadSignalMatches.leadId, leadIds))
        .orderBy(desc(leadSignalMatches.score), asc(intentSignals.position)),
      db
        .select({
          leadId: leadSmartValues.leadId,
          smartColumnId: leadSmartValues.smartColumnId,
          boolValue: leadSmartValues.boolValue,
          textValue: leadSmartValues.textValue,
          source: leadSmartValues.source,
          stale: sql<boolean>`${leadSmartValues.columnVersion} < ${smartColumns.version}`,
        })
        .from(leadSmartValues)
        .innerJoin(smartColumns, eq(smartColumns.id, leadSmartValues.smartColumnId))
        .where(inArray(leadSmartValues.leadId, leadIds))
        .orderBy(asc(smartColumns.position), asc(smartColumns.createdAt)),
    ]);
    const postsById = new Map(postRows.map((post) => [post.id, post]));
    const matches = groupBy(matchRows);
    const values = groupBy(valueRows);
    return rows.flatMap((lead) => {
      const post = postsById.get(lead.postId);
      // A post is never deleted while a lead points at it (cascade); skip rather than fail if it raced.
      if (!post) return [];
      return [{ lead, post, matches: matches.get(lead.id) ?? [], smartValues: values.get(lead.id) ?? [] }];
    });
  }

  const ofProject = (projectId: string, leadIds: string[]): SQL =>
    and(eq(leads.projectId, projectId), inArray(leads.id, leadIds)) as SQL;

  /**
   * One page with its details. The page's ids come from the index alone (an index-only scan however
   * deep `skip` goes); only the page's rows are read from the table.
   */
  async function pageOf(
    projectId: string,
    filter: LeadListFilter,
    { bodyLimit, after = null }: { bodyLimit: number; after?: ListPosition | null },
  ): Promise<LeadDetails[]> {
    const where = listConditions(projectId, filter);
    const order = listOrder(filter);
    const page = db
      .select({ id: leads.id })
      .from(leads)
      .where(after ? and(where, listAfterCondition(filter, after)) : where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.skip)
      .as('page');
    const rows = await db
      .select(leadFields)
      .from(page)
      .innerJoin(leads, eq(leads.id, page.id))
      .orderBy(...order);
    return withDetails(rows, bodyLimit);
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
    async unreadCount(projectId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${leadPlatformCounts.unreadCount}), 0)::int` })
        .from(leadPlatformCounts)
        .where(eq(leadPlatformCounts.projectId, projectId));
      return row?.n ?? 0;
    },

    /**
     * One page of the list with its details, and how many leads match counted up to `countCap` + 1 (so
     * the caller can tell "exactly the cap" from "more").
     */
    async listPage(
      projectId: string,
      filter: LeadListFilter,
      { countCap, bodyLimit }: { countCap: number; bodyLimit: number },
    ): Promise<{ items: LeadDetails[]; counted: number }> {
      const [items, counted] = await Promise.all([
        pageOf(projectId, filter, { bodyLimit }),
        countMatching(projectId, filter, countCap),
      ]);
      return { items, counted };
    },

    /**
     * The `filter.limit` leads after `after` in list order (keyset paging: each page costs the same
     * however deep it is, and a lead changed meanwhile is neither skipped nor repeated), no count.
     */
    listAfter(
      projectId: string,
      filter: LeadListFilter,
      { after, bodyLimit }: { after: ListPosition | null; bodyLimit: number },
    ): Promise<LeadDetails[]> {
      return pageOf(projectId, { ...filter, skip: 0 }, { after, bodyLimit });
    },

    countMatching,

    async find(projectId: string, leadId: string): Promise<LeadDetails | null> {
      const rows = await db
        .select(leadFields)
        .from(leads)
        .where(and(eq(leads.id, leadId), eq(leads.projectId, projectId), notDeleted));
      return (await withDetails(rows, null))[0] ?? null;
    },

    /** Sets read/starred on one lead of the project (not deleted); the lead afterwards, or null. */
    async setFlags(
      projectId: string,
      leadId: string,
      flags: { read?: boolean; starred?: boolean },
    ): Promise<LeadDetails | null> {
      const rows = await db
        .update(leads)
        .set({ ...flags, updatedAt: sql`now()` })
        .where(and(eq(leads.id, leadId), eq(leads.projectId, projectId), notDeleted))
        .returning(leadFields);
      return (await withDetails(rows, null))[0] ?? null;
    },

    /**
     * Gives one lead of the project (not deleted, hidden or not) a verdict, or clears it; the lead
     * afterwards, or null. Giving the verdict it already has keeps its time and author.
     */
    async setVerdict(projectId: string, leadId: string, change: VerdictChange): Promise<LeadDetails | null> {
      const { set, pending } = verdictColumns(change);
      const where = and(eq(leads.id, leadId), eq(leads.projectId, projectId), notDeleted);
      const rows = await db.update(leads).set(set).where(and(where, pending)).returning(leadFields);
      const lead = rows.length > 0 ? rows : await db.select(leadFields).from(leads).where(where);
      return (await withDetails(lead, null))[0] ?? null;
    },

    /** The same for many leads of the project; ids of other projects are never touched. */
    async setVerdictMany(projectId: string, leadIds: string[], change: VerdictChange): Promise<number> {
      const { set, pending } = verdictColumns(change);
      const rows = await db
        .update(leads)
        .set(set)
        .where(and(ofProject(projectId, leadIds), notDeleted, pending))
        .returning({ id: leads.id });
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
    async setDeletedMany(projectId: string, leadIds: string[], deleted: boolean): Promise<number> {
      const rows = await db
        .update(leads)
        .set({ deleted, updatedAt: sql`now()` })
        .where(and(ofProject(projectId, leadIds), ne(leads.deleted, deleted)))
        .returning({ id: leads.id });
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
    ): Promise<{ updated: number; webhooksPlanned: boolean }> {
      return db.transaction(async (tx) => {
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
          .select({ platform: leadPlatformCounts.platform, leadCount: leadPlatformCounts.leadCount })
          .from(leadPlatformCounts)
          .where(and(eq(leadPlatformCounts.projectId, projectId), gt(leadPlatformCounts.leadCount, 0))),
      ]);
      return { sources, counts };
    },
  };
}

export type LeadsRepository = ReturnType<typeof leadsRepository>;
