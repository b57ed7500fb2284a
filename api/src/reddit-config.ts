import type { RedditSettings } from './engine/sources/connector.js';

// REDDIT_* variables. Since 2026 Reddit refuses unauthenticated API reads and approves new API apps
// one by one: an app created at https://www.reddit.com/prefs/apps and approved is how Signalboard reads
// full listings, comments and search. Without one it reads the subreddits' public feed (reddit-feed.ts).
//
//   script app     REDDIT_CLIENT_ID, REDDIT_CLIENT_SECRET, REDDIT_USERNAME, REDDIT_PASSWORD (password grant)
//   web app        REDDIT_CLIENT_ID, REDDIT_CLIENT_SECRET (application-only client credentials)
//   installed app  REDDIT_CLIENT_ID, optional REDDIT_DEVICE_ID (installed_client grant; no secret)
//
// REDDIT_USER_AGENT replaces the User-Agent built from Reddit's format,
// `<platform>:<app id>:<version> (by /u/<user>)`.

const version = '0.1.0';
/** Reddit's documented value for an installed app that does not track devices. */
const untrackedDevice = 'DO_NOT_TRACK_THIS_DEVICE';

export function readRedditSettings(
  read: (name: string) => string | undefined,
  problems: string[],
): RedditSettings {
  const clientId = read('REDDIT_CLIENT_ID');
  const clientSecret = read('REDDIT_CLIENT_SECRET');
  const username = read('REDDIT_USERNAME');
  const password = read('REDDIT_PASSWORD');
  const deviceId = read('REDDIT_DEVICE_ID') ?? untrackedDevice;
  const before = problems.length;
  if (!clientId && (clientSecret || password))
    problems.push('REDDIT_CLIENT_ID: is required when REDDIT_CLIENT_SECRET or REDDIT_PASSWORD is set');
  if (username && !password) problems.push('REDDIT_PASSWORD: is required when REDDIT_USERNAME is set');
  if (password && !username) problems.push('REDDIT_USERNAME: is required when REDDIT_PASSWORD is set');
  if (password && !clientSecret)
    problems.push('REDDIT_CLIENT_SECRET: is required with REDDIT_PASSWORD (a script app has a secret)');
  // Reddit: "Unique, per-device ID ... 20-30 characters", or its don't-track value.
  if (deviceId.length < 20 || deviceId.length > 30 || !/^[\x21-\x7e]+$/.test(deviceId))
    problems.push(
      `REDDIT_DEVICE_ID: must be 20 to 30 printable characters without spaces (got "${deviceId}")`,
    );
  const userAgent =
    read('REDDIT_USER_AGENT') ?? `web:signalboard:${version}${username ? ` (by /u/${username})` : ''}`;
  if (problems.length > before || !clientId) return { app: null, userAgent };
  return {
    app: {
      clientId,
      clientSecret: clientSecret ?? '',
      account: username && password ? { username, password } : null,
      deviceId,
    },
    userAgent,
  };
}
