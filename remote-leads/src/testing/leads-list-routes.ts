// The lead list and its source filter, in memory, as the API answers them (api/src/routes/leads/list.ts,
// leads-data-sources.ts, api/src/leads/list-filter.ts): deleted leads never listed, every filter field
// applied (leads marked "not a lead" only under verdict=not_lead), sorted by date or score, paged with limit/skip, the total counted up to 1,000.
// The contract server keeps one value per query key (the last), so a repeated key filters by its last
// value here; the client test (shared/src/api/__tests__/lead-list.test.tsx) checks the keys repeat.
import type { DataSource, Lead, LeadDataSource, LeadItem } from '@signalboard/shared/api';
import { errorReply, type ApiRoutes } from '@signalboard/shared/testing';

export interface LeadsListState {
  /**
   * Every lead of the project whole, deleted ones included (`deleted` ids are left out of the list, which
   * gives each as a row: `leadRow`).
   */
  leads: LeadItem[];
  deleted: Set<string>;
  dataSources: LeadDataSource[];
  /** The project's data sources as Settings shows them (GET /project/{id}/data-sources), for the empty list. */
  projectSources: DataSource[];
}

const at = '2025-03-01T10:00:00.000Z';
const TOTAL_CAP = 1000;

/** A whole lead (the list gives it as a row: `leadRow`); `fields` change what a test needs. */
export function listLead(id: string, fields: Partial<LeadItem> = {}): LeadItem {
  const lead: LeadItem = {
    id,
    project_id: 'p1',
    platform: 'reddit',
    score: 70,
    read: false,
    starred: false,
    status_config_id: null,
    verdict: null,
    verdict_reason: null,
    verdict_at: null,
    verdict_by: null,
    published_at: at,
    created_at: at,
    post: {
      id: `post-${id}`,
      platform: fields.platform ?? 'reddit',
      external_id: `ext-${id}`,
      url: `https://example.com/${id}`,
      author: 'someone',
      community: 'r/startups',
      title: `Lead ${id}`,
      body: 'Which CRM should a small agency use?',
      body_truncated: false,
      published_at: at,
      metadata: {},
    },
    matches: [],
    smart_values: [],
    ...fields,
  };
  return lead;
}

export function leadDataSource(platform: string, name: string, leadCount: number): LeadDataSource {
  return { platform, name, data_source_id: null, enabled: true, lead_count: leadCount };
}

/** One data source that is on and working: read 40 posts, checked again in five minutes. */
export function workingSource(overrides: Partial<DataSource> = {}): DataSource {
  return {
    platform: 'reddit',
    enabled: true,
    settings: {},
    last_polled_at: at,
    last_success_at: at,
    last_error: null,
    items_seen: 40,
    poll_interval_seconds: 300,
    poll_interval_is_default: true,
    next_poll_at: new Date(Date.now() + 5 * 60_000).toISOString(),
    consecutive_failures: 0,
    ...overrides,
  };
}

export const emptyLeadsListState = (): LeadsListState => ({
  leads: [],
  deleted: new Set(),
  dataSources: [],
  projectSources: [workingSource()],
});

interface SmartCondition {
  column_id: string;
  operator: string;
  bool_value?: boolean;
  text_value?: string;
}

/** A lead as the list's rows get it (api/src/presenters/lead.ts toLeadRow). */
export function leadRow(lead: LeadItem): Lead {
  return {
    id: lead.id,
    platform: lead.platform,
    score: lead.score,
    read: lead.read,
    starred: lead.starred,
    status_config_id: lead.status_config_id,
    verdict: lead.verdict,
    verdict_reason: lead.verdict_reason,
    verdict_note: lead.verdict_note ?? null,
    published_at: lead.published_at,
    post: {
      url: lead.post.url,
      author: lead.post.author,
      community: lead.post.community,
      title: lead.post.title,
      body: lead.post.body.slice(0, 240),
      body_truncated: lead.post.body_truncated || lead.post.body.length > 240,
      published_at: lead.post.published_at,
      metadata: typeof lead.post.metadata.kind === 'string' ? { kind: lead.post.metadata.kind } : {},
    },
    matches: lead.matches.map((match, i) => ({
      intent_signal_name: match.intent_signal_name,
      explanation: {
        terms: match.explanation.terms,
        phrases: match.explanation.phrases,
        ...(i === 0 ? { reason: match.explanation.reason } : {}),
      },
    })),
    smart_values: lead.smart_values.map(({ smart_column_id, bool_value, text_value }) => ({
      smart_column_id,
      bool_value,
      text_value,
    })),
  };
}

function smartHolds(lead: LeadItem, condition: SmartCondition): boolean {
  const value = lead.smart_values.find((v) => v.smart_column_id === condition.column_id);
  const text = value?.text_value?.toLowerCase() ?? null;
  const wanted = condition.text_value?.toLowerCase() ?? '';
  const bool = value?.bool_value ?? null;
  switch (condition.operator) {
    case 'is':
      return bool === condition.bool_value;
    case 'is_not':
      return bool !== null && bool !== condition.bool_value;
    case 'is_empty':
      return bool === null && (text === null || text === '');
    case 'is_not_empty':
      return bool !== null || (text !== null && text !== '');
    case 'equals':
      return text === wanted;
    case 'not_equals':
      return text !== null && text !== wanted;
    case 'contains':
      return text !== null && text.includes(wanted);
    case 'not_contains':
      return text !== null && !text.includes(wanted);
    default:
      return false;
  }
}

/** The API's verdict filter: left out, every lead but "not a lead" ones; else that verdict only. */
const verdictShown = (wanted: string | undefined, verdict: Lead['verdict']) =>
  wanted === undefined ? verdict !== 'not_lead' : verdict === wanted;

const dayStart = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value).getTime();
const dayEnd = (value: string) => (value.length === 10 ? dayStart(value) + 86_400_000 : dayStart(value) + 1);

export function filterLeads(leads: LeadItem[], query: Record<string, string>): LeadItem[] {
  const search = query.search_text?.trim().toLowerCase();
  const smart = query.smart_column_values ? (JSON.parse(query.smart_column_values) as SmartCondition) : null;
  const matching = leads.filter(
    (lead) =>
      (!query.status_config_id ||
        query.status_config_id === 'all' ||
        lead.status_config_id === query.status_config_id) &&
      (!query.data_source_filters || lead.platform === query.data_source_filters) &&
      (!query.intent_signals || lead.matches.some((m) => m.intent_signal_id === query.intent_signals)) &&
      (query.read === undefined || String(lead.read) === query.read) &&
      (query.starred === undefined || String(lead.starred) === query.starred) &&
      verdictShown(query.verdict, lead.verdict) &&
      (!search || `${lead.post.title ?? ''} ${lead.post.body}`.toLowerCase().includes(search)) &&
      (!query.date_from || new Date(lead.published_at).getTime() >= dayStart(query.date_from)) &&
      (!query.date_to || new Date(lead.published_at).getTime() < dayEnd(query.date_to)) &&
      (!smart || smartHolds(lead, smart)),
  );
  const direction = query.sort_order === 'asc' ? 1 : -1;
  const byDate = (a: LeadItem, b: LeadItem) => a.published_at.localeCompare(b.published_at);
  return matching.sort((a, b) =>
    query.sort_by === 'score'
      ? direction * (a.score - b.score) || -byDate(a, b)
      : direction * byDate(a, b) || direction * a.id.localeCompare(b.id),
  );
}

export function leadsListRoutes(
  state: LeadsListState,
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
  return {
    'GET /api/v1/leads/:projectId': ({ authorization, query }) => {
      if (!signedIn(authorization)) return unauthorized;
      const limit = Number(query.limit ?? 50);
      const skip = Number(query.skip ?? 0);
      const live = state.leads.filter((lead) => !state.deleted.has(lead.id));
      const matching = filterLeads(live, query);
      return {
        status: 200,
        body: {
          items: matching.slice(skip, skip + limit).map(leadRow),
          total: Math.min(matching.length, TOTAL_CAP),
          total_capped: matching.length > TOTAL_CAP,
          limit,
          skip,
        },
      };
    },
    'GET /api/v1/leads/:projectId/leads-data-sources': ({ authorization }) =>
      signedIn(authorization) ? { status: 200, body: state.dataSources } : unauthorized,
    'GET /api/v1/project/:id/data-sources': ({ authorization }) =>
      signedIn(authorization) ? { status: 200, body: state.projectSources } : unauthorized,
  };
}
