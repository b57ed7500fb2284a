// Who wrote a post, as a CRM person: the handle on its platform and the profile page a seller opens to
// reach them. Only what the platform shows publicly; an e-mail comes from the user, never from a guess.

const profilePages: Record<string, (handle: string) => string | null> = {
  reddit: (handle) => `https://www.reddit.com/user/${encodeURIComponent(handle.replace(/^u\//, ''))}`,
  hackernews: (handle) => `https://news.ycombinator.com/user?id=${encodeURIComponent(handle)}`,
  github: (handle) => `https://github.com/${encodeURIComponent(handle)}`,
  lobsters: (handle) => `https://lobste.rs/~${encodeURIComponent(handle)}`,
  devto: (handle) => `https://dev.to/${encodeURIComponent(handle)}`,
  bluesky: (handle) => `https://bsky.app/profile/${encodeURIComponent(handle.replace(/^@/, ''))}`,
  x: (handle) => `https://x.com/${encodeURIComponent(handle.replace(/^@/, ''))}`,
  mastodon: (handle) => {
    // @user@instance.social → https://instance.social/@user
    const match = /^@?([^@\s]+)@([a-z0-9.-]+\.[a-z]{2,})$/i.exec(handle);
    return match ? `https://${match[2]}/@${encodeURIComponent(match[1]!)}` : null;
  },
};

const platformNames: Record<string, string> = {
  reddit: 'Reddit',
  hackernews: 'Hacker News',
  stackexchange: 'Stack Exchange',
  github: 'GitHub',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  lobsters: 'Lobsters',
  devto: 'DEV',
  rss: 'RSS',
  x: 'X',
  import: 'Imported',
  webhook: 'Webhook',
};

export function platformName(platform: string): string {
  return platformNames[platform] ?? platform;
}

export interface AuthorIdentity {
  /** `<platform>:<handle>` lowercased, or `<platform>:lead:<lead id>` when the post names nobody. */
  key: string;
  handle: string;
  profileUrl: string | null;
}

export function authorIdentity(platform: string, author: string | null, fallbackId: string): AuthorIdentity {
  const handle = author?.trim() ?? '';
  if (!handle) return { key: `${platform}:lead:${fallbackId}`, handle: 'unknown author', profileUrl: null };
  return {
    key: `${platform}:${handle}`.toLowerCase(),
    handle,
    profileUrl: profilePages[platform]?.(handle) ?? null,
  };
}
