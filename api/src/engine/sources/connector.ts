/**
 * One interface for every platform: fetch what is new since a stored cursor and map it to one post shape.
 * Connectors are pure I/O + mapping: they never touch the database. The poller (engine/polling) stores the
 * cursor, the posts and the health they report.
 */

/** A post as every connector hands it over, before it is stored (posts table). */
export interface IncomingPost {
  /** The platform id of the catalogue ('hackernews', 'reddit', ...). */
  platform: string;
  /** Stable id on the platform (dedupe key with `platform`): 'story:123', 't3_abc', a feed item's guid. */
  externalId: string;
  url: string | null;
  author: string | null;
  /** Subreddit, site, feed title, instance, tag: where it was posted. */
  community: string | null;
  title: string | null;
  /** Plain text (HTML stripped, entities decoded), at most 20,000 characters. */
  body: string;
  publishedAt: Date | null;
  metadata: Record<string, unknown>;
}

/** What the platform said about its limits on the last response, when it said anything. */
export interface RateLimitState {
  limit?: number;
  remaining?: number;
  /** When the window resets (ISO 8601). */
  reset_at?: string;
}

export interface FetchResult {
  posts: IncomingPost[];
  /** The cursor to store for the next poll (the connector's own JSON shape). */
  cursor: Record<string, unknown>;
  rateLimit?: RateLimitState;
  /** Set when the platform asked us to wait (Retry-After, Stack Exchange `backoff`, X reset). */
  retryAfterSeconds?: number;
  /**
   * How the source was read when it was not the usual way, for its health in the Data Sources tab
   * (Reddit's public feed after its API refused): the poll worked, but the user should know why less came.
   */
  healthNote?: string;
}

export interface FetchContext {
  /** The data source's settings (catalogue fields; secrets already decrypted). */
  config: Record<string, unknown>;
  cursor: Record<string, unknown>;
  /** Base URLs per platform host, overridable so tests replay from a local server. */
  endpoints: PlatformEndpoints;
  signal?: AbortSignal;
  /** Per-request timeout in ms (default 10,000). */
  timeoutMs?: number;
  now?: () => Date;
  /** TESTS ONLY: origins user-given URLs (feeds, Mastodon instances) may reach on a loopback address. */
  allowOrigins?: readonly string[];
  /** The deployment's Reddit app and User-Agent (REDDIT_* variables); absent: no app, a default agent. */
  reddit?: RedditSettings;
}

/** REDDIT_* variables (config.ts): the API app Reddit approved for this deployment, and how we name ourselves. */
export interface RedditSettings {
  app: RedditApp | null;
  /** Sent on every Reddit request: Reddit asks for `<platform>:<app id>:<version> (by /u/<user>)`. */
  userAgent: string;
}

/**
 * A Reddit API app. Which OAuth grant is used follows from what is set: an account → a "script" app's
 * password grant; a secret → application-only client credentials; neither → an "installed app"'s
 * `installed_client` grant with the device id.
 */
export interface RedditApp {
  clientId: string;
  /** Empty for an installed app, which has no secret. */
  clientSecret: string;
  account: { username: string; password: string } | null;
  deviceId: string;
}

/** Every base URL a connector calls; tests point them all at one local replay server. */
export interface PlatformEndpoints {
  hackernews: string; // https://hn.algolia.com
  reddit: string; // https://www.reddit.com (public) ; OAuth uses redditOauth
  redditOauth: string; // https://oauth.reddit.com
  stackexchange: string; // https://api.stackexchange.com
  github: string; // https://api.github.com
  bluesky: string; // https://bsky.social
  lobsters: string; // https://lobste.rs
  devto: string; // https://dev.to
  x: string; // https://api.x.com
}

export const defaultEndpoints: PlatformEndpoints = {
  hackernews: 'https://hn.algolia.com',
  reddit: 'https://www.reddit.com',
  redditOauth: 'https://oauth.reddit.com',
  stackexchange: 'https://api.stackexchange.com',
  github: 'https://api.github.com',
  bluesky: 'https://bsky.social',
  lobsters: 'https://lobste.rs',
  devto: 'https://dev.to',
  x: 'https://api.x.com',
};

export interface Connector {
  platform: string;
  /**
   * New items since `context.cursor`. Throws ConnectorError (sources/connector-error.ts) for anything the
   * poller should record as the source's last error; never returns half a page as success.
   */
  fetchNew(context: FetchContext): Promise<FetchResult>;
}
