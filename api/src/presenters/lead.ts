import type { Static } from 'typebox';
import type { LeadDetails, LeadRowView } from '../repositories/leads-repository.js';
import type { LeadRowSchema, LeadSchema } from '../schemas/lead.js';

/** What the whole lead and its row both carry: the lead's own state, as a person works it. */
function leadState(lead: LeadRowView['lead']) {
  return {
    id: lead.id,
    platform: lead.platform,
    score: lead.score,
    read: lead.read,
    starred: lead.starred,
    status_config_id: lead.statusConfigId,
    verdict: lead.verdict,
    verdict_reason: lead.verdictReason,
    verdict_note: lead.verdictNote,
    published_at: lead.publishedAt.toISOString(),
  };
}

/** What the whole lead's post and the row's snippet both carry: where it is, who wrote it, its words. */
function postText(post: Omit<LeadRowView['post'], 'kind'>) {
  return {
    url: post.url,
    author: post.author,
    community: post.community,
    title: post.title,
    body: post.body,
    body_truncated: post.bodyTruncated,
    published_at: post.publishedAt?.toISOString() ?? null,
  };
}

export function toLead({ lead, post, matches, smartValues }: LeadDetails): Static<typeof LeadSchema> {
  return {
    ...leadState(lead),
    project_id: lead.projectId,
    verdict_at: lead.verdictAt?.toISOString() ?? null,
    verdict_by: lead.verdictBy,
    created_at: lead.createdAt.toISOString(),
    post: {
      id: post.id,
      platform: post.platform,
      external_id: post.externalId,
      ...postText(post),
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

/** A lead as the list's rows show it. */
export function toLeadRow({
  lead,
  post,
  matches,
  reason,
  smartValues,
}: LeadRowView): Static<typeof LeadRowSchema> {
  return {
    ...leadState(lead),
    post: {
      ...postText(post),
      metadata: post.kind === null ? {} : { kind: post.kind },
    },
    matches: matches.map((match, i) => ({
      intent_signal_name: match.intentSignalName,
      explanation: {
        terms: match.terms ?? [],
        phrases: match.phrases ?? [],
        ...(i === 0 && reason !== null ? { reason } : {}),
      },
    })),
    smart_values: smartValues.map((value) => ({
      smart_column_id: value.smartColumnId,
      bool_value: value.boolValue,
      text_value: value.textValue,
    })),
  };
}
