import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization, uniqueEmail } from '../helper.js';
import { createLinkInvite, signUpMember } from '../support/team.js';

/**
 * Every organization and guest route, called by people with no business in organization A: nobody signed
 * in, the owner of organization B, and a guest of one of B's projects. They get 401/403/404 (or their own
 * data) and never anything of A, and A is unchanged afterwards.
 */
let app: FastifyInstance;
let target: {
  ownerToken: string;
  organizationId: string;
  memberId: string;
  guestId: string;
  projectId: string;
  signalId: string;
  inviteId: string;
  linkId: string;
  guestInviteId: string;
  markers: string[];
};
let callers: { outsider: string; guest: string; guestUserId: string };

beforeAll(async () => {
  app = await buildTestApp();
  const name = `Target-${randomUUID()}`;
  const owner = await signUpWithOrganization(app, name);
  const member = await signUpMember(app, owner.token);
  const project = (
    await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: '/api/v1/project',
      payload: { name: `P-${name}` },
    })
  ).json<{ id: string }>();
  const targetGuest = await signUp(app);
  await injectWithLogin(app, owner.token, {
    method: 'POST',
    url: `/api/v1/project/guests-access/${project.id}/user/${targetGuest.user.id}`,
  });
  const inviteEmail = uniqueEmail('target-invitee');
  const invite = (
    await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: '/api/v1/organization/invites',
      payload: { email: inviteEmail, role: 'member' },
    })
  ).json<{ id: string }>();
  const link = await createLinkInvite(app, owner.token);
  const guestInviteEmail = uniqueEmail('target-guest-invitee');
  const guestInvite = (
    await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/project/guests-access/${project.id}/invites`,
      payload: { email: guestInviteEmail },
    })
  ).json<{ id: string }>();
  const signalName = `Signal-${randomUUID()}`;
  const signals = (
    await injectWithLogin(app, owner.token, {
      method: 'PUT',
      url: `/api/v1/leads/${project.id}/intent_signals`,
      payload: {
        intent_signals: [{ name: signalName, keywords: ['crm'], negative_keywords: [] }],
        reanalyze_leads: false,
      },
    })
  ).json<{ id: string }[]>();
  await injectWithLogin(app, owner.token, {
    method: 'PATCH',
    url: `/api/v1/project/${project.id}`,
    payload: {
      business_description: `Secret plans of ${name}`,
      website: `https://${name.toLowerCase()}.example`,
    },
  });
  const secret = `secret-${randomUUID()}`;
  const recipient = uniqueEmail('target-alerts');
  await injectWithLogin(app, owner.token, {
    method: 'PATCH',
    url: `/api/v1/project/${project.id}/data-sources`,
    payload: {
      data_sources: [{ platform: 'github', enabled: true, settings: { queries: [name], token: secret } }],
    },
  });
  await injectWithLogin(app, owner.token, {
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
  });
  target = {
    ownerToken: owner.token,
    organizationId: owner.organization.id,
    memberId: member.user.id,
    guestId: targetGuest.user.id,
    projectId: project.id,
    signalId: signals[0]?.id ?? '',
    inviteId: invite.id,
    linkId: link.id,
    guestInviteId: guestInvite.id,
    markers: [
      name,
      owner.organization.id,
      member.email,
      owner.email,
      project.id,
      invite.id,
      inviteEmail,
      link.id,
      secret,
      `••••${secret.slice(-4)}`,
      recipient,
      targetGuest.email,
      signalName,
      signals[0]?.id ?? 'missing-signal',
      guestInvite.id,
      guestInviteEmail,
    ],
  };

  const outsider = await signUpWithOrganization(app, 'Outsider Co');
  const outsiderProject = (
    await injectWithLogin(app, outsider.token, {
      method: 'POST',
      url: '/api/v1/project',
      payload: { name: 'B1' },
    })
  ).json<{ id: string }>();
  const guest = await signUp(app);
  await injectWithLogin(app, outsider.token, {
    method: 'POST',
    url: `/api/v1/project/guests-access/${outsiderProject.id}/user/${guest.user.id}`,
  });
  callers = { outsider: outsider.token, guest: guest.token, guestUserId: guest.user.id };
});

type Expected = { anonymous: number; outsider: number; guest: number };
const org = '/api/v1/organization';

const routes = (): [string, InjectOptions, Expected][] => [
  ['GET organization', { method: 'GET', url: org }, { anonymous: 401, outsider: 200, guest: 404 }],
  [
    'GET by-id',
    { method: 'GET', url: `${org}/by-id/${target.organizationId}` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  ['POST leave', { method: 'POST', url: `${org}/leave` }, { anonymous: 401, outsider: 409, guest: 403 }],
  ['GET members', { method: 'GET', url: `${org}/members` }, { anonymous: 401, outsider: 200, guest: 403 }],
  [
    'DELETE member',
    { method: 'DELETE', url: `${org}/members/${target.memberId}` },
    { anonymous: 401, outsider: 404, guest: 403 },
  ],
  [
    'PATCH member',
    { method: 'PATCH', url: `${org}/members/${target.memberId}`, payload: { role: 'owner' } },
    { anonymous: 401, outsider: 404, guest: 403 },
  ],
  ['GET invites', { method: 'GET', url: `${org}/invites` }, { anonymous: 401, outsider: 200, guest: 403 }],
  [
    'POST invites',
    { method: 'POST', url: `${org}/invites`, payload: { role: 'member' } },
    { anonymous: 401, outsider: 201, guest: 403 },
  ],
  [
    'GET addressed-to-me',
    { method: 'GET', url: `${org}/invites/addressed-to-me` },
    { anonymous: 401, outsider: 200, guest: 200 },
  ],
  [
    'POST accept',
    { method: 'POST', url: `${org}/invites/${target.inviteId}/accept` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'POST reject',
    { method: 'POST', url: `${org}/invites/${target.inviteId}/reject` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'POST cancel',
    { method: 'POST', url: `${org}/invites/${target.inviteId}/cancel` },
    { anonymous: 401, outsider: 404, guest: 403 },
  ],
  [
    'POST resend',
    { method: 'POST', url: `${org}/invites/${target.inviteId}/resend` },
    { anonymous: 401, outsider: 404, guest: 403 },
  ],
  [
    'GET tokenized preview (public)',
    { method: 'GET', url: `${org}/tokenized-invites/preview?t=guessed-token` },
    { anonymous: 404, outsider: 404, guest: 404 },
  ],
  [
    'POST tokenized accept',
    { method: 'POST', url: `${org}/tokenized-invites/accept?t=guessed-token` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'POST tokenized reject',
    { method: 'POST', url: `${org}/tokenized-invites/reject?t=guessed-token` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  ['GET projects', { method: 'GET', url: '/api/v1/project' }, { anonymous: 401, outsider: 200, guest: 200 }],
  [
    'POST guest access',
    { method: 'POST', url: `/api/v1/project/guests-access/${target.projectId}/user/${randomUUID()}` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'DELETE guest access',
    { method: 'DELETE', url: `/api/v1/project/guests-access/${target.projectId}/user/${target.guestId}` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'GET guest list',
    { method: 'GET', url: `/api/v1/project/guests-access/${target.projectId}` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'GET guest invites',
    { method: 'GET', url: `/api/v1/project/guests-access/${target.projectId}/invites` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'POST guest invite',
    {
      method: 'POST',
      url: `/api/v1/project/guests-access/${target.projectId}/invites`,
      payload: { email: uniqueEmail('intruder-invitee') },
    },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'POST guest invite cancel',
    {
      method: 'POST',
      url: `/api/v1/project/guests-access/${target.projectId}/invites/${target.guestInviteId}/cancel`,
    },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'POST guest invite resend',
    {
      method: 'POST',
      url: `/api/v1/project/guests-access/${target.projectId}/invites/${target.guestInviteId}/resend`,
    },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'POST organization cancel of a guest invite',
    { method: 'POST', url: `${org}/invites/${target.guestInviteId}/cancel` },
    { anonymous: 401, outsider: 404, guest: 403 },
  ],
  [
    'POST organization accept of a guest invite',
    { method: 'POST', url: `${org}/invites/${target.guestInviteId}/accept` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'POST feedback in the body (own data only)',
    { method: 'POST', url: '/api/v1/feedback', payload: { feedback: 'hello from the body' } },
    { anonymous: 401, outsider: 201, guest: 201 },
  ],
  [
    'GET project',
    { method: 'GET', url: `/api/v1/project/${target.projectId}` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'PATCH project',
    { method: 'PATCH', url: `/api/v1/project/${target.projectId}`, payload: { name: 'Taken over' } },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'DELETE project',
    { method: 'DELETE', url: `/api/v1/project/${target.projectId}` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'GET lead quality',
    { method: 'GET', url: `/api/v1/project/${target.projectId}/lead-quality` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'GET data sources',
    { method: 'GET', url: `/api/v1/project/${target.projectId}/data-sources` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'PATCH data sources',
    {
      method: 'PATCH',
      url: `/api/v1/project/${target.projectId}/data-sources`,
      payload: { data_sources: [] },
    },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'GET platform catalogue',
    { method: 'GET', url: '/api/v1/data_source_subscriptions' },
    { anonymous: 401, outsider: 200, guest: 200 },
  ],
  [
    'GET notification settings',
    { method: 'GET', url: `/api/v1/notification-settings/${target.projectId}` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'PUT notification settings',
    {
      method: 'PUT',
      url: `/api/v1/notification-settings/${target.projectId}`,
      payload: {
        email_enabled: false,
        email_frequency: 'daily',
        email_recipients: [],
        slack_enabled: false,
        min_score: 0,
        intent_signal_ids: [],
      },
    },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'GET brainstorm business info',
    { method: 'GET', url: `/api/v1/project/${target.projectId}/brainstorm_business_info` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'GET brainstorm intent signals',
    { method: 'GET', url: `/api/v1/project/${target.projectId}/brainstorm_intent_signals` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'POST refine intent signal',
    {
      method: 'POST',
      url: `/api/v1/project/${target.projectId}/refine_intent_signal`,
      payload: { intent_signal: { name: 'Mine now', description: '', keywords: [], negative_keywords: [] } },
    },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'GET intent signals',
    { method: 'GET', url: `/api/v1/leads/${target.projectId}/intent_signals` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'PUT intent signals',
    {
      method: 'PUT',
      url: `/api/v1/leads/${target.projectId}/intent_signals`,
      payload: {
        intent_signals: [{ id: target.signalId, name: 'Taken over', keywords: [], negative_keywords: [] }],
        reanalyze_leads: true,
      },
    },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'DELETE intent signal',
    { method: 'DELETE', url: `/api/v1/leads/${target.projectId}/intent_signals/${target.signalId}` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'GET unread count',
    { method: 'GET', url: `/api/v1/leads/${target.projectId}/unread_count` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  [
    'GET live lead events',
    { method: 'GET', url: `/api/v1/leads/${target.projectId}/events` },
    { anonymous: 401, outsider: 404, guest: 404 },
  ],
  ...(['GET', 'POST'] as const).map((method): [string, InjectOptions, Expected] => [
    `${method} outbound webhooks`,
    {
      method,
      url: `/api/v1/project/${target.projectId}/webhooks`,
      ...(method === 'POST' && { payload: { url: 'https://example.com/hook', events: ['lead.created'] } }),
    },
    { anonymous: 401, outsider: 404, guest: 404 },
  ]),
  ...(
    [
      ['PATCH', '', { enabled: false }],
      ['DELETE', '', undefined],
      ['POST', '/rotate-secret', undefined],
      ['POST', '/test', undefined],
      ['GET', '/deliveries', undefined],
      ['POST', `/deliveries/${randomUUID()}/redeliver`, undefined],
    ] as const
  ).map(([method, path, payload]): [string, InjectOptions, Expected] => [
    `${method} outbound webhook${path}`,
    {
      method,
      url: `/api/v1/project/${target.projectId}/webhooks/${randomUUID()}${path}`,
      ...(payload && { payload }),
    },
    { anonymous: 401, outsider: 404, guest: 404 },
  ]),
  [
    'POST feedback (own data only)',
    { method: 'POST', url: '/api/v1/feedback?feedback=hello' },
    { anonymous: 401, outsider: 201, guest: 201 },
  ],
];

describe('permission matrix', () => {
  it('refuses outsiders on every route and never shows them organization A', async () => {
    const failures: string[] = [];
    for (const [name, options, expected] of routes()) {
      const responses = {
        anonymous: await app.inject(options),
        outsider: await injectWithLogin(app, callers.outsider, options),
        guest: await injectWithLogin(app, callers.guest, options),
      };
      for (const caller of ['anonymous', 'outsider', 'guest'] as const) {
        const response = responses[caller];
        if (response.statusCode !== expected[caller])
          failures.push(`${name} as ${caller}: ${response.statusCode} ${response.body}`);
        const leaked = target.markers.filter((marker) => response.body.includes(marker));
        if (leaked.length > 0) failures.push(`${name} as ${caller} leaked ${leaked.join(', ')}`);
        if (response.statusCode >= 400)
          expect(Object.keys(response.json()).sort()).toEqual(['code', 'detail']);
      }
    }
    expect(failures).toEqual([]);
  });

  it('leaves organization A as it was', async () => {
    const members = await injectWithLogin(app, target.ownerToken, { method: 'GET', url: `${org}/members` });
    expect(members.json<{ id: string; role: string }[]>().find((m) => m.id === target.memberId)?.role).toBe(
      'member',
    );
    const invites = await injectWithLogin(app, target.ownerToken, { method: 'GET', url: `${org}/invites` });
    const statuses = new Map(invites.json<{ id: string; status: string }[]>().map((i) => [i.id, i.status]));
    expect([statuses.get(target.inviteId), statuses.get(target.linkId)]).toEqual(['pending', 'pending']);
    // The guest invite is not an organization invite, and it is still pending on its project.
    expect(statuses.has(target.guestInviteId)).toBe(false);
    const guestInvites = await injectWithLogin(app, target.ownerToken, {
      method: 'GET',
      url: `/api/v1/project/guests-access/${target.projectId}/invites`,
    });
    expect(guestInvites.json<{ id: string; status: string }[]>()).toEqual([
      expect.objectContaining({ id: target.guestInviteId, status: 'pending' }),
    ]);
    expect(await app.repositories.projectGuests.isGuest(target.projectId, target.guestId)).toBe(true);
    const project = await injectWithLogin(app, target.ownerToken, {
      method: 'GET',
      url: `/api/v1/project/${target.projectId}`,
    });
    expect(project.json().name).toMatch(/^P-Target-/);
    const [source] = await app.repositories.dataSources.listForProject(target.projectId);
    expect(source?.config.token).toBe(target.markers[8]);
    expect((await app.repositories.notificationSettings.find(target.projectId))?.minScore).toBe(10);
    const signals = await app.repositories.intentSignals.listForProject(target.projectId);
    expect(signals.map((s) => [s.id, s.name])).toEqual([[target.signalId, target.markers[12]]]);
  });

  it.each([
    ['POST invites', `${org}/invites`, 'POST', { role: 'member', email: 'nope' }, 'email'],
    ['POST invites', `${org}/invites`, 'POST', { role: 'boss' }, 'role'],
    ['PATCH member', () => `${org}/members/${target.memberId}`, 'PATCH', { role: 7 }, 'role'],
    ['PATCH member', () => `${org}/members/${target.memberId}`, 'PATCH', {}, 'role'],
    [
      'PATCH project',
      () => `/api/v1/project/${target.projectId}`,
      'PATCH',
      { website: 'ftp://x' },
      'website',
    ],
    ['PATCH project', () => `/api/v1/project/${target.projectId}`, 'PATCH', { use_case: 1 }, 'use_case'],
    [
      'PATCH data sources',
      () => `/api/v1/project/${target.projectId}/data-sources`,
      'PATCH',
      {},
      'data_sources',
    ],
    [
      'PATCH data sources',
      () => `/api/v1/project/${target.projectId}/data-sources`,
      'PATCH',
      { data_sources: [{ platform: 'github', enabled: true, settings: { queries: 'crm' } }] },
      'data_sources.0.settings.queries',
    ],
    [
      'PUT notification settings',
      () => `/api/v1/notification-settings/${target.projectId}`,
      'PUT',
      { email_enabled: true },
      'email_frequency',
    ],
    [
      'PUT intent signals',
      () => `/api/v1/leads/${target.projectId}/intent_signals`,
      'PUT',
      { intent_signals: [{ name: '', keywords: [], negative_keywords: [] }], reanalyze_leads: false },
      'intent_signals.0.name',
    ],
    [
      'POST refine intent signal',
      () => `/api/v1/project/${target.projectId}/refine_intent_signal`,
      'POST',
      { intent_signal: { name: 'Fine', description: '', keywords: 'crm', negative_keywords: [] } },
      'intent_signal.keywords',
    ],
    [
      'POST guest invite',
      () => `/api/v1/project/guests-access/${target.projectId}/invites`,
      'POST',
      { email: 'not-an-address' },
      'email',
    ],
    [
      'POST guest invite',
      () => `/api/v1/project/guests-access/${target.projectId}/invites`,
      'POST',
      {},
      'email',
    ],
    ['POST feedback', '/api/v1/feedback', 'POST', { feedback: '   ' }, 'feedback'],
    ['POST feedback', '/api/v1/feedback', 'POST', { feedback: 'x'.repeat(5001) }, 'feedback'],
  ] as const)('answers 422 naming the field: %s %s %s %j', async (_name, url, method, payload, field) => {
    const response = await injectWithLogin(app, target.ownerToken, {
      method,
      url: typeof url === 'function' ? url() : url,
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(response.json().detail).toMatch(new RegExp(`^${field}: `));
  });
});
