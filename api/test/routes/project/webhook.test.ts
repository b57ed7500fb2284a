import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { addGuest, createProject } from '../../support/projects.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

describe('/api/v1/project/{id}/webhook', () => {
  it('is off until a secret is made; rotate shows the secret once and the settings only its hint', async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token);
    const get = () =>
      injectWithLogin(app, owner.token, { method: 'GET', url: `/api/v1/project/${project.id}/webhook` });

    const before = await get();
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      url: `http://localhost:80/api/v1/inbound/${project.id}`,
      secret_hint: null,
      enabled: false,
    });

    const rotated = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/project/${project.id}/webhook/rotate`,
    });
    expect(rotated.statusCode).toBe(200);
    const { secret, url } = rotated.json<{ secret: string; url: string }>();
    expect(url).toBe(`http://localhost:80/api/v1/inbound/${project.id}`);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const after = (await get()).json();
    expect(after).toEqual({ url, secret_hint: `••••${secret.slice(-4)}`, enabled: true });
    expect(JSON.stringify(after)).not.toContain(secret);

    const again = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/project/${project.id}/webhook/rotate`,
    });
    expect(again.json<{ secret: string }>().secret).not.toBe(secret);
  });

  it('gets a secret when the webhook data source is switched on, and keeps it on later saves', async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token);
    const save = () =>
      injectWithLogin(app, owner.token, {
        method: 'PATCH',
        url: `/api/v1/project/${project.id}/data-sources`,
        payload: { data_sources: [{ platform: 'webhook', enabled: true, settings: {} }] },
      });
    expect((await save()).statusCode).toBe(200);
    const first = (await app.repositories.webhook.find(project.id))!.secret;
    expect(first).toMatch(/^whsec_/);
    await save();
    expect((await app.repositories.webhook.find(project.id))!.secret).toBe(first);
  });

  it('is for members only: guests get 403, strangers 404', async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token);
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    const stranger = await signUp(app);
    for (const [token, status] of [
      [guest.token, 403],
      [stranger.token, 404],
    ] as const) {
      const got = await injectWithLogin(app, token, {
        method: 'GET',
        url: `/api/v1/project/${project.id}/webhook`,
      });
      expect(got.statusCode).toBe(status);
      const rotated = await injectWithLogin(app, token, {
        method: 'POST',
        url: `/api/v1/project/${project.id}/webhook/rotate`,
      });
      expect(rotated.statusCode).toBe(status);
    }
  });
});
