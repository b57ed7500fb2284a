import type { Connector, FetchContext, IncomingPost, RateLimitState } from './connector.js';
import { ConnectorError, retryWords } from './connector-error.js';
import { asNumber, asRecord, asString, endpoint, optionalString, stringList } from './config-values.js';
import { htmlToLine, htmlToText } from './html-to-text.js';
import { platformFetch, type PlatformResponse } from './http/platform-fetch.js';

// Stack Exchange: new questions of one site, optionally with one of the chosen tags, through
// `/2.3/search/advanced` (its `tagged` means "at least one of"). The API asks clients to obey `backoff`
// (seconds to wait before the next call to the same method): we stop paging and hand it to the poller.
// Its errors come as HTTP 400 with `{error_id, error_name, error_message}`; 502 throttle_violation is
// a rate limit, and its message may say how long ("more requests available in 17524 seconds").
//
// Cursor: `{ fromdate, ids }`: the newest creation_date taken (epoch seconds) and the question ids
// created in that second; `fromdate` is inclusive, so those ids are dropped from the next answer.

const platform = 'stackexchange';
const pageSize = 100;
const pageCap = 3;
const firstPollSeconds = 7 * 24 * 60 * 60;

interface QuestionCursor {
  fromdate: number;
  ids: number[];
}

export const stackexchangeConnector: Connector = {
  platform,
  async fetchNew(context) {
    const site = optionalString(context.config, 'site')?.toLowerCase();
    if (!site) throw new ConnectorError('config', 'Stack Exchange needs a site, e.g. stackoverflow');
    const tags = stringList(context.config, 'tags').map((tag) => tag.toLowerCase().replace(/\s+/g, '-'));
    const now = (context.now ?? (() => new Date()))();
    const stored = asNumber(context.cursor.fromdate);
    const since: QuestionCursor =
      stored === null
        ? { fromdate: Math.floor(now.getTime() / 1000) - firstPollSeconds, ids: [] }
        : { fromdate: stored, ids: numbers(context.cursor.ids) };
    const seen = new Set(since.ids);
    const questions: Record<string, unknown>[] = [];
    let rateLimit: RateLimitState | undefined;
    let retryAfterSeconds: number | undefined;
    for (let page = 1; page <= (stored === null ? 1 : pageCap); page += 1) {
      const url = endpoint(context.endpoints.stackexchange, '/2.3/search/advanced', {
        site,
        tagged: tags.length > 0 ? tags.join(';') : undefined,
        sort: 'creation',
        order: 'desc',
        fromdate: since.fromdate,
        filter: 'withbody',
        pagesize: pageSize,
        page,
      });
      const body = asRecord((await search(context, url)).json);
      if (!Array.isArray(body.items))
        throw new ConnectorError('malformed', 'Stack Exchange answered without a list of questions');
      for (const raw of body.items) {
        const question = asRecord(raw);
        const id = asNumber(question.question_id);
        if (id === null || seen.has(id)) continue;
        seen.add(id);
        questions.push(question);
      }
      rateLimit = quota(body, now) ?? rateLimit;
      retryAfterSeconds = asNumber(body.backoff) ?? undefined;
      if (retryAfterSeconds !== undefined || body.has_more !== true) break;
    }
    return {
      posts: questions.map((question) => toPost(question, site)),
      cursor: { ...advance(since, questions) },
      ...(rateLimit ? { rateLimit } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    };
  },
};

async function search(context: FetchContext, url: URL): Promise<PlatformResponse> {
  try {
    return await platformFetch(url, {
      platform,
      expect: 'json',
      timeoutMs: context.timeoutMs,
      signal: context.signal,
      now: context.now,
    });
  } catch (error) {
    throw platformError(error);
  }
}

/** Stack Exchange's own error body, in words and with the right kind. */
function platformError(error: unknown): unknown {
  if (!(error instanceof ConnectorError) || error.kind === 'rate_limited') return error;
  const body = asRecord(error.body);
  const id = asNumber(body.error_id);
  if (id === null) return error;
  const message = asString(body.error_message) ?? asString(body.error_name) ?? 'no reason given';
  if (id === 502) {
    const wait = /(\d+)\s*seconds?/i.exec(message)?.[1];
    const seconds = wait === undefined ? undefined : Number(wait);
    return new ConnectorError(
      'rate_limited',
      `Stack Exchange throttled the requests (${message}); ${retryWords(seconds)}`,
      {
        status: error.status,
        body,
        ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }),
      },
    );
  }
  if (id === 400 || id === 404)
    return new ConnectorError('config', `Stack Exchange rejected the settings: ${message}`, {
      status: error.status,
      body,
    });
  if (id === 401 || id === 402 || id === 403 || id === 405 || id === 406)
    return new ConnectorError('auth', `Stack Exchange refused access: ${message}`, {
      status: error.status,
      body,
    });
  return error;
}

/** quota_max/quota_remaining: a daily quota that restarts at midnight UTC. */
function quota(body: Record<string, unknown>, now: Date): RateLimitState | undefined {
  const limit = asNumber(body.quota_max);
  const remaining = asNumber(body.quota_remaining);
  if (limit === null && remaining === null) return undefined;
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return {
    ...(limit === null ? {} : { limit }),
    ...(remaining === null ? {} : { remaining }),
    reset_at: midnight.toISOString(),
  };
}

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
}

function advance(since: QuestionCursor, questions: Record<string, unknown>[]): QuestionCursor {
  let next = since;
  for (const question of questions) {
    const created = asNumber(question.creation_date);
    const id = asNumber(question.question_id);
    if (created === null || id === null) continue;
    if (created > next.fromdate) next = { fromdate: created, ids: [id] };
    else if (created === next.fromdate && !next.ids.includes(id))
      next = { fromdate: created, ids: [...next.ids, id] };
  }
  return next;
}

function toPost(question: Record<string, unknown>, site: string): IncomingPost {
  const owner = asRecord(question.owner);
  const created = asNumber(question.creation_date);
  const displayName = asString(owner.display_name);
  const tags = Array.isArray(question.tags)
    ? question.tags.filter((tag): tag is string => typeof tag === 'string')
    : [];
  return {
    platform,
    externalId: `${site}:question:${String(question.question_id)}`,
    url: asString(question.link),
    author: displayName ? htmlToLine(displayName) : null,
    community: site,
    title: htmlToLine(asString(question.title) ?? ''),
    body: htmlToText(asString(question.body) ?? ''),
    publishedAt: created === null ? null : new Date(created * 1000),
    metadata: {
      tags,
      score: asNumber(question.score),
      answer_count: asNumber(question.answer_count),
      is_answered: question.is_answered === true,
      view_count: asNumber(question.view_count),
    },
  };
}
