import type { Static } from 'typebox';
import type { LeadDetails } from '../repositories/leads-repository.js';
import type { LeadSchema } from '../schemas/lead.js';

/**
 * A lead whole, as GET /lead/{leadId} and the list's `view=full` answer it. The list's rows are written
 * by the database (repositories/lead-row-json.ts).
 */
export function toLead({ lead, post, matches, smartValues }: LeadDetails): Static<typeof LeadSchema> {
  return {
    id: lead.id,
    project_id: lead.projectId,
    platform: lead.platform,
    score: lead.score,
    read: lead.read,
    starred: lead.starred,
    status_config_id: lead.statusConfigId,
    verdict: lead.verdict,
    verdict_reason: lead.verdictReason,
    verdict_note: lead.verdictNote,
    verdict_at: lead.verdictAt?.toISOString() ?? null,
    verdict_by: lead.verdictBy,
    assignee_id: lead.assigneeId,
    assigned_at: lead.assignedAt?.toISOString() ?? null,
    assigned_by: lead.assignedBy,
    published_at: lead.publishedAt.toISOString(),
    created_at: lead.createdAt.toISOString(),
    post: {
      id: post.id,
      platform: post.platform,
      external_id: post.externalId,
      url: post.url,
      author: post.author,
      community: post.community,
      title: post.title,
      body: post.body,
      body_truncated: post.bodyTruncated,
      published_at: post.publishedAt?.toISOString() ?? null,
      metadata: post.metadata,
    },
    matches: matches.map((match) => ({
      intent_signal_id: match.intentSignalId,
      intent_signal_name: match.intentSignalName,
      score: match.score,
      explanation: match.explanation,
    })),
    smart_values: smartValues.map((value) => ({
      smart_column_id: value.smartColumnId,
      bool_value: value.boolValue,
      text_value: value.textValue,
      source: value.source,
      stale: value.stale,
    })),
  };
}
