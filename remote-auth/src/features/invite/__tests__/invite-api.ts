// The tokenized-invite routes (api/README.md) added to the auth contract server: one live link
// ("live"), one live guest link ("guest", sharing one project), links in each dead state, and an
// organization to join.
import { errorReply, withApiServer, type ApiReply } from '@signalboard/shared/testing';
import { startAuthApi, type AuthApi } from '../../../testing/auth-api';

export interface InviteApi extends AuthApi {
  /** Who joined the organization through the link (the account's e-mail). */
  joined: string[];
  /** Who became a guest of the shared project through the guest link (the account's e-mail). */
  guests: string[];
  declined: string[];
}

export const livePreview = {
  email: null,
  expires_at: '2025-03-08T10:00:00.000Z',
  inviter_name: 'Ada Lovelace',
  organization_name: 'Acme',
  role: 'admin' as const,
  status: 'pending' as const,
  project: null,
};

/** A guest invitation: the API keeps the placeholder role 'member' on it. */
export const guestPreview = {
  ...livePreview,
  email: 'grace@example.com',
  inviter_name: 'Ada Lovelace',
  organization_name: 'Globex',
  role: 'member' as const,
  project: { id: 'p-9', name: 'Globex launch' },
};

const deadLinks: Record<string, ApiReply> = {
  expired: errorReply(410, 'INVITE_EXPIRED', 'This invitation has expired.'),
  used: errorReply(409, 'INVITE_USED', 'This invitation was already used.'),
  cancelled: errorReply(409, 'INVITE_CANCELLED', 'This invitation was cancelled.'),
};
export const FOR_ANOTHER_EMAIL_SENTENCE =
  'This invite was sent to another e-mail address. Sign in with that address to answer it.';
const unknown = errorReply(404, 'INVITE_UNKNOWN', 'This invitation link is not valid.');

export async function startInviteApi(): Promise<InviteApi> {
  const server = await startAuthApi();
  const joined: string[] = [];
  const guests: string[] = [];
  const declined: string[] = [];
  const answered = new Set<string>();
  const linkState = (token: string | undefined): ApiReply | null => {
    if (token === 'live' || token === 'guest') return answered.has(token) ? deadLinks.used! : null;
    return (token && deadLinks[token]) || unknown;
  };
  const caller = (authorization: string | undefined) =>
    [...server.accounts.values()].find((a) => authorization === `Bearer token-${a.id}`);

  server.route(
    'GET /api/v1/organization/tokenized-invites/preview',
    ({ query }) =>
      linkState(query.t) ?? { status: 200, body: query.t === 'guest' ? guestPreview : livePreview },
  );
  server.route('POST /api/v1/organization/tokenized-invites/accept', ({ query, authorization }) => {
    const account = caller(authorization);
    if (!account) return errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
    const dead = linkState(query.t);
    if (dead) return dead;
    answered.add(query.t ?? '');
    if (query.t === 'guest') {
      // An addressed guest invitation is only for the addressed account (the API's rule).
      if (account.email !== guestPreview.email) {
        answered.delete('guest');
        return errorReply(403, 'INVITE_FOR_ANOTHER_EMAIL', FOR_ANOTHER_EMAIL_SENTENCE);
      }
      guests.push(account.email);
      // The project's organization (not joined: the placeholder role) and the project now shared.
      const organization = {
        id: 'org-9',
        name: 'Globex',
        website: null,
        created_at: '2025-01-01T00:00:00.000Z',
      };
      return { status: 200, body: { ...organization, role: 'member', project_id: 'p-9' } };
    }
    joined.push(account.email);
    const organization = {
      id: 'org-1',
      name: 'Acme',
      website: null,
      created_at: '2025-01-01T00:00:00.000Z',
      role: 'admin',
      project_id: null,
    };
    return { status: 200, body: organization };
  });
  server.route('POST /api/v1/organization/tokenized-invites/reject', ({ query, authorization }) => {
    const account = caller(authorization);
    if (!account) return errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
    const dead = linkState(query.t);
    if (dead) return dead;
    answered.add(query.t ?? '');
    declined.push(account.email);
    return { status: 200, body: { ...livePreview, status: 'rejected' } };
  });
  return Object.assign(server, { joined, guests, declined });
}

export const withInviteApi = (): (() => InviteApi) => withApiServer(startInviteApi);
