import { asc, eq } from 'drizzle-orm';
import { loadAlertLeads } from '../../alerts/alert-lead.js';
import { leadAppUrl } from '../../alerts/webhooks/webhook-events.js';
import type { Database } from '../../db/database.js';
import { leadNotes, leads, leadStatusConfigs } from '../../db/schema/index.js';
import { escapeHtml } from '../../mail/escape-html.js';
import type { CrmNote, CrmPerson } from '../crm-types.js';
import { authorIdentity, platformName } from './author-identity.js';

/** What one push sends: the person the author becomes and the note about the post. */
export interface PushContent {
  person: CrmPerson;
  note: CrmNote;
  /** A short title for Pipedrive's Lead: the post's title, or its first words. */
  leadTitle: string;
}

/** The longest part of the post's text a note carries: enough to judge it, the link has the rest. */
const excerptChars = 1_000;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= excerptChars ? flat : `${flat.slice(0, excerptChars - 1)}…`;
}

/**
 * Reads the lead as it is now (its notes, its status and the signals it matched) and words it for the
 * CRM. The post is untrusted text: HTML is escaped, markdown is fenced into plain paragraphs. Null when
 * the lead is gone (deleted for good with its project).
 */
export async function pushContent(
  db: Database,
  input: { projectId: string; leadId: string; appUrl: string; email: string | null },
): Promise<PushContent | null> {
  const [lead] = await loadAlertLeads(db, input.projectId, [input.leadId]);
  if (!lead) return null;
  const [state] = await db
    .select({ status: leadStatusConfigs.name, verdict: leads.verdict })
    .from(leads)
    .leftJoin(leadStatusConfigs, eq(leadStatusConfigs.id, leads.statusConfigId))
    .where(eq(leads.id, lead.id));
  const notes = await db
    .select({ author: leadNotes.authorName, body: leadNotes.body, createdAt: leadNotes.createdAt })
    .from(leadNotes)
    .where(eq(leadNotes.leadId, lead.id))
    .orderBy(asc(leadNotes.createdAt))
    .limit(20);
  const identity = authorIdentity(lead.platform, lead.author, lead.id);
  const platform = platformName(lead.platform);
  const link = leadAppUrl(input.appUrl, input.projectId, lead.id);
  const title = lead.title?.trim() || excerpt(lead.body).slice(0, 80) || `A lead from ${platform}`;
  const where = lead.community ? `${platform}, ${lead.community}` : platform;
  const signals =
    lead.signals.length > 0
      ? lead.signals.map((signal) => `${signal.name} (${signal.score}): ${signal.reason}`)
      : ['No intent signal matched it (imported, or kept by hand).'];
  const facts: [string, string][] = [
    ['Post', title],
    ['Where', where],
    ['Link', lead.url ?? 'none'],
    ['Score', String(lead.score)],
    [
      'Status',
      [state?.status, state?.verdict === 'good' ? 'marked Good lead' : null].filter(Boolean).join(', ') ||
        'none',
    ],
  ];
  const noteLines = notes.map((note) => `${note.author ?? 'A former member'}: ${note.body}`);

  const text = [
    `Signalboard lead: ${title}`,
    ...facts.map(([label, value]) => `${label}: ${value}`),
    'Why it is a lead:',
    ...signals.map((line) => `- ${line}`),
    `"${excerpt(lead.body)}"`,
    ...(noteLines.length > 0 ? ['Team notes:', ...noteLines.map((line) => `- ${line}`)] : []),
    `Open in Signalboard: ${link}`,
  ].join('\n');

  const html = [
    `<p><strong>Signalboard lead: ${escapeHtml(title)}</strong></p>`,
    `<p>${facts
      .map(([label, value]) =>
        label === 'Link' && lead.url
          ? `${label}: <a href="${escapeHtml(lead.url)}">${escapeHtml(lead.url)}</a>`
          : `${label}: ${escapeHtml(value)}`,
      )
      .join('<br>')}</p>`,
    `<p>Why it is a lead:</p><ul>${signals.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<blockquote>${escapeHtml(excerpt(lead.body))}</blockquote>`,
    ...(noteLines.length > 0
      ? [`<p>Team notes:</p><ul>${noteLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`]
      : []),
    `<p><a href="${escapeHtml(link)}">Open in Signalboard</a> (${escapeHtml(link)})</p>`,
  ].join('');

  const markdown = [
    `**Signalboard lead: ${plain(title)}**`,
    '',
    ...facts.map(([label, value]) => `${label}: ${plain(value)}  `),
    '',
    'Why it is a lead:',
    ...signals.map((line) => `- ${plain(line)}`),
    '',
    ...excerpt(lead.body)
      .split('\n')
      .map((line) => `> ${plain(line)}`),
    '',
    ...(noteLines.length > 0 ? ['Team notes:', ...noteLines.map((line) => `- ${plain(line)}`), ''] : []),
    `Open in Signalboard: ${link}`,
  ].join('\n');

  return {
    person: {
      authorKey: identity.key,
      displayName: identity.handle,
      handle: identity.handle,
      profileUrl: identity.profileUrl,
      platform,
      email: input.email,
      score: lead.score,
    },
    note: { marker: link, title: `Signalboard lead: ${title}`.slice(0, 200), text, html, markdown },
    leadTitle: `${title.slice(0, 120)} (${platform})`,
  };
}

/** Post text inside markdown: characters that would format (links, images, headings) are escaped. */
function plain(text: string): string {
  return text.replace(/([\\`*_[\]<>#!|])/g, '\\$1');
}
