// What the lead workspace says about sending leads to a CRM, in one place so the row menu, the keys, the
// bulk bar and the drawer say it the same way.
import { CRM_LABELS, type CrmConnection, type CrmProvider } from '@signalboard/shared/api';
import { leadsWord } from '../undo-toast';

export const sendLabel = (provider: CrmProvider) => `Send to ${CRM_LABELS[provider]}`;

/** Settings → Integrations, where a CRM is connected, mended and its mapping changed. */
export const integrationsHref = (projectId: string) => `/projects/${projectId}/settings/integrations`;

/** Under a broken CRM's action: the push is still taken, and waits. */
export const brokenNote = (provider: CrmProvider) =>
  `The ${CRM_LABELS[provider]} connection needs mending: it goes once it is mended.`;

/** The toast after a bulk push: how many were queued ("0": all were already there or on their way). */
export function queuedTitle(count: number, provider: CrmProvider): string {
  const crm = CRM_LABELS[provider];
  if (count === 0) return `These leads are already in ${crm}`;
  return `${leadsWord(count)} on ${count === 1 ? 'its' : 'their'} way to ${crm}`;
}

/** The toast after one lead was sent from the list (the drawer says it in its own line instead). */
export const queuedOneTitle = (title: string, provider: CrmProvider) =>
  `“${title}” is on its way to ${CRM_LABELS[provider]}`;

/** What a toast adds for a CRM that cannot take leads right now. */
export function queuedDescription(connection: CrmConnection | undefined): string | undefined {
  if (!connection) return undefined;
  if (connection.status === 'broken')
    return `It goes once the ${connection.label} connection is mended in Settings → Integrations.`;
  if (connection.waiting_until)
    return `${connection.label} asked us to slow down; it goes at ${clock(connection.waiting_until)}.`;
  return undefined;
}

/** "14:32" in the reader's time. */
export const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
