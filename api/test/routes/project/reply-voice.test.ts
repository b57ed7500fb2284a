import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { addGuest, createProject } from '../../support/projects.js';

// The project's reply voice (issue 26), saved with the business details by the project's PATCH.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

async function ownedProject() {
  const owner = await signUpWithOrganization(app, 'Voice Co');
  const project = await createProject(app, owner.token, 'Voice');
  const patch = (payload: object, token = owner.token) =>
    injectWithLogin(app, token, { method: 'PATCH', url: `/api/v1/project/${project.id}`, payload });
  const stored = async () =>
    (await app.db.select({ voice: projects.replyVoice }).from(projects).where(eq(projects.id, project.id)))[0]
      ?.voice;
  return { owner, project, patch, stored };
}

describe('reply_voice', () => {
  it('is saved trimmed with line breaks as \\n, read back with the project, and cleared by empty text', async () => {
    const { owner, project, patch, stored } = await ownedProject();
    const fresh = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/api/v1/project/${project.id}`,
    });
    expect(fresh.json().reply_voice).toBeNull();

    const saved = await patch({ reply_voice: "  We are Acme's founders.\r\nFriendly,\tplain.  " });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().reply_voice).toBe("We are Acme's founders.\nFriendly,\tplain.");
    expect(await stored()).toBe("We are Acme's founders.\nFriendly,\tplain.");

    // Other fields leave it alone; 1,000 characters (code points, emoji too) fit.
    expect((await patch({ business_description: 'We sell a CRM.' })).json().reply_voice).toBe(
      "We are Acme's founders.\nFriendly,\tplain.",
    );
    const longest = '😀'.repeat(1000);
    expect((await patch({ reply_voice: longest })).json().reply_voice).toBe(longest);

    expect((await patch({ reply_voice: '   ' })).json().reply_voice).toBeNull();
    expect(await stored()).toBeNull();
    await patch({ reply_voice: 'Plain.' });
    expect((await patch({ reply_voice: null })).json().reply_voice).toBeNull();
  });

  it('refuses too long, NUL, control characters and non-strings with a 422 naming the field, saving nothing', async () => {
    const { project, patch, stored } = await ownedProject();
    await patch({ reply_voice: 'Kept.' });
    for (const reply_voice of ['x'.repeat(1001), 'a\u0000b', 'a\u0007b', 'a\u001bb', 42, ['a']]) {
      const response = await patch({ reply_voice, business_description: 'Changed?' });
      expect(response.statusCode, JSON.stringify(reply_voice)).toBe(422);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'reply_voice' });
    }
    expect(await stored()).toBe('Kept.');
    const [row] = await app.db
      .select({ description: projects.businessDescription })
      .from(projects)
      .where(eq(projects.id, project.id));
    expect(row?.description).toBeNull();
  });

  it('is changed by members only: a guest reads it but may not change it', async () => {
    const { owner, project, patch } = await ownedProject();
    await patch({ reply_voice: 'Plain.' });
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    const read = await injectWithLogin(app, guest.token, {
      method: 'GET',
      url: `/api/v1/project/${project.id}`,
    });
    expect(read.json().reply_voice).toBe('Plain.');
    const refused = await patch({ reply_voice: 'Mine now.' }, guest.token);
    expect(refused.statusCode).toBe(403);
  });

  it('is refused by the database over 1,000 characters, whatever writes it', async () => {
    const { project } = await ownedProject();
    await expect(
      app.db
        .update(projects)
        .set({ replyVoice: 'x'.repeat(1001) })
        .where(eq(projects.id, project.id)),
    ).rejects.toThrow();
  });
});
