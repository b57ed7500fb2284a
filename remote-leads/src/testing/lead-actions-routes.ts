// Triage of many leads, in memory, as api/src/routes/leads/bulk-actions.ts answers (plus the by-filter
// variant: `{ filter }` instead of `{ lead_ids }`, capped, answering whether it was), and the unread
// count. They work on the same `leads` and `deleted` as the list's routes, so a change shows in the list.
import type { LeadItem as Lead, StatusConfig } from '@signalboard/shared/api';
import { errorReply, type ApiReply, type ApiRequest, type ApiRoutes } from '@signalboard/shared/testing';
import { filterLeads } from './leads-list-routes';

export interface LeadActionsState {
  leads: Lead[];
  deleted: Set<string>;
  statuses: StatusConfig[];
}

/** The by-filter cap of the real routes (kept small here would hide nothing: tests use few leads). */
export const BULK_FILTER_CAP = 10_000;

/** The list's query as the contract server hands it over: one string per key (the last value). */
function filterAsQuery(filter: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue;
    const last = Array.isArray(value) ? value.at(-1) : value;
    if (last !== undefined) query[key] = String(last);
  }
  return query;
}

/** The leads a body names: its `lead_ids` (this project's, not deleted), or those matching `filter`. */
function targeted(state: LeadActionsState, body: unknown, includeDeleted: boolean) {
  const { lead_ids: ids, filter } = (body ?? {}) as { lead_ids?: string[]; filter?: Record<string, unknown> };
  const pool = state.leads.filter((lead) => includeDeleted || !state.deleted.has(lead.id));
  if (filter) {
    const matching = filterLeads(pool, filterAsQuery(filter));
    return {
      leads: matching.slice(0, BULK_FILTER_CAP),
      capped: matching.length > BULK_FILTER_CAP,
      byFilter: true,
    };
  }
  if (!Array.isArray(ids) || ids.length === 0) return null;
  const wanted = new Set(ids);
  return { leads: pool.filter((lead) => wanted.has(lead.id)), capped: false, byFilter: false };
}

const invalid = (field: string) => ({
  status: 422,
  body: { detail: `${field} is required`, code: 'VALIDATION_ERROR', field },
});

export function leadActionsRoutes(
  state: LeadActionsState,
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');

  /** Applies `change` to each targeted lead; `updated` counts those whose state changed. */
  const bulk =
    (change: (lead: Lead) => boolean, includeDeleted = false) =>
    ({ authorization, body }: ApiRequest): ApiReply => {
      if (!signedIn(authorization)) return unauthorized;
      const target = targeted(state, body, includeDeleted);
      if (!target) return invalid('lead_ids');
      const updated = target.leads.filter(change).length;
      return { status: 200, body: target.byFilter ? { updated, capped: target.capped } : { updated } };
    };

  const replace = (lead: Lead, fields: Partial<Lead>) => {
    const index = state.leads.findIndex((l) => l.id === lead.id);
    state.leads[index] = { ...lead, ...fields };
  };

  const setRead = (read: boolean) => (lead: Lead) => {
    if (lead.read === read) return false;
    replace(lead, { read });
    return true;
  };

  return {
    'POST /api/v1/leads/:projectId/mark_leads_as_read': bulk(setRead(true)),
    'POST /api/v1/leads/:projectId/mark_leads_as_unread': bulk(setRead(false)),
    'POST /api/v1/leads/:projectId/mark_leads_as_deleted': bulk((lead) => {
      if (state.deleted.has(lead.id)) return false;
      state.deleted.add(lead.id);
      return true;
    }),
    'POST /api/v1/leads/:projectId/mark_leads_as_restored': bulk(
      (lead) => state.deleted.delete(lead.id),
      true,
    ),
    'POST /api/v1/leads/:projectId/update_status': (request) => {
      const statusId = (request.body as { status_config_id?: string } | null)?.status_config_id;
      if (signedIn(request.authorization) && !state.statuses.some((s) => s.id === statusId))
        return {
          status: 404,
          body: { detail: 'Status not found', code: 'STATUS_CONFIG_NOT_FOUND', field: 'status_config_id' },
        };
      return bulk((lead) => {
        if (lead.status_config_id === statusId) return false;
        replace(lead, { status_config_id: statusId ?? null });
        return true;
      })(request);
    },
    'GET /api/v1/leads/:projectId/unread_count': ({ authorization }) =>
      signedIn(authorization)
        ? {
            status: 200,
            body: {
              unread_count: state.leads.filter(
                (l) => !l.read && !state.deleted.has(l.id) && l.verdict !== 'not_lead',
              ).length,
            },
          }
        : unauthorized,
  };
}
