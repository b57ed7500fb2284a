import { escapeHtml } from '../../mail/escape-html.js';
import type { MailMessage } from '../../mail/mail-message.js';
import { actionButton } from '../../mail/templates.js';
import type { AlertLead } from '../alert-lead.js';
import {
  footerHtml,
  footerLines,
  footerText,
  leadSource,
  leadTitle,
  leadUrl,
  oneLine,
  page,
  unsubscribeHeaders,
  type LeadMailContext,
  type MailProject,
} from '../email/lead-mail-parts.js';
import { escapeMrkdwn, leadTitle as slackLeadTitle, leadUrl as slackLeadUrl } from '../slack/lead-message.js';
import type { SlackMessage } from '../slack/slack-client.js';

/** Leads named one by one in an alert; the rest are counted. */
const listed = 10;

const why = 'lead alerts';

/** "1 lead has had no owner for 4 hours" / "3 leads have ...". */
export function unownedHeading(count: number, hours: number): string {
  const span = hours === 1 ? '1 hour' : `${hours} hours`;
  return count === 1
    ? `1 good lead has had no owner for ${span}`
    : `${count} good leads have had no owner for ${span}`;
}

/** Why a lead is in the alert: the team marked it Good, or its score. */
const merit = (lead: AlertLead & { good: boolean }) =>
  lead.good ? `Good, score ${lead.score}` : `score ${lead.score}`;

export type UnownedLead = AlertLead & { good: boolean };

/** The mail to one of the project's alert recipients; every piece of post text escaped. */
export function unownedLeadsMail(
  ctx: LeadMailContext,
  project: MailProject,
  to: string,
  leads: UnownedLead[],
  hours: number,
): MailMessage {
  const footer = footerLines(ctx, project, to, why);
  const heading = `${unownedHeading(leads.length, hours)} in ${project.name}`;
  const shown = leads.slice(0, listed);
  const more = leads.length - shown.length;
  const text = [
    heading,
    'Give each one an owner before it goes cold:',
    '',
    ...shown.map(
      (lead) =>
        `- ${leadTitle(lead)} (${merit(lead)})\n  ${leadSource(lead)}\n  ${leadUrl(ctx, project.id, lead.id)}`,
    ),
    more > 0 ? `…and ${more} more.` : '',
    '',
    footerText(footer),
  ].join('\n');
  const items = shown
    .map(
      (
        lead,
      ) => `<li style="margin-bottom: 12px"><a href="${escapeHtml(leadUrl(ctx, project.id, lead.id))}" style="font-weight: 600">${escapeHtml(leadTitle(lead))}</a>
        <span style="color: #4f46e5"> · ${escapeHtml(merit(lead))}</span><br>
        <span style="font-size: 13px; color: #6b7280">${escapeHtml(leadSource(lead))}</span></li>`,
    )
    .join('\n');
  const first = shown[0];
  const button = first
    ? actionButton(
        leads.length === 1 ? 'Open the lead' : 'Open the first lead',
        leadUrl(ctx, project.id, first.id),
      )
    : '';
  const html = `<h2 style="margin: 0 0 8px">${escapeHtml(heading)}</h2>
    <p>Give each one an owner before it goes cold:</p>
    <ul style="padding-left: 18px">${items}</ul>
    ${more > 0 ? `<p>…and ${more} more.</p>` : ''}
    <p>${button}</p>
    ${footerHtml(footer)}`;
  return {
    to,
    subject: oneLine(heading),
    text,
    html: page(heading, html),
    headers: unsubscribeHeaders(footer.unsubscribe),
  };
}

/** A link Slack shows as text; a URL with `<`, `>`, `|` or a space would break out, so it is left out. */
function slackLink(url: string, label: string): string {
  if (/[<>|\s]/.test(url)) return escapeMrkdwn(label);
  return `<${url}|${escapeMrkdwn(label).replace(/\|/g, '¦')}>`;
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The message to the project's Slack channel: each lead linked, the post text unable to ping anyone. */
export function unownedLeadsSlackMessage(
  channel: string,
  leads: UnownedLead[],
  hours: number,
  appUrl: string,
): SlackMessage {
  const heading = unownedHeading(leads.length, hours);
  const shown = leads.slice(0, listed);
  const more = leads.length - shown.length;
  const lines = shown.map(
    (lead) =>
      `• ${slackLink(slackLeadUrl(appUrl, lead), cut(slackLeadTitle(lead), 120))} (${escapeMrkdwn(merit(lead))})`,
  );
  return {
    channel,
    text: `${heading}: ${shown
      .slice(0, 3)
      .map((lead) => escapeMrkdwn(cut(slackLeadTitle(lead), 60)))
      .join('; ')}`,
    unfurl_links: false,
    unfurl_media: false,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: cut(heading, 150), emoji: false } },
      {
        type: 'section',
        text: {
          type: 'mrkdwn',
          text: cut(`${lines.join('\n')}${more > 0 ? `\n…and ${more} more.` : ''}`, 2900),
        },
      },
    ],
  };
}
