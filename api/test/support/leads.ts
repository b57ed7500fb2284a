import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import {
  leads,
  leadSignalMatches,
  leadStatusConfigs,
  posts,
  type MatchExplanation,
} from '../../src/db/schema/index.js';

export interface SeedLead {
  platform?: string;
  title?: string;
  body?: string;
  author?: string;
  community?: string;
  url?: string;
  publishedAt?: Date;
  score?: number;
  read?: boolean;
  starred?: boolean;
  deleted?: boolean;
  statusConfigId?: string | null;
  /** Signals the lead matched, each with its score (explanation made up to fit). */
  matches?: { intentSignalId: string; score: number; terms?: string[] }[];
}

/**
 * Puts leads straight into the database (a post each, the project's default status unless told), for
 * tests of the lead routes that should not depend on connectors or the scorer.
 */
export async function seedLeads(db: Database, projectId: string, items: SeedLead[]): Promise<string[]> {
  const [defaultStatus] = await db
    .select({ id: leadStatusConfigs.id })
    .from(leadStatusConfigs)
    .where(and(eq(leadStatusConfigs.projectId, projectId), eq(leadStatusConfigs.isDefault, true)));
  const ids: string[] = [];
  for (const item of items) {
    const platform = item.platform ?? 'hackernews';
    const publishedAt = item.publishedAt ?? new Date();
    const [post] = await db
      .insert(posts)
      .values({
        platform,
        externalId: `seed-${randomUUID()}`,
        url: item.url ?? 'https://news.ycombinator.com/item?id=1',
        author: item.author ?? 'someone',
        community: item.community ?? null,
        title: item.title ?? 'Looking for a CRM',
        body: item.body ?? 'Any recommendations for a simple CRM for a small team?',
        publishedAt,
      })
      .returning({ id: posts.id });
    const [lead] = await db
      .insert(leads)
      .values({
        projectId,
        postId: post!.id,
        platform,
        publishedAt,
        score: item.score ?? 70,
        read: item.read ?? false,
        starred: item.starred ?? false,
        deleted: item.deleted ?? false,
        statusConfigId: item.statusConfigId === undefined ? (defaultStatus?.id ?? null) : item.statusConfigId,
      })
      .returning({ id: leads.id });
    for (const match of item.matches ?? []) {
      const explanation: MatchExplanation = {
        source: 'local',
        terms: match.terms ?? ['crm'],
        phrases: [],
        cues: ['asks for a recommendation'],
        negatives: [],
        reason: 'Asks for a recommendation and mentions crm.',
      };
      await db
        .insert(leadSignalMatches)
        .values({ leadId: lead!.id, intentSignalId: match.intentSignalId, score: match.score, explanation });
    }
    ids.push(lead!.id);
  }
  return ids;
}
