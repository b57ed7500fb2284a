import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadAssignmentRules } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp } from '../../helper.js';
import { teamWorld } from '../../support/lead-team.js';
import { putIntentSignals } from '../../support/projects.js';

interface Rule {
  enabled: boolean;
  member_ids: string[];
  min_score: number;
  signal_ids: string[];
  unowned_alert_hours: number | null;
  unowned_alert_min_score: number;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

/** A team's project with two intent signals, and calls to its assignment rule. */
async function ruleWorld() {
  const world = await teamWorld(app, 1);
  const signals = await putIntentSignals(app, world.owner.token, world.project.id, [
    { name: 'Asks for a CRM', keywords: ['crm'] },
    { name: 'Leaves HubSpot', keywords: ['hubspot'] },
  ]);
  const rule = (token: string, method: 'GET' | 'PUT', payload?: object, projectId = world.project.id) =>
    injectWithLogin(app, token, {
      method,
      url: `/api/v1/project/${projectId}/assignment_rule`,
      ...(payload ? { payload } : {}),
    });
  return { ...world, signals, rule };
}

const savedRow = async (projectId: string) =>
  (await app.db.select().from(leadAssignmentRules).where(eq(leadAssignmentRules.projectId, projectId)))[0];

describe('GET and PUT /project/{projectId}/assignment_rule', () => {
  it('answers the defaults until saved, saves members and guests, and takes back its own answer unchanged', async () => {
    const { owner, member, guest, signals, rule, project } = await ruleWorld();
    const initial = await rule(owner.token, 'GET');
    expect(initial.statusCode).toBe(200);
    expect(initial.json<Rule>()).toEqual({
      enabled: false,
      member_ids: [],
      min_score: 0,
      signal_ids: [],
      unowned_alert_hours: null,
      unowned_alert_min_score: 80,
    });
    // The defaults themselves are a valid PUT.
    expect((await rule(owner.token, 'PUT', initial.json<Rule>())).statusCode).toBe(200);

    const wanted: Rule = {
      enabled: true,
      member_ids: [member.user.id, guest.user.id, owner.user.id],
      min_score: 60,
      signal_ids: [signals[1]!.id],
      unowned_alert_hours: 4,
      unowned_alert_min_score: 90,
    };
    const saved = await rule(member.token, 'PUT', wanted);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Rule>()).toEqual(wanted);
    const read = await rule(owner.token, 'GET');
    expect(read.json<Rule>()).toEqual(wanted);
    // The law: what GET answers, PUT accepts unchanged, and nothing moves.
    const again = await rule(owner.token, 'PUT', read.json<Rule>());
    expect(again.statusCode).toBe(200);
    expect(again.json<Rule>()).toEqual(wanted);
    const row = await savedRow(project.id);
    expect(row!.unownedAlertSince).toBeInstanceOf(Date);

    // Off again: the alert's watch ends (and starts afresh when turned on later).
    await rule(owner.token, 'PUT', { ...wanted, unowned_alert_hours: null });
    expect((await savedRow(project.id))!.unownedAlertSince).toBeNull();
  });

  it('answers a 422 naming the field for strangers, foreign signals and numbers out of range, saving nothing', async () => {
    const { owner, member, siblingGuest, outsider, sibling, rule, project } = await ruleWorld();
    const [foreignSignal] = await putIntentSignals(app, owner.token, sibling.id, [
      { name: 'Elsewhere', keywords: ['erp'] },
    ]);
    const good: Rule = {
      enabled: true,
      member_ids: [member.user.id],
      min_score: 50,
      signal_ids: [],
      unowned_alert_hours: null,
      unowned_alert_min_score: 80,
    };
    const stranger = await signUp(app);
    const cases: [Partial<Rule>, string, string?][] = [
      [
        { member_ids: [member.user.id, outsider.user.id] },
        'member_ids',
        'ASSIGNMENT_RULE_MEMBER_NOT_IN_PROJECT',
      ],
      // A guest of another project of the organization may not triage this one's leads.
      [{ member_ids: [siblingGuest.user.id] }, 'member_ids', 'ASSIGNMENT_RULE_MEMBER_NOT_IN_PROJECT'],
      [{ member_ids: [stranger.user.id] }, 'member_ids', 'ASSIGNMENT_RULE_MEMBER_NOT_IN_PROJECT'],
      [{ member_ids: [randomUUID()] }, 'member_ids', 'ASSIGNMENT_RULE_MEMBER_NOT_IN_PROJECT'],
      [{ member_ids: ['not-a-uuid'] }, 'member_ids.0'],
      [{ member_ids: [] }, 'member_ids', 'ASSIGNMENT_RULE_NO_MEMBERS'],
      [{ signal_ids: [foreignSignal!.id] }, 'signal_ids', 'ASSIGNMENT_RULE_SIGNAL_NOT_IN_PROJECT'],
      [{ min_score: 101 }, 'min_score'],
      [{ min_score: -1 }, 'min_score'],
      [{ min_score: 50.5 }, 'min_score'],
      [{ unowned_alert_hours: 0 }, 'unowned_alert_hours'],
      [{ unowned_alert_hours: 169 }, 'unowned_alert_hours'],
      [{ unowned_alert_min_score: 1000 }, 'unowned_alert_min_score'],
    ];
    for (const [change, field, code] of cases) {
      const response = await rule(owner.token, 'PUT', { ...good, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      const body = response.json<{ field: string; code: string; detail: string }>();
      expect(body.field, JSON.stringify(change)).toBe(field);
      if (code) expect(body.code).toBe(code);
    }
    expect(await savedRow(project.id)).toBeUndefined();
    // Without the bad field it saves.
    expect((await rule(owner.token, 'PUT', good)).statusCode).toBe(200);
  });

  it('is for members of the organization: a guest is refused, another organization does not find it', async () => {
    const { guest, outsider, rule, owner, member } = await ruleWorld();
    const body: Rule = {
      enabled: true,
      member_ids: [member.user.id],
      min_score: 0,
      signal_ids: [],
      unowned_alert_hours: 2,
      unowned_alert_min_score: 80,
    };
    expect((await rule(owner.token, 'PUT', body)).statusCode).toBe(200);
    for (const method of ['GET', 'PUT'] as const) {
      const asGuest = await rule(guest.token, method, method === 'PUT' ? body : undefined);
      expect(asGuest.statusCode).toBe(403);
      expect(asGuest.json<{ code: string }>().code).toBe('PROJECT_MEMBERS_ONLY');
      const asOutsider = await rule(outsider.token, method, method === 'PUT' ? body : undefined);
      expect(asOutsider.statusCode).toBe(404);
      expect(asOutsider.body).not.toContain(member.user.id);
    }
    expect((await rule(owner.token, 'GET')).json<Rule>()).toEqual(body);
  });

  it('drops a member who leaves the organization and a deleted signal, so the answer still saves', async () => {
    const { owner, admin, member, signals, rule, project } = await ruleWorld();
    const body: Rule = {
      enabled: true,
      member_ids: [member.user.id, admin.user.id],
      min_score: 10,
      signal_ids: [signals[0]!.id, signals[1]!.id],
      unowned_alert_hours: null,
      unowned_alert_min_score: 80,
    };
    expect((await rule(owner.token, 'PUT', body)).statusCode).toBe(200);
    const removed = await injectWithLogin(app, owner.token, {
      method: 'DELETE',
      url: `/api/v1/organization/members/${member.user.id}`,
    });
    expect(removed.statusCode).toBeLessThan(300);
    const deleted = await injectWithLogin(app, owner.token, {
      method: 'DELETE',
      url: `/api/v1/leads/${project.id}/intent_signals/${signals[0]!.id}`,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const read = (await rule(owner.token, 'GET')).json<Rule>();
    expect(read.member_ids).toEqual([admin.user.id]);
    expect(read.signal_ids).toEqual([signals[1]!.id]);
    expect((await rule(owner.token, 'PUT', read)).statusCode).toBe(200);
  });
});
