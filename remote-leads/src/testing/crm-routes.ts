// A project's CRMs as the lead workspace sees them (issue 27), in memory, as api/src/routes/crm and
// api/src/routes/leads/lead-crm-push.ts answer: the connections (403 PROJECT_MEMBERS_ONLY to a guest), a
// CRM's settings (its field mapping) and delivery log, pushing one lead (once: asking again answers the same
// push, a failed one is tried again; 409 CRM_NOT_CONNECTED, 422 naming `email`) and many (by ids or by the
// list's filter, counting only the leads not already pushed or on their way). A push confirms the mapping
// and shows on the lead's `crm` (GET of one lead); `deliverCrmPushes` plays the worker.
import type {
  CrmConnection,
  CrmProvider,
  CrmPush,
  CrmSettings,
  LeadCrmLink,
  LeadItem,
} from '@signalboard/shared/api';
import { CRM_LABELS } from '@signalboard/shared/api';
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';
import { filterLeads } from './leads-list-routes';
import type { ManageState } from './manage-routes';

export interface CrmState {
  /** Every CRM, connected or not (the API lists all three). */
  crmConnections: CrmConnection[];
  /** Each CRM's settings; the API's defaults when left out. */
  crmSettings: Partial<Record<CrmProvider, CrmSettings>>;
  /** Every push, oldest first. */
  crmPushes: CrmPush[];
}

interface LeadsState {
  leads: LeadItem[];
  deleted: Set<string>;
}

const at = '2025-03-01T10:00:00.000Z';

/** A CRM as GET /crm lists it: disconnected unless `fields` say otherwise. */
export function crmConnection(provider: CrmProvider, fields: Partial<CrmConnection> = {}): CrmConnection {
  const connected = fields.status !== undefined && fields.status !== 'disconnected';
  return {
    provider,
    label: CRM_LABELS[provider],
    status: 'disconnected',
    oauth_available: true,
    auth_kind: connected ? 'oauth' : null,
    account_name: connected ? `Acme on ${CRM_LABELS[provider]}` : null,
    account_id: connected ? '12345' : null,
    scopes: null,
    connected_at: connected ? at : null,
    broken_code: null,
    broken_reason: null,
    waiting_until: null,
    mapping_confirmed: true,
    pushes: { pending: 0, pushed: 0, failed: 0 },
    ...fields,
  };
}

/** All three CRMs, none connected (every project before issue 27). */
export const noCrms = (): CrmConnection[] => [
  crmConnection('hubspot'),
  crmConnection('pipedrive'),
  crmConnection('attio'),
];

export const emptyCrmState = (): CrmState => ({ crmConnections: noCrms(), crmSettings: {}, crmPushes: [] });

/** The settings GET answers: HubSpot's and Attio's default properties, Pipedrive's left out (as the API). */
export function defaultCrmSettings(provider: CrmProvider): CrmSettings {
  const named = provider !== 'pipedrive';
  return {
    mapping: {
      profile_url: named ? 'signalboard_profile_url' : null,
      platform: named ? 'signalboard_platform' : null,
      score: named ? 'signalboard_score' : null,
    },
    rule: { enabled: false, on_good: false, status_ids: [], min_score: null, signal_ids: [] },
    author_key_property: 'signalboard_author_key',
  };
}

/** Where a pushed lead's person is in the CRM (a test reads it back). */
export const crmRecordUrl = (provider: CrmProvider, leadId: string) =>
  `https://${provider}.example.com/records/${leadId}`;

let serial = 0;
const pushId = () => `60000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`;

/** Writes the push's state on its lead's `crm` (one link per CRM), as GET of the lead then answers it. */
function linkLead(state: LeadsState, push: CrmPush): void {
  const index = state.leads.findIndex((lead) => lead.id === push.lead_id);
  const lead = state.leads[index];
  if (!lead) return;
  const link: LeadCrmLink = {
    provider: push.provider,
    state: push.state,
    record_url: push.record_url,
    pushed_at: push.pushed_at,
    last_error: push.state === 'pushed' ? null : push.last_error,
  };
  const others = (lead.crm ?? []).filter((l) => l.provider !== push.provider);
  state.leads[index] = { ...lead, crm: [...others, link] };
}

/**
 * The worker: every pending push of `provider` (all CRMs when left out) reaches the CRM, or, with
 * `fail`, gives up saying why. A broken connection's pushes stay pending, as the API keeps them.
 */
export function deliverCrmPushes(
  state: CrmState & LeadsState,
  options: { provider?: CrmProvider; fail?: string } = {},
): void {
  for (const push of state.crmPushes) {
    if (push.state !== 'pending' || (options.provider && push.provider !== options.provider)) continue;
    const connection = state.crmConnections.find((c) => c.provider === push.provider);
    if (connection?.status !== 'connected') continue;
    if (options.fail) {
      Object.assign(push, { state: 'failed', last_status: 400, last_error: options.fail, attempts: 3 });
    } else {
      Object.assign(push, {
        state: 'pushed',
        record_url: crmRecordUrl(push.provider, push.lead_id),
        pushed_at: new Date().toISOString(),
        last_status: 200,
        attempts: push.attempts + 1,
      });
    }
    linkLead(state, push);
  }
}

const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
const membersOnly = errorReply(
  403,
  'PROJECT_MEMBERS_ONLY',
  'Only members of the project’s organization can do this.',
);
const notConnected = errorReply(
  409,
  'CRM_NOT_CONNECTED',
  'This project is not connected to that CRM. Connect it first.',
);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function crmRoutes(
  state: CrmState & LeadsState & Pick<ManageState, 'project'>,
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  /** Null when the caller may go on; else the answer that stops them. */
  const refuse = (authorization: string | undefined): ApiReply | null => {
    if (!signedIn(authorization)) return unauthorized;
    return state.project.viewer_role === 'guest' ? membersOnly : null;
  };
  const connected = (provider: unknown) =>
    state.crmConnections.find((c) => c.provider === provider && c.status !== 'disconnected');

  /** Queues one lead (or answers its push as it is); null for a lead that is gone. */
  const queue = (
    connection: CrmConnection,
    leadId: string,
    trigger: CrmPush['trigger'],
    email: string | null,
  ): { push: CrmPush; added: boolean } | null => {
    const lead = state.leads.find((l) => l.id === leadId && !state.deleted.has(l.id));
    if (!lead) return null;
    connection.mapping_confirmed = true;
    const existing = state.crmPushes.find((p) => p.provider === connection.provider && p.lead_id === leadId);
    if (existing && existing.state !== 'failed') return { push: existing, added: false };
    if (existing) {
      Object.assign(existing, { state: 'pending', last_error: null, next_attempt_at: null });
      linkLead(state, existing);
      return { push: existing, added: true };
    }
    const push: CrmPush = {
      id: pushId(),
      provider: connection.provider,
      lead_id: leadId,
      lead_title: lead.post.title ?? null,
      state: 'pending',
      trigger,
      requested_by: 'Ada Lovelace',
      attempts: 0,
      record_url: null,
      last_status: null,
      last_error: null,
      exchanges: [],
      created_at: new Date().toISOString(),
      next_attempt_at: null,
      pushed_at: null,
    };
    // The e-mail only goes with the push; kept here so a test can read what was sent.
    if (email) (push as CrmPush & { email?: string }).email = email;
    state.crmPushes.push(push);
    linkLead(state, push);
    return { push, added: true };
  };

  return {
    'GET /api/v1/project/:projectId/crm': ({ authorization }) =>
      refuse(authorization) ?? { status: 200, body: { connections: state.crmConnections } },
    'GET /api/v1/project/:projectId/crm/:provider/settings': ({ authorization, params }) => {
      const refused = refuse(authorization);
      if (refused) return refused;
      const provider = params.provider as CrmProvider;
      return { status: 200, body: state.crmSettings[provider] ?? defaultCrmSettings(provider) };
    },
    'GET /api/v1/project/:projectId/crm/:provider/pushes': ({ authorization, params }) => {
      const refused = refuse(authorization);
      if (refused) return refused;
      const items = state.crmPushes.filter((p) => p.provider === params.provider).reverse();
      return { status: 200, body: { items: items.slice(0, 50), next_before: null } };
    },
    'POST /api/v1/leads/:projectId/lead/:leadId/crm_push': ({ authorization, params, body }) => {
      const refused = refuse(authorization);
      if (refused) return refused;
      const request = (body ?? {}) as { provider?: string; email?: string | null };
      const connection = connected(request.provider);
      if (!connection) return notConnected;
      if (request.email && !EMAIL.test(request.email))
        return {
          status: 422,
          body: { detail: 'email: must be an e-mail address', code: 'VALIDATION_ERROR', field: 'email' },
        };
      const queued = queue(connection, params.leadId ?? '', 'manual', request.email ?? null);
      if (!queued) return errorReply(404, 'LEAD_NOT_FOUND', 'Lead not found.');
      return { status: 200, body: queued.push };
    },
    'POST /api/v1/leads/:projectId/push_to_crm': ({ authorization, body }) => {
      const refused = refuse(authorization);
      if (refused) return refused;
      const request = (body ?? {}) as {
        provider?: string;
        lead_ids?: string[];
        filter?: Record<string, unknown>;
      };
      const connection = connected(request.provider);
      if (!connection) return notConnected;
      const live = state.leads.filter((lead) => !state.deleted.has(lead.id));
      const ids = request.filter
        ? filterLeads(
            live,
            Object.fromEntries(
              Object.entries(request.filter).map(([key, value]) => [
                key,
                String(Array.isArray(value) ? value.at(-1) : value),
              ]),
            ),
          ).map((lead) => lead.id)
        : (request.lead_ids ?? []);
      const updated = ids.filter((id) => queue(connection, id, 'bulk', null)?.added).length;
      return { status: 200, body: request.filter ? { updated, capped: false } : { updated } };
    },
  };
}
