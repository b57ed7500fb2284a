import type { ConnectorError } from './connector-error.js';

// The sentence a failed poll leaves in the source's health (Settings → Data Sources): what happened,
// from the error itself ("Hacker News did not answer within 10 s"), then what the user can do about it,
// chosen here by the kind of failure and the platform, so that every connector's refusals and outages
// read alike and each is said once.

const nextPoll = 'Signalboard tries again at the next poll';
const settings = "this source's settings";

/** Who to check when a platform refuses us (401/403), by platform: its credentials, or nothing to set. */
const refusalAdvice: Record<string, string> = {
  reddit:
    'Since 2026 Reddit needs an approved API app: set REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET on the server (see the README), or Signalboard reads the public feed instead',
  github: `Check the token in ${settings}: it may have expired or lack access to these repositories`,
  x: `Check the bearer token in ${settings}, and that your X plan includes search`,
  bluesky: `Check the handle and the app password in ${settings}`,
  mastodon: `Check the access token in ${settings}: it needs the read scope`,
  rss: `The feed may need a sign-in or refuse automated readers: check the feed URL in ${settings}`,
};

/** What a 404 means on each platform: a name in the settings that no longer exists. */
const goneAdvice: Record<string, string> = {
  reddit: `A subreddit may not exist, or be private or banned: check the names in ${settings}`,
  rss: `The feed has moved or is gone: check the feed URL in ${settings}`,
  mastodon: `Check the instance address and the hashtags in ${settings}`,
  stackexchange: `Check the site name in ${settings}`,
};

const platformsWithCredentials = new Set(['github', 'x', 'bluesky', 'mastodon']);

function advice(platform: string, error: ConnectorError): string {
  const status = error.status ?? 0;
  switch (error.kind) {
    case 'config':
      // Config messages already say what to change ("add at least one keyword").
      return '';
    case 'blocked':
      return `Use a public address in ${settings}`;
    case 'network':
      return platform === 'rss' || platform === 'mastodon'
        ? `Check the address in ${settings}; ${nextPoll}`
        : `${nextPoll}; if it keeps failing, check this server's network access`;
    case 'timeout':
      return `It may be slow or down; ${nextPoll}`;
    case 'rate_limited':
      return platformsWithCredentials.has(platform) || platform === 'reddit'
        ? 'Nothing to change; polls wait until then'
        : 'Nothing to change; polls wait until then, and a longer poll interval avoids it';
    case 'auth':
      return refusalAdvice[platform] ?? `It may be refusing this server's address; ${nextPoll}`;
    case 'malformed':
      return platform === 'rss'
        ? `Check that the URL in ${settings} is the feed itself, not the site's page`
        : `Often a passing outage page; ${nextPoll}, and an update of Signalboard may be needed if it lasts`;
    case 'http':
      if (status === 404 || status === 410)
        return (
          goneAdvice[platform] ??
          `The platform may have changed its API; ${nextPoll}, and an update of Signalboard may be needed if it lasts`
        );
      if (status >= 500) return `Nothing to change here; ${nextPoll}`;
      return `Check ${settings}; ${nextPoll}`;
  }
}

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/[.;:]+$/, '');
  return trimmed === '' ? '' : `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
};

/** "Hacker News had a problem on its side (HTTP 503). Nothing to change here; Signalboard tries again at the next poll." */
export function failureWords(platform: string, error: ConnectorError): string {
  return [sentence(error.message), sentence(error.hint ?? advice(platform, error))].filter(Boolean).join(' ');
}
