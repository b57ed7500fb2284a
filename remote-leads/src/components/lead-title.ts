// What a lead is called in the list, the drawer and the lead page: the post's title, or for a post
// without one (a Hacker News comment, a Mastodon or Bluesky post) the first words of what it says.
// A comment whose connector gives the story's title is named after that story, not as the story.
import type { Lead } from '@signalboard/shared/api';

type PostOfLead = Pick<Lead['post'], 'title' | 'body' | 'metadata'>;

const TITLE_MAX = 80;

/** The first words of `text`, cut at a word boundary, with an ellipsis when cut. */
export function firstWords(text: string, max = TITLE_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : line.slice(0, max)).replace(/[\s,;:.!?-]+$/, '')}…`;
}

export function leadTitle(post: PostOfLead): string {
  const title = post.title?.trim() ?? '';
  if (title !== '' && post.metadata.kind === 'comment') return `Comment on “${title}”`;
  return title || firstWords(post.body) || 'Untitled post';
}
