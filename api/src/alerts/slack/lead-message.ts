import type { AlertLead } from '../alert-lead.js';
import type { SlackMessage } from './slack-client.js';

/** The action ids of the buttons on a lead message (the interactivity route answers them). */
export const slackActions = {
  open: 'lead_open',
  notLead: 'lead_not_a_lead',
  contacted: 'lead_mark_contacted',
} as const;

/**
 * Post text is untrusted: in Slack's mrkdwn `&`, `<` and `>` are the only control characters, and
 * escaping them is what keeps a post saying `<!channel>` or `<@U123>` from pinging anybody.
 */
export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Slack rejects blocks over their limits (header 150, section 3,000 characters): cut with an ellipsis. */
function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** One line for plain text: collapses white space, so a post cannot fake extra lines or blocks. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function leadUrl(appUrl: string, lead: Pick<AlertLead, 'projectId' | 'id'>): string {
  return `${appUrl}/projects/${lead.projectId}/leads/${lead.id}`;
}

export function leadTitle(lead: Pick<AlertLead, 'title' | 'body'>): string {
  const title = oneLine(lead.title ?? '') || oneLine(lead.body).slice(0, 120);
  return title || 'Untitled post';
}

const platformNames: Record<string, string> = {
  hackernews: 'Hacker News',
  reddit: 'Reddit',
  stackexchange: 'Stack Exchange',
  github: 'GitHub',
  bluesky: 'Bluesky',
  lobsters: 'Lobsters',
  devto: 'DEV',
  x: 'X',
  mastodon: 'Mastodon',
};

function platformName(platform: string): string {
  return platformNames[platform] ?? platform;
}

/** A link Slack shows as text; `<` and `|` in a URL would end the link early, so such a URL is left out. */
function link(url: string, label: string): string {
  if (/[<>|\s]/.test(url)) return escapeMrkdwn(label);
  return `<${url}|${escapeMrkdwn(label).replace(/\|/g, '¦')}>`;
}

/** The Block Kit message announcing one lead, with its plain-text fallback. */
export function leadMessage(
  channel: string,
  lead: AlertLead,
  signals: AlertLead['signals'],
  appUrl: string,
): SlackMessage {
  const title = leadTitle(lead);
  const url = leadUrl(appUrl, lead);
  // The platform's name links to the post itself (http(s) only); the time shows in the reader's zone.
  const source =
    lead.url && /^https?:\/\//i.test(lead.url)
      ? link(lead.url, platformName(lead.platform))
      : escapeMrkdwn(platformName(lead.platform));
  const context = [
    source,
    lead.community ? escapeMrkdwn(oneLine(lead.community)) : null,
    lead.author ? `by ${escapeMrkdwn(oneLine(lead.author))}` : null,
    `<!date^${Math.floor(lead.publishedAt.getTime() / 1000)}^{date_short_pretty} at {time}|${lead.publishedAt.toISOString()}>`,
  ]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
  const why =
    signals.length === 0
      ? 'Matched your project.'
      : signals
          .slice(0, 3)
          .map((signal) => `*${escapeMrkdwn(oneLine(signal.name))}*: ${escapeMrkdwn(oneLine(signal.reason))}`)
          .join('\n');
  const excerpt = oneLine(lead.body);
  const sectionText = cut(
    `${why}\n*Score:* ${lead.score}/100${excerpt ? `\n>${escapeMrkdwn(cut(excerpt, 400))}` : ''}`,
    2900,
  );
  return {
    channel,
    text: `New lead (${lead.score}/100): ${escapeMrkdwn(cut(title, 200))}`,
    unfurl_links: false,
    unfurl_media: false,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: cut(title, 150), emoji: false } },
      { type: 'context', elements: [{ type: 'mrkdwn', text: cut(context, 2900) }] },
      { type: 'section', text: { type: 'mrkdwn', text: sectionText } },
      {
        type: 'actions',
        block_id: `lead:${lead.id}`,
        elements: [
          {
            type: 'button',
            action_id: slackActions.open,
            text: { type: 'plain_text', text: 'Open in Signalboard' },
            url,
            style: 'primary',
            value: lead.id,
          },
          {
            type: 'button',
            action_id: slackActions.notLead,
            text: { type: 'plain_text', text: 'Not a lead' },
            value: lead.id,
          },
          {
            type: 'button',
            action_id: slackActions.contacted,
            text: { type: 'plain_text', text: 'Mark contacted' },
            value: lead.id,
          },
        ],
      },
    ],
  };
}

/** Leads listed by name in a burst message; the rest are counted and linked through the list. */
const burstListed = 10;

/** One message for a burst of leads ("7 new leads"), best first, each linked, and a link to the list. */
export function burstMessage(
  channel: string,
  projectId: string,
  leads: AlertLead[],
  appUrl: string,
): SlackMessage {
  const best = [...leads].sort((a, b) => b.score - a.score);
  const listUrl = `${appUrl}/projects/${projectId}/leads`;
  const lines = best
    .slice(0, burstListed)
    .map(
      (lead) =>
        `• ${link(leadUrl(appUrl, lead), cut(leadTitle(lead), 120))} (${lead.score}/100, ${escapeMrkdwn(platformName(lead.platform))})`,
    );
  const more = best.length > burstListed ? `\n…and ${best.length - burstListed} more.` : '';
  const heading = `${leads.length} new leads`;
  return {
    channel,
    text: `${heading}: ${best
      .slice(0, 3)
      .map((lead) => escapeMrkdwn(cut(leadTitle(lead), 60)))
      .join('; ')}`,
    unfurl_links: false,
    unfurl_media: false,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: heading, emoji: false } },
      { type: 'section', text: { type: 'mrkdwn', text: cut(lines.join('\n') + more, 2900) } },
      {
        type: 'actions',
        elements: [
          {
            type: 'button',
            action_id: slackActions.open,
            text: { type: 'plain_text', text: 'Open the list' },
            url: listUrl,
            style: 'primary',
          },
        ],
      },
    ],
  };
}
