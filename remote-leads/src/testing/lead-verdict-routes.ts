// The team's verdicts, in memory, as api/src/routes/leads/lead-item.ts (POST /lead/{id}/verdict) and
// bulk-actions.ts (POST /update_verdict) answer: 'not_lead' needs a reason (422 naming `reason`), a
// reason with anything else is refused, and `verdict: null` clears. They change the same `leads` the
// list's routes read, so a hidden lead leaves the list and comes back when restored.
import type { LeadItem as Lead } from '@signalboard/shared/api';
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';
import { filterLeads } from './leads-list-routes';

export interface LeadVerdictState {
  leads: Lead[];
  deleted: Set<string>;
}

/** The user the fake API says gave a verdict. */
export const VERDICT_USER = 'user-ada';

interface VerdictBody {
  verdict?: Lead['verdict'];
  reason?: Lead['verdict_reason'];
  reason_note?: string | null;
  lead_ids?: string[];
  filter?: Record<string, unknown>;
}

const invalid = (field: string, detail: string): ApiReply => ({
  status: 422,
  body: { detail: `${field}: ${detail}`, code: 'VALIDATION_ERROR', field },
});

/** The fields a verdict sets, or a 422 naming what is wrong. */
function verdictFields(body: VerdictBody): Partial<Lead> | ApiReply {
  const verdict = body.verdict ?? null;
  const reason = body.reason ?? null;
  const note = body.reason_note?.trim() || null;
  if (note !== null && (note.length > 200 || reason !== 'other'))
    return invalid('reason_note', "is at most 200 characters, with the reason 'other' only");
  if (verdict === 'not_lead' && reason === null)
    return invalid('reason', "is required when verdict is 'not_lead'");
  if (verdict !== 'not_lead' && reason !== null)
    return invalid('reason', "is only given when verdict is 'not_lead'");
  return {
    verdict,
    verdict_reason: reason,
    verdict_note: verdict === 'not_lead' ? note : null,
    verdict_at: verdict === null ? null : new Date().toISOString(),
    verdict_by: verdict === null ? null : VERDICT_USER,
  };
}

const isReply = (value: Partial<Lead> | ApiReply): value is ApiReply => 'status' in value;

export function leadVerdictRoutes(
  state: LeadVerdictState,
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
  /** Gives `lead` the verdict; whether it changed (the same verdict again changes nothing). */
  const apply = (lead: Lead, fields: Partial<Lead>): boolean => {
    if (
      lead.verdict === fields.verdict &&
      lead.verdict_reason === fields.verdict_reason &&
      (lead.verdict_note ?? null) === (fields.verdict_note ?? null)
    )
      return false;
    const index = state.leads.findIndex((l) => l.id === lead.id);
    state.leads[index] = { ...lead, ...fields };
    return true;
  };
  return {
    'POST /api/v1/leads/:projectId/lead/:leadId/verdict': ({ authorization, params, body }) => {
      if (!signedIn(authorization)) return unauthorized;
      const fields = verdictFields((body ?? {}) as VerdictBody);
      if (isReply(fields)) return fields;
      const lead = state.leads.find((l) => l.id === params.leadId);
      if (!lead || state.deleted.has(lead.id)) return errorReply(404, 'LEAD_NOT_FOUND', 'Lead not found.');
      apply(lead, fields);
      return { status: 200, body: state.leads.find((l) => l.id === lead.id) };
    },
    'POST /api/v1/leads/:projectId/update_verdict': ({ authorization, body }) => {
      if (!signedIn(authorization)) return unauthorized;
      const request = (body ?? {}) as VerdictBody;
      const fields = verdictFields(request);
      if (isReply(fields)) return fields;
      const live = state.leads.filter((lead) => !state.deleted.has(lead.id));
      if (request.filter) {
        const query = Object.fromEntries(
          Object.entries(request.filter).map(([key, value]) => [
            key,
            String(Array.isArray(value) ? value.at(-1) : value),
          ]),
        );
        const updated = filterLeads(live, query).filter((lead) => apply(lead, fields)).length;
        return { status: 200, body: { updated, capped: false } };
      }
      if (!request.lead_ids?.length) return invalid('lead_ids', 'send lead_ids or filter');
      const wanted = new Set(request.lead_ids);
      const updated = live.filter((lead) => wanted.has(lead.id) && apply(lead, fields)).length;
      return { status: 200, body: { updated } };
    },
  };
}
