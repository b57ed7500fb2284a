import { escapeHtml } from '../../mail/escape-html.js';
import type { AlertLead } from '../alert-lead.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

/** What every lead mail needs to build its links. */
export interface LeadMailContext {
  /** The web app's public address: links to leads and to the Notifications tab. */
  appUrl: string;
  /** The API's public address: the one-click unsubscribe link. */
  apiUrl: string;
  tokens: UnsubscribeTokens;
}

export interface MailProject {
  id: string;
  name: string;
}

export const leadUrl = (ctx: LeadMailContext, projectId: string, leadId: string) =>
  `${ctx.appUrl}/projects/${projectId}/leads/${leadId}`;

export const leadListUrl = (ctx: LeadMailContext, projectId: string) =>
  `${ctx.appUrl}/projects/${projectId}/leads`;

/** The project's Notifications tab, where lead mail is changed (mail footers, the unsubscribed page). */
export const notificationsUrl = (ctx: Pick<LeadMailContext, 'appUrl'>, projectId: string) =>
  `${ctx.appUrl}/projects/${projectId}/settings/notifications`;

export function unsubscribeUrl(ctx: LeadMailContext, projectId: string, email: string): string {
  const token = ctx.tokens.sign({ projectId, email });
  return `${ctx.apiUrl}/api/v1/notification-settings/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** RFC 2369 + RFC 8058: mail clients show an Unsubscribe button that POSTs to the link, no sign-in. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** A subject is a header: one line, whatever the post or project names hold. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function clip(text: string, max: number): string {
  const flat = oneLine(text);
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export const leadTitle = (lead: AlertLead) => clip(lead.title?.trim() ? lead.title : lead.body, 120);

export function leadSource(lead: AlertLead): string {
  return [lead.platform, lead.community, lead.author ? `by ${lead.author}` : null]
    .filter(Boolean)
    .join(' · ');
}

/** The footer every lead mail ends with: why it came, and where to change or stop it. */
export function footerLines(ctx: LeadMailContext, project: MailProject, email: string, why: string) {
  return {
    why: `You get this e-mail because ${email} is a recipient of ${why} for the project ${project.name} on Signalboard.`,
    settings: notificationsUrl(ctx, project.id),
    unsubscribe: unsubscribeUrl(ctx, project.id, email),
  };
}

export function footerText(footer: ReturnType<typeof footerLines>): string {
  return `--\n${footer.why}\nChange what you receive: ${footer.settings}\nUnsubscribe: ${footer.unsubscribe}\n`;
}

export function footerHtml(footer: ReturnType<typeof footerLines>): string {
  return `<p style="font-size: 13px; color: #6b7280; border-top: 1px solid #e5e7eb; padding-top: 12px">${escapeHtml(footer.why)}<br>
      <a href="${escapeHtml(footer.settings)}">Change what you receive</a> · <a href="${escapeHtml(footer.unsubscribe)}">Unsubscribe</a></p>`;
}

export function page(title: string, content: string): string {
  return `<!doctype html>
<html>
  <head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
  <body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937; max-width: 640px">
    ${content}
  </body>
</html>
`;
}

/** One lead as an HTML block: every piece of post text escaped (it is written by strangers). */
export function leadHtml(
  ctx: LeadMailContext,
  lead: AlertLead,
  signal: AlertLead['signals'][number] | undefined,
) {
  const link = escapeHtml(leadUrl(ctx, lead.projectId, lead.id));
  const why = signal
    ? `<br><span style="font-size: 13px">${escapeHtml(signal.name)}: ${escapeHtml(signal.reason)}</span>`
    : '';
  return `<li style="margin-bottom: 12px"><a href="${link}" style="font-weight: 600">${escapeHtml(leadTitle(lead))}</a>
        <span style="color: #4f46e5"> · score ${lead.score}</span><br>
        <span style="font-size: 13px; color: #6b7280">${escapeHtml(leadSource(lead))}</span>${why}</li>`;
}

export function leadText(
  ctx: LeadMailContext,
  lead: AlertLead,
  signal: AlertLead['signals'][number] | undefined,
) {
  const why = signal ? `\n  ${signal.name}: ${oneLine(signal.reason)}` : '';
  return `- ${leadTitle(lead)} (score ${lead.score})\n  ${leadSource(lead)}${why}\n  ${leadUrl(ctx, lead.projectId, lead.id)}`;
}
