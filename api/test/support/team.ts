import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invites } from '../../src/db/schema/index.js';
import { appUrl, injectWithLogin, signUp } from '../helper.js';

type Role = 'admin' | 'member';

export async function createLinkInvite(app: FastifyInstance, token: string, role: Role = 'member') {
  const response = await injectWithLogin(app, token, {
    method: 'POST',
    url: '/api/v1/organization/invites',
    payload: { role },
  });
  if (response.statusCode !== 201) throw new Error(`invite failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ id: string; invite_url: string }>();
  return { id: body.id, url: body.invite_url, t: inviteToken(body.invite_url) };
}

/** The `t` of an invite link in a text (a mail body or an invite_url). */
export function inviteToken(text: string): string {
  const match = new RegExp(`${appUrl.replace(/\./g, '\\.')}/invite\\?t=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no /invite link in: ${text}`);
  return match[1];
}

/** A new user who joined the owner's organization with `role` through a link invite. */
export async function signUpMember(app: FastifyInstance, ownerToken: string, role: Role = 'member') {
  const { t } = await createLinkInvite(app, ownerToken, role);
  const session = await signUp(app);
  const accepted = await injectWithLogin(app, session.token, {
    method: 'POST',
    url: `/api/v1/organization/tokenized-invites/accept?t=${t}`,
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  return session;
}

/** Moves an invite's expiry into the past, as if a week had gone by. */
export async function expireInvite(app: FastifyInstance, id: string) {
  await app.db
    .update(invites)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(invites.id, id));
}
