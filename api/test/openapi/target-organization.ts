import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { queuePushes } from '../../src/crm/push/plan-crm-pushes.js';
import { configuredSecretBox } from '../../src/crypto/secret-box.js';
import { crmPushes, personNotifications } from '../../src/db/schema/index.js';
import { injectWithLogin, signUp, signUpWithOrganization, uniqueEmail } from '../helper.js';
import { seedLeads } from '../support/leads.js';
import { waitFor } from '../support/wait-for.js';
import { addGuest, createProject } from '../support/projects.js';
import { createLinkInvite, signUpMember } from '../support/team.js';

/** The ids of organization A's things, by the name a path parameter or body field gives them. */
export interface TargetIds {
  organizationId: string;
  projectId: string;
  memberId: string;
  guestId: string;
  inviteId: string;
  guestInviteId: string;
  signalId: string;
  leadId: string;
  statusConfigId: string;
  smartColumnId: string;
  runId: string;
  webhookId: string;
  noteId: string;
  /** A's member's notification of the lead given to them (issue 26). */
  notificationId: string;
  /** A's HubSpot push of its lead (issue 27). */
  pushId: string;
  ownerEmail: string;
  /** A's API key (an organization key, made on the project under test; issue 28). */
  apiKeyId: string;
  /** Another project of A: its guests are inside A's organization but not of the project under test. */
  siblingProjectId: string;
}

export interface TargetOrganization {
  ownerToken: string;
  ids: TargetIds;
  /** Strings only organization A's people may see: in a response to anyone else they are a leak. */
  markers: string[];
}

async function ok<T>(
  response: Promise<{ statusCode: number; body: string; json: () => unknown }>,
  what: string,
) {
  const done = await response;
  if (done.statusCode >= 300) throw new Error(`${what} failed: ${done.statusCode} ${done.body}`);
  return done.json() as T;
}

/**
 * Organization A with one of everything an outsider could want: a member, a guest, pending invites (by
 * e-mail, by link, to a project), a project with a description and website, an intent signal, a lead (with
 * an assignee, a note and a history), an assignment rule, a status, a smart column, an analysis run, data-source settings with a
 * token, notification settings, an outbound webhook, a Slack connection and an API key. A second project has its own guest (a caller of the matrix).
 */
export async function createTargetOrganization(app: FastifyInstance): Promise<TargetOrganization> {
  const name = `Target-${randomUUID()}`;
  const owner = await signUpWithOrganization(app, name);
  const as = (options: Parameters<typeof injectWithLogin>[2]) => injectWithLogin(app, owner.token, options);
  const member = await signUpMember(app, owner.token);
  const project = await createProject(app, owner.token, `P-${name}`);
  const guest = await signUp(app);
  await addGuest(app, owner.token, project.id, guest.user.id);

  const inviteEmail = uniqueEmail('target-invitee');
  const invite = await ok<{ id: string }>(
    as({
      method: 'POST',
      url: '/api/v1/organization/invites',
      payload: { email: inviteEmail, role: 'member' },
    }),
    'invite',
  );
  const link = await createLinkInvite(app, owner.token);
  const guestInviteEmail = uniqueEmail('target-guest-invitee');
  const guestInvite = await ok<{ id: string }>(
    as({
      method: 'POST',
      url: `/api/v1/project/guests-access/${project.id}/invites`,
      payload: { email: guestInviteEmail },
    }),
    'guest invite',
  );
  const signalName = `Signal-${randomUUID()}`;
  const [signal] = await ok<{ id: string }[]>(
    as({
      method: 'PUT',
      url: `/api/v1/leads/${project.id}/intent_signals`,
      payload: {
        intent_signals: [{ name: signalName, keywords: ['crm'], negative_keywords: [] }],
        reanalyze_leads: false,
      },
    }),
    'intent signals',
  );
  const description = `Secret plans of ${name}`;
  await ok(
    as({
      method: 'PATCH',
      url: `/api/v1/project/${project.id}`,
      payload: { business_description: description, website: `https://${name.toLowerCase()}.example` },
    }),
    'project update',
  );
  const sourceToken = `secret-${randomUUID()}`;
  await ok(
    as({
      method: 'PATCH',
      url: `/api/v1/project/${project.id}/data-sources`,
      payload: {
        data_sources: [
          { platform: 'github', enabled: true, settings: { queries: [name], token: sourceToken } },
        ],
      },
    }),
    'data sources',
  );
  const recipient = uniqueEmail('target-alerts');
  await ok(
    as({
      method: 'PUT',
      url: `/api/v1/notification-settings/${project.id}`,
      payload: {
        email_enabled: true,
        email_frequency: 'weekly',
        email_recipients: [recipient],
        slack_enabled: false,
        min_score: 10,
        intent_signal_ids: [],
      },
    }),
    'notification settings',
  );
  const statusName = `Status-${randomUUID().slice(0, 8)}`;
  const status = await ok<{ id: string }>(
    as({
      method: 'POST',
      url: `/api/v1/lead-status-configs/project/${project.id}`,
      payload: { name: statusName },
    }),
    'status',
  );
  const leadTitle = `Lead-${randomUUID()}`;
  const [leadId] = await seedLeads(app.db, project.id, [
    { title: leadTitle, matches: [{ intentSignalId: signal!.id, score: 80 }] },
  ]);
  // The lead has an owner, a note and so a history: an outsider must neither read nor change them.
  await ok(
    as({
      method: 'PUT',
      url: `/api/v1/leads/${project.id}/lead/${leadId}/assignee`,
      payload: { assignee_id: member.user.id },
    }),
    'assignee',
  );
  const noteText = `Note-${randomUUID()}`;
  const note = await ok<{ id: string }>(
    as({
      method: 'POST',
      url: `/api/v1/leads/${project.id}/lead/${leadId}/notes`,
      payload: { body: noteText, mentioned_user_ids: [member.user.id] },
    }),
    'note',
  );
  const [notification] = await app.db
    .select({ id: personNotifications.id })
    .from(personNotifications)
    .where(eq(personNotifications.userId, member.user.id));
  if (!notification) throw new Error("the member's notification of the lead given to them is missing");
  // New leads go to the member in turn, and a good lead nobody takes is announced: an outsider must
  // neither read nor change that.
  await ok(
    as({
      method: 'PUT',
      url: `/api/v1/project/${project.id}/assignment_rule`,
      payload: {
        enabled: true,
        member_ids: [member.user.id],
        min_score: 70,
        signal_ids: [signal!.id],
        unowned_alert_hours: 4,
        unowned_alert_min_score: 85,
      },
    }),
    'assignment rule',
  );
  const columnName = `Column-${randomUUID().slice(0, 8)}`;
  const column = await ok<{ id: string }>(
    as({
      method: 'POST',
      url: `/api/v1/leads/${project.id}/smart_columns`,
      payload: { name: columnName, question: 'Is it about a CRM?', kind: 'boolean' },
    }),
    'smart column',
  );
  // The new column's answers are filled in by a job: waited for here, so the matrix's before-and-after
  // reads of A do not differ by the job's work (they did once, on a fast run).
  await waitFor(async () => {
    const list = (await as({ method: 'GET', url: `/api/v1/leads/${project.id}` })).json<{
      items: { smart_values: unknown[] }[];
    }>();
    return list.items[0]?.smart_values.length ? true : null;
  }, "the smart column's answer for A's lead");
  // Queued and never worked (no job is sent): it stays as it is while the matrix runs.
  const run = await app.repositories.analysisRuns.start(project.id, 'intent_signals');
  const box = configuredSecretBox(app.config);
  const webhookUrl = `https://hooks.${name.toLowerCase()}.example/in`;
  // Straight into the table: the route would resolve the host, and the tests have no network.
  const webhook = await app.repositories.outboundWebhooks.create(project.id, {
    url: webhookUrl,
    events: ['lead.created'],
    description: `Hook of ${name}`,
    secretSealed: box.seal(`whsec-${randomUUID()}`),
    createdBy: owner.user.id,
  });
  const slackTeam = `Team-${randomUUID()}`;
  await app.repositories.slack.saveInstall(project.id, {
    teamId: `T${randomUUID().slice(0, 8).toUpperCase()}`,
    teamName: slackTeam,
    botUserId: 'UBOT',
    botTokenSealed: box.seal(`xoxb-${randomUUID()}`),
    scope: 'chat:write',
    channelId: 'CSECRET',
    channelName: `channel-${name.toLowerCase()}`,
    connectedBy: owner.user.id,
  });

  // A's HubSpot: a connection (straight into the table, as the fake's account) and a push of its lead.
  const crmAccount = `Portal-${randomUUID()}`;
  const crm = await app.repositories.crm.saveInstall(project.id, 'hubspot', {
    authKind: 'token',
    accessTokenSealed: box.seal(`pat-na1-${randomUUID()}`),
    refreshTokenSealed: null,
    expiresAt: null,
    apiDomain: null,
    scopes: ['crm.objects.contacts.write'],
    accountId: '62515',
    accountName: crmAccount,
    accountSlug: null,
    prepared: { ready: 'yes' },
    mapping: { profileUrl: 'signalboard_profile_url', platform: null, score: null },
    connectedBy: owner.user.id,
  });
  const [push] = await queuePushes(app.db, {
    connectionId: crm.id,
    projectId: project.id,
    leadIds: [leadId!],
    trigger: 'manual',
    requester: { userId: owner.user.id, label: 'Owner' },
  });
  // Already made: the worker has nothing to do, so A stays exactly as it was while outsiders call.
  await app.db
    .update(crmPushes)
    .set({
      state: 'pushed',
      personId: '901',
      recordUrl: 'https://app.hubspot.com/contacts/62515/record/0-1/901',
      pushedAt: new Date(),
    })
    .where(eq(crmPushes.id, push!.id));

  const sibling = await createProject(app, owner.token, 'A2');
  const apiKey = await ok<{ key: { id: string; prefix: string } }>(
    as({
      method: 'POST',
      url: `/api/v1/project/${project.id}/api_keys`,
      payload: { name: `Key of ${name}`, scopes: ['leads:read'], reach: 'organization' },
    }),
    'API key',
  );

  return {
    ownerToken: owner.token,
    ids: {
      organizationId: owner.organization.id,
      projectId: project.id,
      memberId: member.user.id,
      guestId: guest.user.id,
      inviteId: invite.id,
      guestInviteId: guestInvite.id,
      signalId: signal!.id,
      leadId: leadId!,
      statusConfigId: status.id,
      smartColumnId: column.id,
      runId: run.id,
      webhookId: webhook.id,
      noteId: note.id,
      notificationId: notification.id,
      pushId: push!.id,
      ownerEmail: owner.email,
      apiKeyId: apiKey.key.id,
      siblingProjectId: sibling.id,
    },
    markers: [
      name,
      notification.id,
      owner.organization.id,
      owner.email,
      member.email,
      guest.email,
      project.id,
      description,
      invite.id,
      inviteEmail,
      link.id,
      guestInvite.id,
      guestInviteEmail,
      signalName,
      signal!.id,
      sourceToken,
      `••••${sourceToken.slice(-4)}`,
      recipient,
      statusName,
      status.id,
      columnName,
      column.id,
      leadTitle,
      leadId!,
      noteText,
      note.id,
      run.id,
      webhook.id,
      webhookUrl,
      slackTeam,
      crmAccount,
      push!.id,
      apiKey.key.id,
      apiKey.key.prefix,
    ],
  };
}

/** The caller who is inside A's organization as a guest of another of its projects. */
export const siblingGuestName = "guest of the organization's other project";
/** The fifth caller (issue 28): an API key of A's organization that reaches only A's other project. */
export const siblingKeyName = "API key of the organization's other project";
/** Callers who see A's other project, and with it which organization it belongs to. */
export const siblingCallers = new Set([siblingGuestName, siblingKeyName]);

export const allKeyScopes = ['leads:read', 'leads:write', 'settings:read', 'settings:write'] as const;

/** A new API key with `scopes` made by a member (`token`) on `projectId`; its secret. */
export async function createApiKey(
  app: FastifyInstance,
  token: string,
  projectId: string,
  scopes: readonly string[],
  reach: 'project' | 'organization' = 'project',
): Promise<string> {
  const created = await ok<{ secret: string }>(
    injectWithLogin(app, token, {
      method: 'POST',
      url: `/api/v1/project/${projectId}/api_keys`,
      payload: { name: `Key ${scopes.join(' ')}`, scopes, reach },
    }),
    'API key',
  );
  return created.secret;
}

/** The people who have no business in organization A (or in its project under test), each with a token. */
export async function createOutsiders(app: FastifyInstance, target: TargetOrganization) {
  const outsider = await signUpWithOrganization(app, 'Outsider Co');
  const outsiderProject = await createProject(app, outsider.token, 'B1');
  const guestOfOther = await signUp(app);
  await addGuest(app, outsider.token, outsiderProject.id, guestOfOther.user.id);
  const guestOfSibling = await signUp(app);
  await addGuest(app, target.ownerToken, target.ids.siblingProjectId, guestOfSibling.user.id);
  // API keys with every scope: one of A's organization reaching only its other project, one of another
  // organization reaching all of that one's projects. A key's "token" is its secret (the same header).
  const siblingKey = await createApiKey(app, target.ownerToken, target.ids.siblingProjectId, allKeyScopes);
  const outsiderKey = await createApiKey(
    app,
    outsider.token,
    outsiderProject.id,
    allKeyScopes,
    'organization',
  );
  // Each with a project of their own to name in a path (a guest: the project they are a guest of).
  return {
    'owner of another organization': { token: outsider.token, projectId: outsiderProject.id },
    'guest of another organization': { token: guestOfOther.token, projectId: outsiderProject.id },
    [siblingGuestName]: { token: guestOfSibling.token, projectId: target.ids.siblingProjectId },
    [siblingKeyName]: { token: siblingKey, projectId: target.ids.siblingProjectId },
    'API key of another organization': { token: outsiderKey, projectId: outsiderProject.id },
  };
}
