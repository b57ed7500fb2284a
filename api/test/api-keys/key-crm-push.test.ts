import { describe, expect, it } from 'vitest';
import { injectWithLogin } from '../helper.js';
import {
  connectByOAuth,
  crmTestApp,
  ownerWithProject,
  pushLead,
  seedOne,
  waitPushed,
} from '../crm/crm-world.js';
import { createKey } from './key-world.js';

describe('API keys: a CRM push asked by a key', () => {
  it("is the key's in the lead's history, not a person's", { timeout: 120_000 }, async () => {
    const { app } = await crmTestApp('hubspot');
    const { owner, project } = await ownerWithProject(app);
    await connectByOAuth(app, owner.token, project.id, 'hubspot');
    const key = await createKey(app, owner.token, project.id, {
      name: 'Sync',
      scopes: ['leads:read', 'leads:write'],
    });
    const leadId = await seedOne(app, project.id);
    const asked = await pushLead(app, key.secret, project.id, leadId, 'hubspot');
    expect(asked.statusCode, asked.body).toBe(200);
    await waitPushed(app, owner.token, project.id, leadId);
    const history = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/api/v1/leads/${project.id}/lead/${leadId}/history`,
    });
    const pushed = history
      .json<{ items: { kind: string; actor: unknown }[] }>()
      .items.find((entry) => entry.kind === 'pushed');
    expect(pushed?.actor).toEqual({
      kind: 'key',
      user_id: null,
      name: 'API key “Sync”',
      former_member: false,
    });
  });
});
