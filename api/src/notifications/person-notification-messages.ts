import { escapeMrkdwn, leadTitle } from '../alerts/slack/lead-message.js';
import { oneLine, unsubscribeHeaders } from '../alerts/email/lead-mail-parts.js';
import type { SlackMessage } from '../alerts/slack/slack-client.js';
import { escapeHtml } from '../mail/escape-html.js';
import type { MailMessage } from '../mail/mail-message.js';
import { actionButton } from '../mail/templates.js';
import type { PersonNotificationView } from '../repositories/person-notifications-repository.js';

export const personLeadUrl = (appUrl: string, n: Pick<PersonNotificationView, 'projectId' | 'leadId'>) =>
  `${appUrl}/projects/${n.projectId}/leads/${n.leadId}`;

/** The one line the bell, the mail's subject and the Slack DM share (plain text; each escapes it). */
export function personNotificationLine(n: PersonNotificationView): string {
  const title = leadTitle({ title: n.leadTitle, body: n.leadBody });
  if (n.kind === 'mentioned') return `${n.actorName} mentioned you: ${n.noteExcerpt ?? ''}`;
  if (n.leadCount > 1) return `${n.actorName} assigned you ${n.leadCount} leads, the first: ${title}`;
  return `${n.actorName} assigned you a lead: ${title}`;
}

/** A short mail with the lead's link; its List-Unsubscribe sets this kind back to the app only. */
export function personNotificationMail(
  to: string,
  n: PersonNotificationView,
  links: { appUrl: string; unsubscribeUrl: string },
): MailMessage {
  const line = oneLine(personNotificationLine(n));
  const url = personLeadUrl(links.appUrl, n);
  const where = `In ${n.projectName} on Signalboard.`;
  const footer =
    n.kind === 'assigned'
      ? 'You get this e-mail because you chose e-mail for leads assigned to you.'
      : 'You get this e-mail because you chose e-mail for mentions.';
  const label = n.leadCount > 1 ? 'Open the first lead' : 'Open the lead';
  return {
    to,
    subject: line.length <= 150 ? line : `${line.slice(0, 149)}…`,
    text: `${line}\n${where}\n\n${label}: ${url}\n\n${footer}\nStop these e-mails: ${links.unsubscribeUrl}\n`,
    html: `<!doctype html>
<html>
  <body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937">
    <p>${escapeHtml(line)}</p>
    <p>${escapeHtml(where)}</p>
    <p>${actionButton(label, url)}</p>
    <p style="font-size: 13px; color: #6b7280">${escapeHtml(footer)} <a href="${escapeHtml(links.unsubscribeUrl)}">Stop these e-mails</a>.</p>
  </body>
</html>
`,
    headers: unsubscribeHeaders(links.unsubscribeUrl),
  };
}

/** The Slack DM: the line as mrkdwn (post text escaped, so `<!channel>` in a title pings nobody) and the link. */
export function personNotificationSlackMessage(
  channel: string,
  n: PersonNotificationView,
  appUrl: string,
): SlackMessage {
  const line = escapeMrkdwn(oneLine(personNotificationLine(n)));
  const url = personLeadUrl(appUrl, n);
  return {
    channel,
    text: `${line} <${url}|Open the lead>`,
    unfurl_links: false,
    unfurl_media: false,
  };
}
