import { escapeHtml } from '../../mail/escape-html.js';
import type { MailMessage } from '../../mail/mail-message.js';
import type { AlertLead } from '../alert-lead.js';
import {
  footerHtml,
  footerLines,
  footerText,
  leadHtml,
  leadListUrl,
  leadText,
  oneLine,
  page,
  unsubscribeHeaders,
  type LeadMailContext,
  type MailProject,
} from './lead-mail-parts.js';

/** Leads shown under one signal: the best few, and how many more the list holds. */
export interface LeadGroup {
  name: string;
  leads: { lead: AlertLead; signal: AlertLead['signals'][number] | undefined }[];
  more: number;
}

/** Leads shown per signal in a batch or digest; the rest are "and N more" with a link to the list. */
export const leadsPerGroup = 5;

/** A mail listing leads grouped by signal: an instant batch ("5 new leads in X") or a digest. */
export function leadGroupsMail(
  ctx: LeadMailContext,
  project: MailProject,
  to: string,
  content: { heading: string; intro?: string; why: string; groups: LeadGroup[] },
): MailMessage {
  const footer = footerLines(ctx, project, to, content.why);
  const list = leadListUrl(ctx, project.id);
  const more = (count: number) => `and ${count} more`;
  const text = content.groups
    .map((group) => {
      const lines = group.leads.map(({ lead, signal }) => leadText(ctx, lead, signal));
      if (group.more > 0) lines.push(`  ${more(group.more)}: ${list}`);
      return `${group.name}\n${lines.join('\n')}`;
    })
    .join('\n\n');
  const html = content.groups
    .map((group) => {
      const items = group.leads.map(({ lead, signal }) => leadHtml(ctx, lead, signal));
      if (group.more > 0) items.push(`<li><a href="${escapeHtml(list)}">${more(group.more)}</a></li>`);
      return `<h3 style="margin-bottom: 4px">${escapeHtml(group.name)}</h3>
    <ul style="padding-left: 18px">${items.join('\n      ')}</ul>`;
    })
    .join('\n    ');
  const intro = content.intro ? `${content.intro}\n\n` : '';
  return {
    to,
    subject: oneLine(content.heading),
    text: `${content.heading}\n\n${intro}${text}\n\nAll leads: ${list}\n\n${footerText(footer)}`,
    html: page(
      content.heading,
      `<h2>${escapeHtml(content.heading)}</h2>
    ${content.intro ? `<p>${escapeHtml(content.intro)}</p>` : ''}
    ${html}
    <p><a href="${escapeHtml(list)}">See all leads in Signalboard</a></p>
    ${footerHtml(footer)}`,
    ),
    headers: unsubscribeHeaders(footer.unsubscribe),
  };
}
