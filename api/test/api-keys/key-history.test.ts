import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadStatusConfigs } from '../../src/db/schema/index.js';
import { injectWithLogin } from '../helper.js';
import { seedLeads } from '../support/leads.js';
import { createKey, keyTestApp, keyWorld, withKey } from './key-world.js';

describe("API keys: a key's changes in the lead's history", () => {
  it('records a status change, a verdict and a note by a key as the key, by its name', async () => {
    const app = await keyTestApp();
    const { owner, project } = await keyWorld(app);
    const [leadId] = await seedLeads(app.db, project.id, [{ title: 'Needs a CRM' }]);
    const key = await createKey(app, owner.token, project.id, {
      name: 'Triage bot',
      scopes: ['leads:read', 'leads:write'],
    });
    const [contacted] = await app.db
      .select({ id: leadStatusConfigs.id })
      .from(leadStatusConfigs)
      .where(and(eq(leadStatusConfigs.projectId, project.id), eq(leadStatusConfigs.isDefault, false)));
    const call = (method: 'POST' | 'GET', path: string, payload?: object) =>
      withKey(app, key.secret, { method, url: `/api/v1/leads/${project.id}${path}`, payload });

    const moved = await call('POST', '/update_status', {
      status_config_id: contacted!.id,
      lead_ids: [leadId],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ updated: 1 });
    const good = await call('POST', `/lead/${leadId}/verdict`, { verdict: 'good' });
    expect(good.statusCode, good.body).toBe(200);
    const note = await call('POST', `/lead/${leadId}/notes`, { body: 'Replied from our script.' });
    expect(note.statusCode, note.body).toBe(201);
    // Named by the key, and not a member who left.
    expect(note.json().author).toMatchObject({ name: 'API key “Triage bot”', former_member: false });
    const read = await call('POST', `/lead/${leadId}/read`, { read: true });
    expect(read.statusCode, read.body).toBe(200);

    const history = await call('GET', `/lead/${leadId}/history`);
    expect(history.statusCode, history.body).toBe(200);
    const byKey = { kind: 'key', user_id: null, name: 'API key “Triage bot”', former_member: false };
    const entries = history.json<{ items: { kind: string; actor: unknown }[] }>().items;
    for (const kind of ['status_changed', 'verdict_changed', 'note_added'])
      expect(entries.find((entry) => entry.kind === kind)?.actor, kind).toEqual(byKey);

    // The owner sees the same history, and the key's read mark is the key's own (theirs is unchanged).
    const asOwner = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/api/v1/leads/${project.id}/lead/${leadId}/history`,
    });
    expect(
      asOwner.json().items.find((entry: { kind: string }) => entry.kind === 'verdict_changed').actor,
    ).toEqual(byKey);
  }, 120_000);
});
