import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { addGuest, createProject } from '../../support/projects.js';
import { signUpMember } from '../../support/team.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const url = (projectId: string) => `/api/v1/notification-settings/${projectId}`;
const valid = {
  email_enabled: true,
  email_frequency: 'instant',
  email_recipients: ['Sales@Acme.example', 'sales@acme.example', 'ceo@acme.example'],
  slack_enabled: true,
  min_score: 75,
  intent_signal_ids: [] as string[],
};

describe('/api/v1/notification-settings/{projectId}', () => {
  it('answers the defaults until saved, then what was saved, to every member', async () => {
    const owner = await signUpWithOrganization(app);
    const member = await signUpMember(app, owner.token);
    const project = await createProject(app, owner.token);

    const defaults = await injectWithLogin(app, member.token, { method: 'GET', url: url(project.id) });
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json()).toEqual({
      email_enabled: true,
      email_frequency: 'daily',
      email_recipients: [member.email],
      slack_enabled: false,
      min_score: 60,
      intent_signal_ids: [],
      timezone: 'UTC',
      saved: false,
    });

    const signal = randomUUID();
    const saved = await injectWithLogin(app, member.token, {
      method: 'PUT',
      url: url(project.id),
      payload: { ...valid, intent_signal_ids: [signal, signal] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      ...valid,
      email_recipients: ['sales@acme.example', 'ceo@acme.example'],
      intent_signal_ids: [signal],
      timezone: 'UTC',
      saved: true,
    });
    expect((await injectWithLogin(app, owner.token, { method: 'GET', url: url(project.id) })).json()).toEqual(
      saved.json(),
    );
  });

  it.each([
    [{ ...valid, email_frequency: 'hourly' }, 'email_frequency'],
    [{ ...valid, min_score: 101 }, 'min_score'],
    [{ ...valid, min_score: -1 }, 'min_score'],
    [{ ...valid, email_recipients: ['not-an-email'] }, 'email_recipients.0'],
    [{ ...valid, intent_signal_ids: ['x'] }, 'intent_signal_ids.0'],
    [{ ...valid, slack_enabled: 'true' }, 'slack_enabled'],
    [{ ...valid, sms_enabled: true }, 'sms_enabled'],
    [(({ email_enabled: _omitted, ...rest }) => rest)(valid), 'email_enabled'],
    [{ ...valid, timezone: 'Mars/Olympus_Mons' }, 'timezone', 'NOTIFICATION_TIMEZONE_INVALID'],
    [{ ...valid, timezone: '' }, 'timezone'],
    [{ ...valid, saved: 'yes' }, 'saved'],
  ])('answers 422 naming the field for %j', async (payload, field, code = 'VALIDATION_ERROR') => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token);
    const response = await injectWithLogin(app, owner.token, {
      method: 'PUT',
      url: url(project.id),
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code, field, detail: expect.any(String) });
  });

  it('takes back what GET answers, read-only `saved` included, and ignores that field', async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token);
    const put = (payload: object) =>
      injectWithLogin(app, owner.token, { method: 'PUT', url: url(project.id), payload });
    const read = async () =>
      (await injectWithLogin(app, owner.token, { method: 'GET', url: url(project.id) })).json<object>();
    // The defaults (saved: false) written back are a save: `saved` says what happened, not what was sent.
    const defaults = await read();
    expect((await put(defaults)).json()).toEqual({ ...defaults, saved: true });
    const saved = await read();
    const again = await put({ ...saved, saved: false });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(saved);
    expect(await read()).toEqual(saved);
  });

  it('keeps the time zone digests follow: an IANA name, kept when a save leaves it out', async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token);
    const put = (payload: object) =>
      injectWithLogin(app, owner.token, { method: 'PUT', url: url(project.id), payload });
    expect((await put({ ...valid, timezone: 'America/New_York' })).json()).toMatchObject({
      timezone: 'America/New_York',
      saved: true,
    });
    expect((await put(valid)).json()).toMatchObject({ timezone: 'America/New_York' });
    expect((await put({ ...valid, timezone: 'Asia/Kolkata' })).json()).toMatchObject({
      timezone: 'Asia/Kolkata',
    });
  });

  it('is for members only: a guest of the project gets 403, an unknown project 404', async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token);
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    for (const method of ['GET', 'PUT'] as const) {
      const response = await injectWithLogin(app, guest.token, {
        method,
        url: url(project.id),
        ...(method === 'PUT' ? { payload: valid } : {}),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('PROJECT_MEMBERS_ONLY');
    }
    const unknown = await injectWithLogin(app, owner.token, { method: 'GET', url: url(randomUUID()) });
    expect(unknown.statusCode).toBe(404);
  });
});
