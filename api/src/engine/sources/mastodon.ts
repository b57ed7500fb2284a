import type { Connector, FetchContext, FetchResult, IncomingPost, RateLimitState } from './connector.js';
import { ConnectorError } from './connector-error.js';
import { htmlToText, plainText } from './html-to-text.js';
import { platformFetch, type PlatformResponse } from './http/platform-fetch.js';
import { optionalString, stringList } from './config-values.js';
import { compareIds, newestId } from './snowflake-ids.js';

/**
 * Mastodon: the public hashtag timeline of one instance per tag (`/api/v1/timelines/tag/<tag>`), plus the
 * status search (`/api/v2/search`) when the source has keywords, with the user's access token: Mastodon
 * searches the text of posts only for a signed-in account. The instance is an address a user typed, so every
 * request goes through the SSRF guard (userUrl). Statuses come newest first; a poll asks for what is newer
 * than the last id seen per tag and follows the Link header (`rel="next"`, max_id) back to that id.
 *
 * Cursor: `{ tags: { <tag>: <newest status id> }, search: { <keyword>: <newest status id> } }`.
 */

const pageSize = 40;
/** Pages per tag and poll: a busy tag between two polls rarely needs more, and older posts are stale. */
const maxPages = 3;

export interface MastodonStatus {
  id: string;
  uri?: string;
  url?: string | null;
  created_at?: string;
  content?: string;
  spoiler_text?: string;
  sensitive?: boolean;
  language?: string | null;
  replies_count?: number;
  reblogs_count?: number;
  favourites_count?: number;
  reblog?: MastodonStatus | null;
  account?: { acct?: string; username?: string; display_name?: string; url?: string };
  tags?: { name?: string }[];
}

/** Statuses (a timeline array, or a v2 search answer's `statuses`) as posts; `community` is where they came from. */
export function mapMastodon(json: unknown, community: string | null = null): IncomingPost[] {
  const statuses = Array.isArray(json)
    ? json
    : isRecord(json) && Array.isArray(json.statuses)
      ? json.statuses
      : null;
  if (!statuses)
    throw new ConnectorError('malformed', 'Mastodon sent something other than a list of statuses');
  return statuses
    .filter(isStatus)
    .map((status) => toPost(status.reblog && isStatus(status.reblog) ? status.reblog : status, community));
}

function toPost(status: MastodonStatus, community: string | null): IncomingPost {
  const spoiler = status.spoiler_text?.trim() ?? '';
  const text = htmlToText(status.content ?? '');
  const publishedAt = status.created_at ? new Date(status.created_at) : null;
  return {
    platform: 'mastodon',
    // The ActivityPub uri names the status on every instance; the numeric id is local to one instance.
    externalId: status.uri || status.url || status.id,
    url: status.url || status.uri || null,
    author: status.account?.acct || status.account?.username || null,
    community,
    title: null,
    // A content warning is part of what the author wrote: keep it in front, as clients show it.
    body: plainText(spoiler ? `${spoiler}\n\n${text}` : text),
    publishedAt: publishedAt && !Number.isNaN(publishedAt.getTime()) ? publishedAt : null,
    metadata: {
      status_id: status.id,
      ...(spoiler ? { spoiler_text: spoiler } : {}),
      sensitive: status.sensitive ?? false,
      language: status.language ?? null,
      account_url: status.account?.url ?? null,
      display_name: status.account?.display_name || null,
      tags: (status.tags ?? [])
        .map((tag) => tag.name)
        .filter((name): name is string => typeof name === 'string'),
      replies_count: status.replies_count ?? 0,
      reblogs_count: status.reblogs_count ?? 0,
      favourites_count: status.favourites_count ?? 0,
    },
  };
}

export const mastodonConnector: Connector = {
  platform: 'mastodon',
  async fetchNew(context: FetchContext): Promise<FetchResult> {
    const instance = instanceUrl(optionalString(context.config, 'instance'));
    const hashtags = stringList(context.config, 'hashtags')
      .map((tag) => tag.replace(/^#+/, ''))
      .filter(Boolean);
    const keywords = stringList(context.config, 'keywords');
    if (hashtags.length === 0 && keywords.length === 0)
      throw new ConnectorError('config', 'Mastodon: add a hashtag or a keyword');
    const token = optionalString(context.config, 'access_token');
    if (keywords.length > 0 && !token)
      throw new ConnectorError('config', 'Mastodon: keyword search needs an access token');

    const previousTags = idMap(context.cursor.tags);
    const previousSearch = idMap(context.cursor.search);
    // Rebuilt from the current settings: a hashtag or keyword taken out of the source leaves the cursor.
    const tagCursor: Record<string, string> = {};
    const searchCursor: Record<string, string> = {};
    const posts = new Map<string, IncomingPost>();
    let rateLimit: RateLimitState | undefined;

    for (const tag of hashtags) {
      const community = `${instance.host}#${tag.toLowerCase()}`;
      const sinceId = previousTags[tag] ?? null;
      if (sinceId) tagCursor[tag] = sinceId;
      let url: URL | null = new URL(`/api/v1/timelines/tag/${encodeURIComponent(tag)}`, instance);
      url.searchParams.set('limit', String(pageSize));
      if (sinceId) url.searchParams.set('since_id', sinceId);
      // Without a cursor, one page is the starting point: the first poll does not backfill history.
      for (let page = 0; url && page < (sinceId ? maxPages : 1); page += 1) {
        const response = await get(url, context);
        rateLimit = response.rateLimit ?? rateLimit;
        const fresh = statusesNewerThan(response.json, sinceId);
        for (const post of mapMastodon(fresh, community)) posts.set(post.externalId, post);
        const newest = newestId([tagCursor[tag], ...fresh.map((status) => status.id)]);
        if (newest) tagCursor[tag] = newest;
        const reachedCursor = fresh.length < (Array.isArray(response.json) ? response.json.length : 0);
        url = reachedCursor || fresh.length < pageSize ? null : nextLink(response, instance);
      }
    }

    for (const keyword of keywords) {
      const sinceId = previousSearch[keyword] ?? null;
      const url = new URL('/api/v2/search', instance);
      url.searchParams.set('q', keyword);
      url.searchParams.set('type', 'statuses');
      url.searchParams.set('limit', String(pageSize));
      if (sinceId) url.searchParams.set('min_id', sinceId);
      const response = await get(url, context, token);
      rateLimit = response.rateLimit ?? rateLimit;
      const statuses =
        isRecord(response.json) && Array.isArray(response.json.statuses) ? response.json.statuses : null;
      if (!statuses)
        throw new ConnectorError(
          'malformed',
          `Mastodon at ${instance.host} sent a search answer without statuses`,
        );
      const fresh = statusesNewerThan(statuses, sinceId);
      for (const post of mapMastodon(fresh, instance.host))
        if (!posts.has(post.externalId)) posts.set(post.externalId, post);
      const newest = newestId([sinceId, ...fresh.map((status) => status.id)]);
      if (newest) searchCursor[keyword] = newest;
    }

    return {
      posts: [...posts.values()],
      cursor: { tags: tagCursor, ...(keywords.length > 0 ? { search: searchCursor } : {}) },
      ...(rateLimit ? { rateLimit } : {}),
    };
  },
};

/** `token` only for search: hashtag timelines are public, and the token is the user's own account. */
function get(url: URL, context: FetchContext, token?: string): Promise<PlatformResponse> {
  return platformFetch(url, {
    platform: 'mastodon',
    expect: 'json',
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    userUrl: true,
    timeoutMs: context.timeoutMs,
    signal: context.signal,
    now: context.now,
    allowOrigins: context.allowOrigins,
  });
}

function instanceUrl(value: string | undefined): URL {
  if (!value) throw new ConnectorError('config', 'Mastodon: the instance address is missing');
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
    return new URL(url.origin);
  } catch {
    throw new ConnectorError(
      'config',
      `Mastodon: "${value}" is not an instance address such as https://mastodon.social`,
    );
  }
}

/** Statuses strictly newer than `sinceId` (instances differ in whether since_id/min_id is inclusive). */
function statusesNewerThan(json: unknown, sinceId: string | null): MastodonStatus[] {
  if (!Array.isArray(json))
    throw new ConnectorError('malformed', 'Mastodon sent something other than a list of statuses');
  const statuses = json.filter(isStatus);
  return sinceId ? statuses.filter((status) => compareIds(status.id, sinceId) > 0) : statuses;
}

/** The `rel="next"` address of a Link header, only when it stays on the instance. */
function nextLink(response: PlatformResponse, instance: URL): URL | null {
  const header = response.headers.get('link');
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /<([^>]+)>\s*;(.*)/.exec(part.trim());
    if (!match || !/\brel="?next"?/.test(match[2] ?? '')) continue;
    try {
      const next = new URL(match[1] ?? '', instance);
      return next.origin === instance.origin ? next : null;
    } catch {
      return null;
    }
  }
  return null;
}

function idMap(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function isStatus(value: unknown): value is MastodonStatus {
  return isRecord(value) && typeof value.id === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
