import type { Connector, FetchContext, FetchResult, IncomingPost, RateLimitState } from './connector.js';
import { ConnectorError } from './connector-error.js';
import { plainText } from './html-to-text.js';
import { platformFetch } from './http/platform-fetch.js';
import { mentionsKeyword } from './keyword-match.js';
import { endpoint, stringList } from './config-values.js';

/**
 * DEV Community (Forem): `/api/articles?tag=<tag>&per_page=100` per tag, or `/api/articles/latest` when
 * the source has no tags, keeping the articles whose title, description or tags mention a keyword. The
 * list endpoint has no article body, only the description (the first words of the article).
 *
 * Forem orders the tag listing by popularity, not by date: a new article can enter it after older ones
 * were read, so a time cursor would skip it. The cursor is the ids already read instead,
 * `{ seen_ids: [...] }`, newest reads first, at most `maxSeenIds` (an id forgotten and read again is
 * only stored once: posts are unique per platform and id).
 */

const perPage = 100;
const maxSeenIds = 3_000;

interface DevtoArticle {
  id: number | string;
  title?: string;
  description?: string;
  url?: string;
  canonical_url?: string;
  published_at?: string | null;
  published_timestamp?: string;
  /** An array on list endpoints, a comma-separated string on `/api/articles/{id}`; `tags` is the reverse. */
  tag_list?: string[] | string;
  tags?: string[] | string;
  comments_count?: number;
  public_reactions_count?: number;
  positive_reactions_count?: number;
  reading_time_minutes?: number;
  user?: { username?: string; name?: string };
  organization?: { username?: string; name?: string } | null;
}

export function mapDevto(json: unknown): IncomingPost[] {
  if (!Array.isArray(json))
    throw new ConnectorError('malformed', 'Dev.to sent something other than a list of articles');
  return json.filter(isArticle).map(toPost);
}

/** Either shape of the tag fields, as one list ("go, opensource" or ["go", "opensource"]). */
export function devtoTags(article: Pick<DevtoArticle, 'tag_list' | 'tags'>): string[] {
  const source = Array.isArray(article.tag_list)
    ? article.tag_list
    : Array.isArray(article.tags)
      ? article.tags
      : (article.tag_list ?? article.tags ?? '');
  const list = Array.isArray(source) ? source : source.split(',');
  return list
    .filter((tag): tag is string => typeof tag === 'string')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

function toPost(article: DevtoArticle): IncomingPost {
  const tags = devtoTags(article);
  const when = article.published_at || article.published_timestamp;
  const publishedAt = when ? new Date(when) : null;
  return {
    platform: 'devto',
    externalId: String(article.id),
    url: article.url || article.canonical_url || null,
    author: article.user?.username ?? null,
    community: tags[0] ?? null,
    title: article.title ?? null,
    body: plainText(article.description ?? ''),
    publishedAt: publishedAt && !Number.isNaN(publishedAt.getTime()) ? publishedAt : null,
    metadata: {
      tags,
      author_name: article.user?.name ?? null,
      organization: article.organization?.username ?? null,
      comments_count: article.comments_count ?? 0,
      reactions_count: article.public_reactions_count ?? article.positive_reactions_count ?? 0,
      ...(article.reading_time_minutes === undefined
        ? {}
        : { reading_time_minutes: article.reading_time_minutes }),
    },
  };
}

export const devtoConnector: Connector = {
  platform: 'devto',
  async fetchNew(context: FetchContext): Promise<FetchResult> {
    const keywords = stringList(context.config, 'keywords');
    const tags = stringList(context.config, 'tags').map((tag) => tag.replace(/^#+/, '').toLowerCase());
    const urls = (tags.length > 0 ? tags : [undefined]).map((tag) =>
      endpoint(context.endpoints.devto, tag ? '/api/articles' : '/api/articles/latest', {
        tag,
        per_page: perPage,
      }),
    );

    const articles = new Map<string, IncomingPost>();
    let rateLimit: RateLimitState | undefined;
    for (const url of urls) {
      const response = await platformFetch(url, {
        platform: 'devto',
        expect: 'json',
        // Forem picks its API version from Accept: this asks for v1 rather than the deprecated v0.
        headers: { accept: 'application/vnd.forem.api-v1+json' },
        timeoutMs: context.timeoutMs,
        signal: context.signal,
        now: context.now,
      });
      rateLimit = response.rateLimit ?? rateLimit;
      for (const post of mapDevto(response.json)) articles.set(post.externalId, post);
    }

    const previous = Array.isArray(context.cursor.seen_ids)
      ? context.cursor.seen_ids.filter((id): id is string => typeof id === 'string')
      : [];
    const seen = new Set(previous);
    const read = [...articles.keys()];
    const fresh = [...articles.values()].filter((post) => !seen.has(post.externalId));
    const seenIds = [...new Set([...read, ...previous])].slice(0, maxSeenIds);
    return {
      posts: fresh.filter((post) =>
        mentionsKeyword(
          [post.title, post.body, ...((post.metadata.tags as string[] | undefined) ?? [])],
          keywords,
        ),
      ),
      cursor: { seen_ids: seenIds },
      ...(rateLimit ? { rateLimit } : {}),
    };
  },
};

function isArticle(value: unknown): value is DevtoArticle {
  if (typeof value !== 'object' || value === null) return false;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '');
}
