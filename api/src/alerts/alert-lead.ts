import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { intentSignals, leads, leadSignalMatches, posts } from '../db/schema/index.js';

/** What every alert channel says about a new lead: enough to judge it without opening the app. */
export interface AlertLead {
  id: string;
  projectId: string;
  score: number;
  platform: string;
  title: string | null;
  /** The post's text (untrusted: every channel escapes it for its own format). */
  body: string;
  url: string | null;
  author: string | null;
  community: string | null;
  publishedAt: Date;
  createdAt: Date;
  statusConfigId: string | null;
  /** Hidden leads (deleted, or marked not a lead) are never alerted. */
  hidden: boolean;
  /** The signals it matched, best first, each with the plain sentence saying why. */
  signals: { id: string; name: string; score: number; reason: string }[];
}

/** Loads the leads of one project by id (ids of other projects are ignored). */
export async function loadAlertLeads(
  db: Database,
  projectId: string,
  leadIds: string[],
): Promise<AlertLead[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .select({
      id: leads.id,
      score: leads.score,
      platform: leads.platform,
      publishedAt: leads.publishedAt,
      createdAt: leads.createdAt,
      statusConfigId: leads.statusConfigId,
      deleted: leads.deleted,
      verdict: leads.verdict,
      title: posts.title,
      body: posts.body,
      url: posts.url,
      author: posts.author,
      community: posts.community,
    })
    .from(leads)
    .innerJoin(posts, eq(posts.id, leads.postId))
    .where(and(eq(leads.projectId, projectId), inArray(leads.id, leadIds)));
  const matches = await db
    .select({
      leadId: leadSignalMatches.leadId,
      signalId: leadSignalMatches.intentSignalId,
      score: leadSignalMatches.score,
      explanation: leadSignalMatches.explanation,
      name: intentSignals.name,
    })
    .from(leadSignalMatches)
    .innerJoin(intentSignals, eq(intentSignals.id, leadSignalMatches.intentSignalId))
    .where(
      inArray(
        leadSignalMatches.leadId,
        rows.map((row) => row.id),
      ),
    );
  const signalsByLead = new Map<string, AlertLead['signals']>();
  for (const match of matches) {
    const list = signalsByLead.get(match.leadId) ?? [];
    list.push({ id: match.signalId, name: match.name, score: match.score, reason: match.explanation.reason });
    signalsByLead.set(match.leadId, list);
  }
  return rows
    .map((row) => ({
      id: row.id,
      projectId,
      score: row.score,
      platform: row.platform,
      title: row.title,
      body: row.body,
      url: row.url,
      author: row.author,
      community: row.community,
      publishedAt: row.publishedAt,
      createdAt: row.createdAt,
      statusConfigId: row.statusConfigId,
      hidden: row.deleted || row.verdict === 'not_lead',
      signals: (signalsByLead.get(row.id) ?? []).sort((a, b) => b.score - a.score),
    }))
    .sort((a, b) => b.score - a.score);
}
