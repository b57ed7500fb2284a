// Lead owners (issue 26), in memory, as api/src/routes/leads answers them: the project's people, the
// signed-in user (GET /users_info/me, for "me"), giving one lead (PUT lead/{id}/assignee: 422
// ASSIGNEE_NOT_IN_PROJECT for anyone not among the people) or many (POST update_assignee, by ids or by the
// list's filter), and the list again with its `assignee=me|none|<id>` filter and each row's `assignee_id`.
// Added to a running fake API (`serveOwners(api())`), over the same leads, so a change shows in the list.
import type { LeadItem, ProjectPerson } from '@signalboard/shared/api';
import { errorReply, type ApiRequest, type ApiReply } from '@signalboard/shared/testing';
import { LEADS_TOKEN, type LeadsApi } from './leads-api';
import { filterLeads, leadsListRoutes } from './leads-list-routes';

export const ownerIds = {
  ada: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  bob: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  gus: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  /** Owned leads once, then left the organization: no longer among the people. */
  gone: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
};

/** Ada (the signed-in user) and Bob, members; Gus, a guest of the project. */
export const ownerPeople = (): ProjectPerson[] => [
  { id: ownerIds.ada, name: 'Ada Lovelace', kind: 'member' },
  { id: ownerIds.bob, name: 'Bob Stone', kind: 'member' },
  { id: ownerIds.gus, name: 'Gus Guest', kind: 'guest' },
];

const signedIn = (authorization: string | undefined) => authorization === `Bearer ${LEADS_TOKEN}`;
const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');

/** The API's owner filter: 'me' is the caller (Ada), 'none' nobody, else that person (left or not). */
function ownedBy(lead: LeadItem, assignee: string | undefined): boolean {
  if (!assignee) return true;
  const owner = lead.assignee_id ?? null;
  if (assignee === 'none') return owner === null;
  return owner === (assignee === 'me' ? ownerIds.ada : assignee);
}

export interface OwnersOptions {
  people?: ProjectPerson[];
}

/** Adds the owner routes to `api` (Ada signed in); answers the people, which a test may change. */
export function serveOwners(api: LeadsApi, options: OwnersOptions = {}): ProjectPerson[] {
  const { state } = api;
  const people = options.people ?? ownerPeople();
  const give = (lead: LeadItem, assigneeId: string | null): boolean => {
    if ((lead.assignee_id ?? null) === assigneeId) return false;
    const index = state.leads.findIndex((l) => l.id === lead.id);
    state.leads[index] = {
      ...lead,
      assignee_id: assigneeId,
      assigned_at: assigneeId ? new Date().toISOString() : null,
    };
    return true;
  };
  const notAmongPeople = (assigneeId: unknown): ApiReply | null =>
    assigneeId === null || people.some((p) => p.id === assigneeId)
      ? null
      : {
          status: 422,
          body: {
            detail: 'The assignee is not a member or guest of the project',
            code: 'ASSIGNEE_NOT_IN_PROJECT',
            field: 'assignee_id',
          },
        };

  api.route('GET /users_info/me', ({ authorization }) =>
    signedIn(authorization)
      ? {
          status: 200,
          body: {
            id: ownerIds.ada,
            email: 'ada@example.com',
            first_name: 'Ada',
            last_name: 'Lovelace',
            is_active: true,
            is_verified: true,
            is_superuser: false,
          },
        }
      : unauthorized,
  );
  api.route('GET /api/v1/leads/:projectId/people', ({ authorization }) =>
    signedIn(authorization) ? { status: 200, body: people } : unauthorized,
  );
  api.route('PUT /api/v1/leads/:projectId/lead/:leadId/assignee', ({ authorization, params, body }) => {
    if (!signedIn(authorization)) return unauthorized;
    const assigneeId = (body as { assignee_id?: string | null } | null)?.assignee_id ?? null;
    const lead = state.leads.find((l) => l.id === params.leadId && !state.deleted.has(l.id));
    if (!lead) return errorReply(404, 'LEAD_NOT_FOUND', 'Lead not found');
    const refused = notAmongPeople(assigneeId);
    if (refused) return refused;
    give(lead, assigneeId);
    return { status: 200, body: state.leads.find((l) => l.id === lead.id) };
  });
  api.route('POST /api/v1/leads/:projectId/update_assignee', ({ authorization, body }) => {
    if (!signedIn(authorization)) return unauthorized;
    const request = (body ?? {}) as {
      assignee_id?: string | null;
      lead_ids?: string[];
      filter?: Record<string, unknown>;
    };
    const assigneeId = request.assignee_id ?? null;
    const refused = notAmongPeople(assigneeId);
    if (refused) return refused;
    const live = state.leads.filter((lead) => !state.deleted.has(lead.id));
    let targeted: LeadItem[];
    if (request.filter) {
      const query = Object.fromEntries(
        Object.entries(request.filter).map(([key, value]) => [
          key,
          String(Array.isArray(value) ? value.at(-1) : value),
        ]),
      );
      targeted = filterLeads(live, query).filter((lead) => ownedBy(lead, query.assignee));
    } else {
      const wanted = new Set(request.lead_ids ?? []);
      targeted = live.filter((lead) => wanted.has(lead.id));
    }
    const updated = targeted.filter((lead) => give(lead, assigneeId)).length;
    return { status: 200, body: request.filter ? { updated, capped: false } : { updated } };
  });
  api.route('GET /api/v1/leads/:projectId', (request: ApiRequest) => {
    // The list's own fake, over the leads this owner filter keeps; its rows then get their owners.
    const mine = { ...state, leads: state.leads.filter((lead) => ownedBy(lead, request.query.assignee)) };
    const reply = leadsListRoutes(mine, signedIn)['GET /api/v1/leads/:projectId']!(request) as ApiReply;
    const page = reply.body as { items?: { id: string }[] } | undefined;
    if (reply.status !== 200 || !page?.items) return reply;
    const owners = new Map(state.leads.map((lead) => [lead.id, lead]));
    const items = page.items.map((row) => ({
      ...row,
      assignee_id: owners.get(row.id)?.assignee_id ?? null,
      assigned_at: owners.get(row.id)?.assigned_at ?? null,
    }));
    return { ...reply, body: { ...page, items } };
  });
  return people;
}
