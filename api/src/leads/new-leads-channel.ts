import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { NewLeadsEvent } from '../schemas/lead-events.js';

/**
 * The PostgreSQL channel the pipeline NOTIFYs when it stores leads. Every API process LISTENs on it once
 * (plugins/app/lead-events.ts) and fans each event out to the project's open event streams, so a lead
 * stored by any worker reaches every replica; PGlite delivers it within the one process the same way.
 */
export const newLeadsChannel = 'sb_new_leads';

/** A lead at or above this score is announced on its own (an in-app alert), not only counted. */
export const highScore = 70;

const maxIds = 50;
const maxHighScore = 3;
const maxTitle = 160;

export interface StoredLead {
  id: string;
  score: number;
  title: string | null;
  body: string;
}

/**
 * NOTIFY inside the transaction that stores the leads: PostgreSQL delivers it at commit, and never when
 * the transaction rolls back. The payload stays far below NOTIFY's 8,000-byte limit (ids and titles capped).
 */
export async function notifyNewLeads(tx: Database, projectId: string, stored: StoredLead[]): Promise<void> {
  if (stored.length === 0) return;
  const best = [...stored].sort((a, b) => b.score - a.score);
  const event: NewLeadsEvent = {
    project_id: projectId,
    count: stored.length,
    lead_ids: best.slice(0, maxIds).map((lead) => lead.id),
    max_score: best[0]!.score,
    high_score: best
      .filter((lead) => lead.score >= highScore)
      .slice(0, maxHighScore)
      .map((lead) => ({ id: lead.id, title: shortTitle(lead), score: lead.score })),
  };
  await tx.execute(sql`SELECT pg_notify(${newLeadsChannel}, ${JSON.stringify(event)})`);
}

function shortTitle(lead: StoredLead): string {
  const text = (lead.title?.trim() || lead.body.trim() || 'Untitled post').replace(/\s+/g, ' ');
  return text.length > maxTitle ? `${text.slice(0, maxTitle - 1)}…` : text;
}

/** The event in a NOTIFY payload, or null for anything else (a payload from an older version, say). */
export function parseNewLeadsPayload(payload: string): NewLeadsEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<NewLeadsEvent>;
    if (typeof value.project_id !== 'string' || typeof value.count !== 'number') return null;
    return {
      project_id: value.project_id,
      count: value.count,
      lead_ids: Array.isArray(value.lead_ids) ? value.lead_ids : [],
      max_score: typeof value.max_score === 'number' ? value.max_score : 0,
      high_score: Array.isArray(value.high_score) ? value.high_score : [],
    };
  } catch {
    return null;
  }
}
