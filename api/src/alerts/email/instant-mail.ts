import type { NotificationSettingsRow } from '../../db/schema/index.js';
import { escapeHtml } from '../../mail/escape-html.js';
import type { MailMessage } from '../../mail/mail-message.js';
import { actionButton } from '../../mail/templates.js';
import { chosenSignals } from '../alert-filter.js';
import type { AlertLead } from '../alert-lead.js';
import {
  clip,
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
} from './lead-mail-parts.js';
import { leadGroupsMail, leadsPerGroup } from './lead-groups-mail.js';

const why = 'instant lead alerts';

/** One mail to one recipient about the leads of one short batch: the lead itself, or "N new leads". */
export function instantLeadMail(
  ctx: LeadMailContext,
  project: MailProject,
  settings: NotificationSettingsRow,
  to: string,
  leads: AlertLead[],
): MailMessage {
  if (leads.length === 1) return singleLeadMail(ctx, project, settings, to, leads[0]!);
  return leadGroupsMail(ctx, project, to, {
    heading: `${leads.length} new leads in ${project.name}`,
    why,
    groups: groupBySignal(settings, leads).map((group) => ({
      name: group.name,
      leads: group.leads.slice(0, leadsPerGroup).map((lead) => ({ lead, signal: group.signal(lead) })),
      more: Math.max(0, group.leads.length - leadsPerGroup),
    })),
  });
}

function singleLeadMail(
  ctx: LeadMailContext,
  project: MailProject,
  settings: NotificationSettingsRow,
  to: string,
  lead: AlertLead,
): MailMessage {
  const footer = footerLines(ctx, project, to, why);
  const signal = chosenSignals(settings, lead)[0];
  const title = leadTitle(lead);
  const excerpt = clip(lead.body, 400);
  const link = leadUrl(ctx, project.id, lead.id);
  const because = signal ? `Matched ${signal.name}: ${oneLine(signal.reason)}` : '';
  const text = [
    `New lead in ${project.name} (score ${lead.score})`,
    '',
    title,
    leadSource(lead),
    because,
    '',
    excerpt,
    '',
    `Open the lead: ${link}`,
    '',
    footerText(footer),
  ].join('\n');
  const html = `<p style="color: #6b7280">New lead in ${escapeHtml(project.name)} · score ${lead.score}</p>
    <h2 style="margin: 0 0 4px">${escapeHtml(title)}</h2>
    <p style="font-size: 13px; color: #6b7280; margin-top: 0">${escapeHtml(leadSource(lead))}</p>
    ${because ? `<p>${escapeHtml(because)}</p>` : ''}
    <blockquote style="margin: 0; padding-left: 12px; border-left: 3px solid #e5e7eb">${escapeHtml(excerpt)}</blockquote>
    <p>${actionButton('Open the lead', link)}</p>
    ${footerHtml(footer)}`;
  return {
    to,
    subject: oneLine(`New lead in ${project.name}: ${clip(title, 80)}`),
    text,
    html: page(title, html),
    headers: unsubscribeHeaders(footer.unsubscribe),
  };
}

export interface SignalGroup {
  name: string;
  leads: AlertLead[];
  signal: (lead: AlertLead) => AlertLead['signals'][number] | undefined;
}

/** Each lead under its best chosen signal (leads matching none last, as "Other leads"), best first. */
export function groupBySignal(settings: NotificationSettingsRow, leads: AlertLead[]): SignalGroup[] {
  const groups = new Map<string, { name: string; leads: AlertLead[]; best: number }>();
  const signalOf = new Map<string, AlertLead['signals'][number] | undefined>();
  for (const lead of leads) {
    const signal = chosenSignals(settings, lead)[0];
    signalOf.set(lead.id, signal);
    const key = signal?.id ?? '';
    const group = groups.get(key) ?? { name: signal?.name ?? 'Other leads', leads: [], best: 0 };
    group.leads.push(lead);
    group.best = Math.max(group.best, lead.score);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .sort(([a, x], [b, y]) => (a === '' ? 1 : 0) - (b === '' ? 1 : 0) || y.best - x.best)
    .map(([, group]) => ({
      name: group.name,
      leads: group.leads.sort((a, b) => b.score - a.score),
      signal: (lead: AlertLead) => signalOf.get(lead.id),
    }));
}
