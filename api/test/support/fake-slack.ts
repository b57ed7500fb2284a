// A local Slack: the Web API methods Signalboard calls, in Slack's wire format (form or JSON bodies,
// HTTP 200 with `{ ok: false, error }` for errors, 429 with Retry-After), plus the OAuth v2 authorize page.
// Node built-ins only, so the e2e suite can start it too.
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'slack');
const fixture = (name: string) =>
  JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as Record<string, unknown>;

type ChannelRecord = Record<string, unknown> & {
  id: string;
  name: string;
  is_private: boolean;
  is_member: boolean;
};

export const fakeSlackApp = {
  clientId: '1111111111.2222222222',
  clientSecret: 'fake-slack-client-secret',
  signingSecret: 'fake-slack-signing-secret-0123456789',
};

/** What the next call(s) of a method answer instead of the normal reply. */
export type ScriptedAnswer =
  { error: string } | { status: 429; retryAfter: number } | { status: 500 | 502 | 503 };

export interface SlackCall {
  method: string;
  token: string | null;
  params: Record<string, unknown>;
}

export interface PostedMessage {
  token: string;
  channel: string;
  ts: string;
  text: string;
  blocks: Record<string, unknown>[];
}

export interface FakeSlackOptions {
  /** The team an OAuth grant installs into (default the recorded "Slack Softball Team"). */
  team?: { id: string; name: string };
}

/**
 * Starts the fake on a free loopback port. Point SLACK_API_BASE_URL at `apiBaseUrl` and
 * SLACK_AUTHORIZE_URL at `authorizeUrl`, with the client id and secrets of `fakeSlackApp`.
 */
export async function startFakeSlack(options: FakeSlackOptions = {}) {
  const oauthFixture = fixture('docs-example-oauth.v2.access.json');
  const postFixture = fixture('docs-example-chat.postMessage.json');
  const rateLimited = fixture('sdk-mock-ratelimited-429.http.json') as {
    body: Record<string, unknown>;
  };
  const team = options.team ?? (oauthFixture.team as { id: string; name: string });
  const pages = [fixture('conversations.list-page1.json'), fixture('conversations.list-page2-last.json')];
  const channels = new Map<string, ChannelRecord>();
  for (const page of pages)
    for (const channel of page.channels as ChannelRecord[]) channels.set(channel.id, { ...channel });
  // A private channel the bot was invited to (listed), and one it was not (invisible to it).
  const template = (pages[0]!.channels as ChannelRecord[])[0]!;
  channels.set('G0DEALS01', {
    ...template,
    id: 'G0DEALS01',
    name: 'deals',
    name_normalized: 'deals',
    is_private: true,
    is_general: false,
    is_member: true,
  });
  channels.set('G0SECRET1', {
    ...template,
    id: 'G0SECRET1',
    name: 'board-room',
    name_normalized: 'board-room',
    is_private: true,
    is_general: false,
    is_member: false,
  });

  const grants = new Map<string, { redirectUri: string }>();
  const tokens = new Set<string>();
  const revoked: string[] = [];
  const calls: SlackCall[] = [];
  const posted: PostedMessage[] = [];
  const updated: PostedMessage[] = [];
  const responses: { path: string; body: Record<string, unknown> }[] = [];
  const scripted = new Map<string, ScriptedAnswer[]>();
  // Workspace members by e-mail address (lower case) -> Slack user id, for users.lookupByEmail and DMs.
  const members = new Map<string, string>();
  let denyNextAuthorize = false;
  let tsCounter = 0;
  const botUserId = oauthFixture.bot_user_id as string;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const sendJson = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      response
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
        .end(JSON.stringify(body));
    const fail = (error: string) => sendJson(200, { ok: false, error });

    if (request.method === 'GET' && url.pathname === '/oauth/v2/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const state = url.searchParams.get('state') ?? '';
      if (url.searchParams.get('client_id') !== fakeSlackApp.clientId || !redirectUri)
        return response.writeHead(400, { 'content-type': 'text/plain' }).end('invalid_client_id');
      const back = new URL(redirectUri);
      if (denyNextAuthorize) {
        denyNextAuthorize = false;
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = `${Date.now()}.${randomBytes(8).toString('hex')}`;
        grants.set(code, { redirectUri });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', state);
      return response.writeHead(302, { location: back.toString() }).end();
    }

    if (request.method === 'POST' && url.pathname.startsWith('/response/')) {
      responses.push({
        path: url.pathname,
        body: JSON.parse(await readBody(request)) as Record<string, unknown>,
      });
      return response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    }

    const method = /^\/api\/([a-zA-Z0-9.]+)$/.exec(url.pathname)?.[1];
    if (request.method !== 'POST' || !method) return sendJson(404, { ok: false, error: 'unknown_method' });
    const raw = await readBody(request);
    const params: Record<string, unknown> = (request.headers['content-type'] ?? '').includes('json')
      ? (JSON.parse(raw || '{}') as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(raw));
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
    const token = bearer ?? (typeof params.token === 'string' ? params.token : null);
    calls.push({ method, token, params });

    const next = scripted.get(method)?.shift();
    if (next) {
      if ('error' in next) return fail(next.error);
      if (next.status === 429)
        return sendJson(429, rateLimited.body, { 'retry-after': String(next.retryAfter) });
      return response.writeHead(next.status, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
    }

    if (method === 'oauth.v2.access') {
      const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const [id, secret] = basic
        ? Buffer.from(basic, 'base64').toString('utf8').split(':')
        : [params.client_id, params.client_secret];
      if (id !== fakeSlackApp.clientId) return fail('invalid_client_id');
      if (secret !== fakeSlackApp.clientSecret) return fail('bad_client_secret');
      const grant = grants.get(String(params.code ?? ''));
      if (!grant) return fail('invalid_code');
      grants.delete(String(params.code));
      if (grant.redirectUri !== params.redirect_uri) return fail('bad_redirect_uri');
      const accessToken = `xoxb-${randomBytes(6).toString('hex')}-${randomBytes(12).toString('hex')}`;
      tokens.add(accessToken);
      return sendJson(200, {
        ...oauthFixture,
        access_token: accessToken,
        scope: 'chat:write,chat:write.public,channels:read,groups:read,channels:join,users:read.email',
        team,
        enterprise: null,
        authed_user: { id: 'U0INSTALL1' },
      });
    }

    if (!token || !tokens.has(token)) return fail(token ? 'invalid_auth' : 'not_authed');

    switch (method) {
      case 'auth.revoke':
        tokens.delete(token);
        revoked.push(token);
        return sendJson(200, { ok: true, revoked: true });
      case 'conversations.list': {
        const visible = [...channels.values()].filter((channel) => !channel.is_private || channel.is_member);
        const limit = Math.max(1, Number(params.limit ?? 100));
        // Two pages at most, as recorded: the first cut at the first page's size (or `limit`), then the rest.
        const firstPageSize = Math.min(limit, (pages[0]!.channels as unknown[]).length);
        const onFirst = !params.cursor;
        const page = onFirst ? visible.slice(0, firstPageSize) : visible.slice(firstPageSize);
        const nextCursor =
          onFirst && visible.length > firstPageSize
            ? (pages[0]!.response_metadata as { next_cursor: string }).next_cursor
            : '';
        return sendJson(200, { ok: true, channels: page, response_metadata: { next_cursor: nextCursor } });
      }
      case 'conversations.info': {
        const channel = channels.get(String(params.channel ?? ''));
        if (!channel || (channel.is_private && !channel.is_member)) return fail('channel_not_found');
        return sendJson(200, { ok: true, channel });
      }
      case 'conversations.join': {
        const channel = channels.get(String(params.channel ?? ''));
        if (!channel) return fail('channel_not_found');
        if (channel.is_private) return fail('method_not_supported_for_channel_type');
        const already = channel.is_member;
        channel.is_member = true;
        return sendJson(200, { ok: true, channel, ...(already ? { warning: 'already_in_channel' } : {}) });
      }
      case 'users.lookupByEmail': {
        const email = String(params.email ?? '').toLowerCase();
        const id = members.get(email);
        if (!id) return fail('users_not_found');
        return sendJson(200, {
          ok: true,
          user: { id, team_id: team.id, name: email.split('@')[0], deleted: false, profile: { email } },
        });
      }
      case 'chat.postMessage':
      case 'chat.update': {
        // A member's user id as the channel is a DM from the bot (Slack opens the App Home conversation).
        const dmTo = [...members.values()].includes(String(params.channel ?? ''))
          ? String(params.channel)
          : null;
        if (dmTo && method === 'chat.postMessage') {
          const ts = `${Math.floor(Date.now() / 1000)}.${String((tsCounter += 1)).padStart(6, '0')}`;
          posted.push({
            token,
            channel: dmTo,
            ts,
            text: String(params.text ?? ''),
            blocks: (params.blocks as Record<string, unknown>[] | undefined) ?? [],
          });
          return sendJson(200, { ...postFixture, channel: `D${dmTo.slice(1)}`, ts });
        }
        const channel = channels.get(String(params.channel ?? ''));
        if (!channel || (channel.is_private && !channel.is_member)) return fail('channel_not_found');
        if (channel.is_archived === true) return fail('is_archived');
        if (typeof params.text !== 'string' && !Array.isArray(params.blocks)) return fail('no_text');
        const ts =
          method === 'chat.update'
            ? String(params.ts)
            : `${Math.floor(Date.now() / 1000)}.${String((tsCounter += 1)).padStart(6, '0')}`;
        const message: PostedMessage = {
          token,
          channel: channel.id,
          ts,
          text: String(params.text ?? ''),
          blocks: (params.blocks as Record<string, unknown>[] | undefined) ?? [],
        };
        (method === 'chat.update' ? updated : posted).push(message);
        return sendJson(200, {
          ...postFixture,
          channel: channel.id,
          ts,
          message: { ...(postFixture.message as object), text: message.text, ts },
        });
      }
      default:
        return fail('unknown_method');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    apiBaseUrl: `${origin}/api`,
    authorizeUrl: `${origin}/oauth/v2/authorize`,
    /** The environment an API or worker needs to use this fake. */
    env: {
      SLACK_CLIENT_ID: fakeSlackApp.clientId,
      SLACK_CLIENT_SECRET: fakeSlackApp.clientSecret,
      SLACK_SIGNING_SECRET: fakeSlackApp.signingSecret,
      SLACK_API_BASE_URL: `${origin}/api`,
      SLACK_AUTHORIZE_URL: `${origin}/oauth/v2/authorize`,
    },
    team,
    botUserId,
    /** Every Web API call, in order (method, token, form or JSON params). */
    calls,
    /** Every chat.postMessage that succeeded. */
    posted,
    /** Every chat.update that succeeded. */
    updated,
    /** Bodies POSTed to response URLs (`responseUrl(...)`). */
    responses,
    /** Tokens revoked with auth.revoke. */
    revoked,
    channels,
    /** Makes `email` a member of the workspace with the user id `id` (users.lookupByEmail finds them). */
    addMember(email: string, id: string) {
      members.set(email.toLowerCase(), id);
    },
    /** Makes the next `times` calls of `method` answer `answer` (an error, a 429 or a 5xx). */
    failNext(method: string, answer: ScriptedAnswer, times = 1) {
      const queue = scripted.get(method) ?? [];
      for (let i = 0; i < times; i += 1) queue.push(answer);
      scripted.set(method, queue);
    },
    /** The next visit to the authorize page comes back with error=access_denied. */
    denyNextAuthorization() {
      denyNextAuthorize = true;
    },
    /** Forgets a token, as when a workspace admin removes the app (calls then answer invalid_auth). */
    invalidate(token: string) {
      tokens.delete(token);
    },
    /** A response_url Slack would send with an interaction; what is posted there lands in `responses`. */
    responseUrl(id: string) {
      return `${origin}/response/${id}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeSlack = Awaited<ReturnType<typeof startFakeSlack>>;

/** The headers Slack signs a request to our interactivity URL with (v0, HMAC-SHA256). */
export function slackSignatureHeaders(
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
  signingSecret = fakeSlackApp.signingSecret,
): Record<string, string> {
  const signature = createHmac('sha256', signingSecret).update(`v0:${timestamp}:${body}`).digest('hex');
  return {
    'x-slack-request-timestamp': String(timestamp),
    'x-slack-signature': `v0=${signature}`,
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
