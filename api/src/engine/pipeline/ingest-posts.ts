import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  leads,
  leadSignalMatches,
  leadSmartValues,
  pendingLeadAlerts,
  type PostRow,
} from '../../db/schema/index.js';
import { applyAssignmentRule } from '../../leads/assignment-rule/apply-assignment-rule.js';
import { notifyNewLeads } from '../../leads/new-leads-channel.js';
import type { LlmClient } from '../../llm/chat-completions.js';
import type { Embedder } from '../embeddings/embedding-pool.js';
import type { IncomingPost } from '../sources/connector.js';
import { chunked } from './chunked.js';
import { loadProjectContext } from './project-context.js';
import { answerNewLeads } from './smart-values.js';
import { leadMatches, scorePosts } from './score-posts.js';
import { upsertPosts } from './upsert-posts.js';

export interface IngestDependencies {
  db: Database;
  /** The configured LLM, or null: scoring and smart columns are then local only. */
  llm: LlmClient | null;
  /** The sentence encoder; the process's shared embedding threads when not given. */
  embedder?: Embedder;
}

export interface IngestInput {
  projectId: string;
  incoming: IncomingPost[];
  /** Every post becomes a lead whatever it scores (imports: a person chose these rows). */
  asLeads?: boolean;
}

export interface IngestResult {
  received: number;
  /** Posts Signalboard had not stored before (for any project). */
  newPosts: number;
  /** Leads this call created for the project. */
  newLeads: number;
}

export interface IngestOptions {
  /**
   * Runs inside the transaction that stores the leads: the poller saves its cursor and health here, so a
   * crash before the commit leaves both untouched and the retried job redoes the same work.
   */
  inTransaction?: (tx: Database) => Promise<void>;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for every table written here. */
const rowsPerStatement = 500;

/**
 * Turns posts a connector, an import or a webhook delivered into the project's leads: stores the posts
 * (shared by every project), scores the ones that are not yet leads of this project against its enabled
 * intent signals (local scorer, then the LLM when configured), keeps those at or above the project's
 * threshold, answers the project's smart columns for them, and stores leads, matches and smart values in
 * one transaction. Idempotent: posts already leads of the project are left as they are (deleted ones
 * too, so a lead a user deleted never comes back), and every insert ignores what exists.
 */
export async function ingestPosts(
  deps: IngestDependencies,
  input: IngestInput,
  options: IngestOptions = {},
): Promise<IngestResult> {
  const received = input.incoming.length;
  const context = await loadProjectContext(deps.db, input.projectId);
  if (!context) return { received, newPosts: 0, newLeads: 0 };

  const stored = await upsertPosts(deps.db, input.incoming);
  const candidates = await postsNotYetLeads(deps.db, input.projectId, stored.rows);
  const scores = await scorePosts(deps, context, candidates, { embedAll: input.asLeads === true });
  const threshold = context.project.leadThreshold;
  const chosen = candidates
    .map((post) => ({ post, ...leadMatches(scores.get(post.id) ?? [], threshold) }))
    .filter((lead) => input.asLeads === true || lead.best >= threshold);
  const answers = await answerNewLeads(
    deps,
    context,
    chosen.map((lead) => lead.post),
  );

  const newLeads = await deps.db.transaction(async (tx) => {
    const created: { id: string; postId: string }[] = [];
    for (const batch of chunked(chosen, rowsPerStatement)) {
      const rows = await tx
        .insert(leads)
        .values(
          batch.map(({ post, best }) => ({
            projectId: input.projectId,
            postId: post.id,
            platform: post.platform,
            publishedAt: post.publishedAt ?? post.fetchedAt,
            score: best,
            statusConfigId: context.defaultStatusId,
          })),
        )
        .onConflictDoNothing({ target: [leads.projectId, leads.postId] })
        .returning({ id: leads.id, postId: leads.postId });
      created.push(...rows);
    }
    const leadIdByPost = new Map(created.map((row) => [row.postId, row.id]));

    const matchRows = chosen.flatMap(({ post, matches }) => {
      const leadId = leadIdByPost.get(post.id);
      if (!leadId) return [];
      return matches.map((match) => ({
        leadId,
        intentSignalId: match.signal.id,
        score: match.score,
        signalVersion: match.signal.version,
        explanation: match.explanation,
      }));
    });
    for (const batch of chunked(matchRows, rowsPerStatement))
      await tx.insert(leadSignalMatches).values(batch).onConflictDoNothing();

    const valueRows = answers.flatMap(({ postId, values }) => {
      const leadId = leadIdByPost.get(postId);
      if (!leadId) return [];
      return values.map((value) => ({
        leadId,
        smartColumnId: value.smartColumnId,
        boolValue: value.boolValue,
        textValue: value.textValue,
        columnVersion: value.columnVersion,
        source: value.source,
      }));
    });
    for (const batch of chunked(valueRows, rowsPerStatement))
      await tx.insert(leadSmartValues).values(batch).onConflictDoNothing();

    // The project's assignment rule hands these out now, so no new lead is seen unowned when it has one.
    await applyAssignmentRule(
      tx as unknown as Database,
      input.projectId,
      chosen.flatMap(({ post, best, matches }) => {
        const id = leadIdByPost.get(post.id);
        if (!id) return [];
        return [
          { id, score: best, matches: matches.map((m) => ({ signalId: m.signal.id, score: m.score })) },
        ];
      }),
    );

    // Alerts (Slack, e-mail, webhooks) start from these rows, written with the leads so none is lost.
    for (const batch of chunked(created, rowsPerStatement))
      await tx
        .insert(pendingLeadAlerts)
        .values(batch.map((row) => ({ leadId: row.id, projectId: input.projectId })))
        .onConflictDoNothing();

    await options.inTransaction?.(tx as unknown as Database);
    // Open lead lists hear of these at commit (the API processes LISTEN for it).
    const chosenByPost = new Map(chosen.map((lead) => [lead.post.id, lead]));
    await notifyNewLeads(
      tx as unknown as Database,
      input.projectId,
      created.map(({ id, postId }) => {
        const { post, best } = chosenByPost.get(postId)!;
        return { id, score: best, title: post.title, body: post.body };
      }),
    );
    return created.length;
  });

  return { received, newPosts: stored.inserted, newLeads };
}

/** The posts that are not leads of the project yet (a lead the team deleted counts as one). */
async function postsNotYetLeads(db: Database, projectId: string, posts: PostRow[]): Promise<PostRow[]> {
  if (posts.length === 0) return [];
  const known = new Set<string>();
  for (const batch of chunked(posts, rowsPerStatement)) {
    const rows = await db
      .select({ postId: leads.postId })
      .from(leads)
      .where(
        and(
          eq(leads.projectId, projectId),
          inArray(
            leads.postId,
            batch.map((post) => post.id),
          ),
        ),
      );
    for (const row of rows) known.add(row.postId);
  }
  return posts.filter((post) => !known.has(post.id));
}
