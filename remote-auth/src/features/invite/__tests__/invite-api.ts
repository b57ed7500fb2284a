// The tokenized-invite routes (api/README.md) added to the auth contract server: one live link
// ("live"), links in each dead state, and an organization to join.
import { errorReply, withApiServer, type ApiReply } from '@signalboard/shared/testing';
import { startAuthApi, type AuthApi } from '../../../testing/auth-api';

export interface InviteApi extends AuthApi {
  /** Who joined the organization through the link (the account's e-mail). */
  joined: string[];
  declined: string[];
}

export const livePreview = {
  email: null,
  expires_at: '2025-03-08T10:00:00.000Z',
  inviter_name: 'Ada Lovelace',
  organization_name: 'Acme',
  role: 'admin' as const,
  status: 'pending' as const,
};

const deadLinks: Record<string, ApiReply> = {
  expired: errorReply(410, 'INVITE_EXPIRED', 'This invitation has expired.'),
  used: errorReply(409, 'INVITE_USED', 'This invitation was already used.'),
  cancelled: errorReply(409, 'INVITE_CANCELLED', 'This invitation was cancelled.'),
};
const unknown = errorReply(404, 'INVITE_UNKNOWN', 'This invitation link is not valid.');

export async function startInviteApi(): Promise<InviteApi> {
  const server = await startAuthApi();
  const joined: string[] = [];
  const declined: string[] = [];
  let answered = false;
  const linkState = (token: string | undefined): ApiReply | null => {
    if (token === 'live') return answered ? deadLinks.used! : null;
    return (token && deadLinks[token]) || unknown;
  };
  const caller = (authorization: string | undefined) =>
    [...server.accounts.values()].find((a) => authorization === `Bearer token-${a.id}`);

  server.route(
    'GET /api/v1/organization/tokenized-invites/preview',
    ({ query }) => linkState(query.t) ?? { status: 200, body: livePreview },
  );
  server.route('POST /api/v1/organization/tokenized-invites/accept', ({ query, authorization }) => {
    const account = caller(authorization);
    if (!account) return errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
    const dead = linkState(query.t);
    if (dead) return dead;
    answered = true;
    joined.push(account.email);
    const organization = {
      id: 'org-1',
      name: 'Acme',
      website: null,
      created_at: '2025-01-01T00:00:00.000Z',
      role: 'admin',
    };
    return { status: 200, body: organization };
  });
  server.route('POST /api/v1/organization/tokenized-invites/reject', ({ query, authorization }) => {
    const account = caller(authorization);
    if (!account) return errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
    const dead = linkState(query.t);
    if (dead) return dead;
    answered = true;
    declined.push(account.email);
    return { status: 200, body: { ...livePreview, status: 'rejected' } };
  });
  return Object.assign(server, { joined, declined });
}

export const withInviteApi = (): (() => InviteApi) => withApiServer(startInviteApi);
