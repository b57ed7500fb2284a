// The post itself: where it was said and by whom, a safe link to it, the platform's facts worth
// showing, and the whole body with the matched terms marked. All of it untrusted, all of it text.
import type { ElementType } from 'react';
import { platformName, type Lead } from '@signalboard/shared/api';
import { Highlight, matchedTerms, searchedTerms } from '../../components/highlight';
import { leadTitle } from '../../components/lead-title';
import { PostBody } from './post-body';
import { safeHttpUrl } from './lead-links';
import { useLeadFilter } from '../lead-filters/use-lead-filter';

// Counters the connectors put in metadata under their platform's own names (api/src/engine/sources).
const counters: [label: string, keys: string[]][] = [
  ['Points', ['points', 'score']],
  ['Comments', ['comments', 'num_comments', 'comment_count', 'comments_count', 'reply_count']],
  ['Reposts', ['repost_count']],
  ['Reactions', ['reactions_count']],
];

/** The facts of `metadata` worth a line: counters, tags, kind; anything else stays out. */
export function postFacts(metadata: Record<string, unknown>): { label: string; value: string }[] {
  const facts: { label: string; value: string }[] = [];
  for (const [label, keys] of counters) {
    const key = keys.find((k) => typeof metadata[k] === 'number' && Number.isFinite(metadata[k]));
    if (key) facts.push({ label, value: (metadata[key] as number).toLocaleString('en') });
  }
  for (const [label, key] of [
    ['Tags', 'tags'],
    ['Categories', 'categories'],
  ] as const) {
    const list = metadata[key];
    if (Array.isArray(list) && list.length > 0)
      facts.push({ label, value: list.filter((item) => typeof item === 'string').join(', ') });
  }
  for (const [label, key] of [
    ['Kind', 'kind'],
    ['Flair', 'flair'],
  ] as const) {
    const text = metadata[key];
    if (typeof text === 'string' && text !== '') facts.push({ label, value: text });
  }
  return facts;
}

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export function LeadPost({
  lead,
  loadingWhole,
  Title,
  titleId,
}: {
  /** The whole lead, or while it loads the list's row (a snippet, and of the post's facts only its kind). */
  lead: Lead;
  /** The lead shown is the list's row; the whole one is on its way. */
  loadingWhole: boolean;
  Title: ElementType;
  titleId: string;
}) {
  const { post } = lead;
  const { filter } = useLeadFilter();
  const terms = matchedTerms(lead, searchedTerms(filter.search));
  const href = safeHttpUrl(post.url);
  const published = post.published_at ?? lead.published_at;
  const facts = postFacts(post.metadata);
  return (
    <article className="lead-detail__post" aria-labelledby={titleId}>
      <p className="lead-detail__source">
        <span className="lead-detail__platform">{platformName(lead.platform)}</span>
        {post.community ? <span>{post.community}</span> : null}
        {post.author ? <span>by {post.author}</span> : null}
        <time dateTime={published}>{dateTime.format(new Date(published))}</time>
      </p>
      <Title id={titleId} className="lead-detail__title">
        <Highlight text={leadTitle(post)} terms={terms} />
      </Title>
      {href ? (
        <a
          className="sb-link lead-detail__original"
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          Open the original post<span className="sb-visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : post.url ? (
        <p className="lead-detail__muted">
          Original address (not a web link): <span className="lead-detail__raw-url">{post.url}</span>
        </p>
      ) : null}
      {facts.length > 0 ? (
        <dl className="lead-detail__facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <PostBody body={post.body} terms={terms} />
      {loadingWhole && post.body_truncated ? (
        <p className="lead-detail__muted" role="status">
          Loading the whole post…
        </p>
      ) : null}
    </article>
  );
}
