import type { CrmError } from '../crm-errors.js';

/**
 * What the connection's banner says when pushes stopped: what happened, in the CRM's words, and the fix.
 * Only failures a user can fix break a connection; the CRM being down or busy never does.
 */
export function brokenReason(label: string, error: CrmError, authKind: 'oauth' | 'token'): string {
  const crmSays = error.message ? ` ${label} said: "${error.message.slice(0, 300)}"` : '';
  const reconnect =
    authKind === 'oauth' ? `Connect ${label} again` : `Paste a new ${label} token in Settings → Integrations`;
  switch (error.kind) {
    case 'auth':
      return `${label} no longer accepts Signalboard's access (it was revoked or expired), so pushes stopped.${crmSays} ${reconnect} to resume them; leads waiting will go then.`;
    case 'scope':
      return `Signalboard's access to ${label} lacks a permission it needs, so pushes stopped.${crmSays} ${reconnect} with the permissions asked for; leads waiting will go then.`;
    default:
      return `${label} refused a lead, so pushes stopped.${crmSays} Fix it in ${label} (a required property, a validation rule) or change the field mapping, then choose "Resume pushes".`;
  }
}
