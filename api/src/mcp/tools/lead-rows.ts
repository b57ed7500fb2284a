import { cut } from '../tool-answers.js';

/** A lead as the REST list answers it (`LeadRow`), the fields the tools read. */
export interface LeadRow {
  id: string;
  platform: string;
  score: number;
  read: boolean;
  starred: boolean;
  status_config_id: string | null;
  verdict: 'good' | 'not_lead' | null;
  verdict_reason: string | null;
  published_at: string;
  post: {
    url: string | null;
    author: string | null;
    community: string | null;
    title: string | null;
    body: string;
  };
  matches: { intent_signal_name: string }[];
}

export interface LeadPage {
  items: LeadRow[];
  total: number;
  total_capped: boolean;
  /** The list's keyset cursor for the page after this one (servers before it send none). */
  next_cursor?: string | null;
}

/** One line's worth of a lead for a model: enough to choose which to open with get_lead. */
export function compactRow(row: LeadRow, statusName: (id: string | null) => string | null) {
  return {
    id: row.id,
    title: cut(row.post.title, 120),
    snippet: cut(row.post.body.replace(/\s+/g, ' '), 200),
    score: row.score,
    signals: row.matches.map((match) => match.intent_signal_name),
    status: statusName(row.status_config_id),
    verdict: row.verdict,
    ...(row.verdict_reason ? { reason: row.verdict_reason } : {}),
    ...(row.starred ? { starred: true } : {}),
    read: row.read,
    published_at: row.published_at,
    platform: row.platform,
    ...(row.post.community ? { community: row.post.community } : {}),
    author: row.post.author,
    url: row.post.url,
  };
}
