import { uniqueEmail } from '../helper.js';
import type { Operation } from './operations.js';
import type { Hint } from './sample-values.js';
import type { TargetOrganization } from './target-organization.js';

/**
 * The ids of organization A (the organization under test) for the parameters and fields of a generated
 * request, by name. `ownProjectId` puts the caller's own project in the path instead of A's, with A's
 * other ids beside it: the way to reach another tenant's lead or status through a project one may use.
 */

/** A's id for a path parameter, told apart by its name and the path segment before it. */
function targetPathValue(
  operation: Operation,
  name: string,
  target: TargetOrganization,
  ownProjectId?: string,
): string {
  const ids = { ...target.ids, projectId: ownProjectId ?? target.ids.projectId };
  const before = operation.path.split(`/{${name}}`)[0]!.split('/').pop();
  const byName: Record<string, string | undefined> = {
    projectId: ids.projectId,
    leadId: ids.leadId,
    runId: ids.runId,
    smartColumnId: ids.smartColumnId,
    webhookId: ids.webhookId,
    noteId: ids.noteId,
    pushId: ids.pushId,
    keyId: ids.apiKeyId,
    // A is connected to HubSpot: the CRM whose settings, log and pushes an outsider would try.
    provider: 'hubspot',
    // A has no delivery; the project and webhook decide who may see one before the delivery is looked up.
    deliveryId: '00000000-0000-4000-8000-00000000de11',
    userId: before === 'members' ? ids.memberId : ids.guestId,
    id: {
      project: ids.projectId,
      'by-id': ids.organizationId,
      invites: operation.path.includes('guests-access') ? ids.guestInviteId : ids.inviteId,
      status: ids.statusConfigId,
      intent_signals: ids.signalId,
    }[before ?? ''],
  };
  const value = byName[name];
  if (!value) throw new Error(`${operation.name}: which of A's ids is {${name}}? Teach targetPathValue.`);
  return value;
}

/** A's ids and values for the fields of a body or query, by name. */
export function targetHint(operation: Operation, target: TargetOrganization, ownProjectId?: string): Hint {
  const pathNames = new Set(operation.parameters.filter((p) => p.in === 'path').map((p) => p.name));
  return (name) => {
    if (pathNames.has(name)) return targetPathValue(operation, name, target, ownProjectId);
    const ids: Record<string, string> = {
      lead_id: target.ids.leadId,
      intent_signal_id: target.ids.signalId,
      status_config_id: target.ids.statusConfigId,
      smart_column_id: target.ids.smartColumnId,
      project_id: target.ids.projectId,
      user_id: target.ids.memberId,
      // A's member: assigning A's lead to them, or mentioning them, is what an outsider would try.
      assignee_id: target.ids.memberId,
      mentioned_user_id: target.ids.memberId,
      // An assignment rule handing leads to A's member, on A's signal.
      member_id: target.ids.memberId,
      signal_id: target.ids.signalId,
      // A's member's notification: marking it seen is what an outsider would try.
      notification_id: target.ids.notificationId,
    };
    if (ids[name]) return ids[name];
    // Tokens are bearer secrets: knowing A's would be access by design, so outsiders guess.
    if (name === 't' || name === 'token') return 'guessed-token-that-matches-nothing';
    // The only e-mail a query asks for is the admin's user-token lookup: ask for A's owner.
    if (name === 'email' && operation.parameters.some((p) => p.name === 'email'))
      return target.ids.ownerEmail;
    if (name === 'email' || name === 'username') return uniqueEmail('matrix');
    return undefined;
  };
}
