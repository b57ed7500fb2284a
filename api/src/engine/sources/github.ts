import type { Connector, FetchContext, IncomingPost, RateLimitState } from './connector.js';
import { ConnectorError } from './connector-error.js';
import {
  asNumber,
  asRecord,
  asString,
  dateFrom,
  endpoint,
  optionalString,
  requiredList,
} from './config-values.js';
import { plainText } from './html-to-text.js';
import { platformFetch, type PlatformResponse } from './http/platform-fetch.js';

// GitHub: new issues and pull requests matching each saved search, through REST `/search/issues` with
// a `created:>=` qualifier and newest first. Discussions are not included: REST search has no
// discussions (`type:discussions` is rejected there); they need the GraphQL `search(type: DISCUSSION)`,
// which requires a token for every call, so they are left for later.
// Search is limited to 10 requests a minute without a token and 30 with one (x-ratelimit-* headers,
// resource "search"); a 403 with x-ratelimit-remaining 0 is a rate limit (platformFetch).
//
// Cursor: per query `{ since, ids }`: the newest created_at taken (ISO) and the ids created in that
// second (the qualifier is inclusive, so those are dropped from the next answer).

const platform = 'github';
const perPage = 50;
const pageCap = 2;
const firstPollSeconds = 7 * 24 * 60 * 60;

interface QueryCursor {
  since: string;
  ids: number[];
}

export const githubConnector: Connector = {
  platform,
  async fetchNew(context) {
    const queries = requiredList(
      context.config,
      'queries',
      'GitHub needs at least one search query, e.g. "crm in:title"',
    );
    const token = optionalString(context.config, 'token');
    const now = (context.now ?? (() => new Date()))();
    const previous = asRecord(context.cursor.queries);
    const cursor: Record<string, QueryCursor> = {};
    const posts = new Map<string, IncomingPost>();
    let rateLimit: RateLimitState | undefined;
    for (const query of queries) {
      const stored = queryCursor(previous[query]);
      const since = stored ?? {
        since: new Date(now.getTime() - firstPollSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        ids: [],
      };
      const read = await searchQuery(context, query, since, token, stored === undefined);
      rateLimit = read.rateLimit ?? rateLimit;
      cursor[query] = advance(since, read.items);
      for (const item of read.items) {
        const post = toPost(item);
        posts.set(post.externalId, post);
      }
    }
    return { posts: [...posts.values()], cursor: { queries: cursor }, ...(rateLimit ? { rateLimit } : {}) };
  },
};

async function searchQuery(
  context: FetchContext,
  query: string,
  since: QueryCursor,
  token: string | undefined,
  firstPoll: boolean,
) {
  const seen = new Set(since.ids);
  const items: Record<string, unknown>[] = [];
  let rateLimit: RateLimitState | undefined;
  for (let page = 1; page <= (firstPoll ? 1 : pageCap); page += 1) {
    const url = endpoint(context.endpoints.github, '/search/issues', {
      q: `${query} created:>=${since.since}`,
      sort: 'created',
      order: 'desc',
      per_page: perPage,
      page,
    });
    const response = await search(context, url, query, token);
    rateLimit = response.rateLimit ?? rateLimit;
    const body = asRecord(response.json);
    if (!Array.isArray(body.items))
      throw new ConnectorError('malformed', 'GitHub answered without a list of issues', {
        status: response.status,
      });
    for (const raw of body.items) {
      const item = asRecord(raw);
      const id = asNumber(item.id);
      if (id === null || seen.has(id)) continue;
      seen.add(id);
      items.push(item);
    }
    const total = asNumber(body.total_count) ?? 0;
    if (body.items.length < perPage || page * perPage >= total) break;
  }
  return { items, rateLimit };
}

async function search(
  context: FetchContext,
  url: URL,
  query: string,
  token: string | undefined,
): Promise<PlatformResponse> {
  try {
    return await platformFetch(url, {
      platform,
      expect: 'json',
      headers: {
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      timeoutMs: context.timeoutMs,
      signal: context.signal,
      now: context.now,
    });
  } catch (error) {
    // 422: GitHub could not run this search (bad qualifier, a repository that does not exist...).
    if (error instanceof ConnectorError && error.status === 422) {
      const body = asRecord(error.body);
      const detail = Array.isArray(body.errors) ? asString(asRecord(body.errors[0]).message) : null;
      const reason = detail ?? asString(body.message) ?? 'Validation Failed';
      throw new ConnectorError('config', `GitHub cannot run the search "${query}": ${reason}`, {
        status: 422,
        body: error.body,
      });
    }
    throw error;
  }
}

function queryCursor(value: unknown): QueryCursor | undefined {
  const record = asRecord(value);
  const since = asString(record.since);
  if (!since || dateFrom(since) === null) return undefined;
  return {
    since,
    ids: Array.isArray(record.ids) ? record.ids.filter((id): id is number => typeof id === 'number') : [],
  };
}

function advance(since: QueryCursor, items: Record<string, unknown>[]): QueryCursor {
  let next = since;
  let newest = dateFrom(since.since)?.getTime() ?? 0;
  for (const item of items) {
    const created = dateFrom(item.created_at)?.getTime();
    const id = asNumber(item.id);
    if (created === undefined || id === null) continue;
    if (created > newest) {
      newest = created;
      next = { since: new Date(created).toISOString().replace(/\.\d{3}Z$/, 'Z'), ids: [id] };
    } else if (created === newest && !next.ids.includes(id)) next = { ...next, ids: [...next.ids, id] };
  }
  return next;
}

function toPost(item: Record<string, unknown>): IncomingPost {
  const repository = asString(item.repository_url)?.match(/\/repos\/([^/]+\/[^/]+)$/)?.[1] ?? null;
  const isPull = item.pull_request !== undefined && item.pull_request !== null;
  const labels = Array.isArray(item.labels)
    ? item.labels
        .map((label) => asString(asRecord(label).name))
        .filter((name): name is string => name !== null)
    : [];
  return {
    platform,
    externalId: `issue:${String(item.id)}`,
    url: asString(item.html_url),
    author: asString(asRecord(item.user).login),
    community: repository,
    title: asString(item.title),
    body: plainText(asString(item.body) ?? ''),
    publishedAt: dateFrom(item.created_at),
    metadata: {
      kind: isPull ? 'pull_request' : 'issue',
      number: asNumber(item.number),
      state: asString(item.state),
      labels,
      comments: asNumber(item.comments),
    },
  };
}
