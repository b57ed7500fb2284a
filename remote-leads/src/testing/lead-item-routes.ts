// One lead, in memory, as api/src/routes/leads/lead-item.ts answers: GET it whole, POST read, POST
// star; each answers the lead after the change (with `view=brief`, its flags and the unread count), and
// a lead that is deleted or not in the state is 404 LEAD_NOT_FOUND. It works on the same `leads` as the
// list's routes (leads-list-routes.ts), so a change shows in both; `bodies` holds whole bodies for leads
// the list shows cut.
import type { LeadItem } from '@signalboard/shared/api';
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';

export interface LeadItemState {
  leads: LeadItem[];
  deleted: Set<string>;
  /** Whole bodies by lead id; without one the lead's own body is whole. */
  bodies?: Map<string, string>;
}

const notFound = errorReply(404, 'LEAD_NOT_FOUND', 'Lead not found.');

export function leadItemRoutes(
  state: LeadItemState,
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');

  const whole = (lead: LeadItem): LeadItem => {
    const body = state.bodies?.get(lead.id);
    return body === undefined ? lead : { ...lead, post: { ...lead.post, body, body_truncated: false } };
  };

  /** Finds the live lead, applies `change` to the stored one, answers it whole. */
  const answer = (id: string | undefined, change: Partial<LeadItem> = {}): ApiReply => {
    const index = state.leads.findIndex((lead) => lead.id === id);
    const lead = state.leads[index];
    if (!lead || state.deleted.has(lead.id)) return notFound;
    const changed = { ...lead, ...change };
    state.leads[index] = changed;
    return { status: 200, body: whole(changed) };
  };

  /** The brief answer (`view=brief`): the lead's flags and the project's unread count after the change. */
  const brief = (reply: ApiReply): ApiReply => {
    if (reply.status !== 200) return reply;
    const { id, read, starred } = reply.body as LeadItem;
    const unread = state.leads.filter((l) => !l.read && !state.deleted.has(l.id) && l.verdict !== 'not_lead');
    return { status: 200, body: { id, read, starred, unread_count: unread.length } };
  };

  return {
    'GET /api/v1/leads/:projectId/lead/:leadId': ({ authorization, params }) =>
      signedIn(authorization) ? answer(params.leadId) : unauthorized,
    'POST /api/v1/leads/:projectId/lead/:leadId/read': ({ authorization, params, query }) => {
      if (!signedIn(authorization)) return unauthorized;
      const reply = answer(params.leadId, { read: true });
      return query.view === 'brief' ? brief(reply) : reply;
    },
    'POST /api/v1/leads/:projectId/lead/:leadId/star': ({ authorization, params, body, query }) => {
      if (!signedIn(authorization)) return unauthorized;
      const { starred } = body as { starred: unknown };
      if (typeof starred !== 'boolean')
        return {
          status: 422,
          body: { detail: 'starred: must be a boolean', code: 'VALIDATION_ERROR', field: 'starred' },
        };
      const reply = answer(params.leadId, { starred });
      return query.view === 'brief' ? brief(reply) : reply;
    },
  };
}
