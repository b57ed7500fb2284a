// What every bulk lead route shares (update_status, update_verdict, update_assignee, mark_leads_as_*):
// its schema around the route's own body, the sentence on ids and filters, the target resolved for the
// caller, and the answer's shape.
import type { FastifyInstance } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { TSchema } from 'typebox';
import { errorResponses, ref } from '../schemas/common.js';
import { LeadsProjectParamsSchema } from '../schemas/intent-signal.js';
import { leadLimits, LeadsUpdatedSchema } from '../schemas/lead.js';
import { resolveBulkTarget, type BulkTarget, type ResolvedTarget } from './bulk-by-filter.js';

/** How a bulk route reads `lead_ids` and `filter`; `what` is what `updated` counts changes of. */
export const bulkTargetText = (what: string) =>
  `Ids of other projects' leads are ignored; \`updated\` counts the leads whose ${what} changed. ` +
  `Send \`filter\` (the list's filter fields) instead of \`lead_ids\` to change every lead the list shows, ` +
  `at most ${leadLimits.bulkFilter} per call: \`capped\` says more are left (call again).`;

/** A bulk route's schema: the project in the path, the route's body, `{ updated, capped? }` back. */
export function bulkRouteSchema<B extends TSchema>(summary: string, description: string, body: B) {
  return {
    tags: ['leads'],
    summary,
    description,
    security: [{ bearerAuth: [] }],
    params: LeadsProjectParamsSchema,
    body,
    response: { 200: ref(LeadsUpdatedSchema), ...errorResponses(401, 404, 422) },
  };
}

/**
 * The leads the call changes: the ids sent, or at most a cap of those the filter matches that still
 * meet `pending` (the filter's `assignee: 'me'` is the caller).
 */
export function bulkLeadIds(
  app: FastifyInstance,
  projectId: string,
  callerId: string,
  target: BulkTarget,
  pending: SQL,
): Promise<ResolvedTarget> {
  return resolveBulkTarget(app.db, app.repositories.leads, projectId, target, pending, callerId);
}

/** The answer: `capped` only when the call went by filter. */
export const bulkAnswer = (updated: number, capped: boolean | undefined) =>
  capped === undefined ? { updated } : { updated, capped };
