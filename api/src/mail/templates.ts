import { escapeHtml } from './escape-html.js';
import type { MailMessage } from './mail-message.js';

/** A mail's call to action: a link that looks like a button (both label and address escaped). */
export function actionButton(label: string, url: string): string {
  return `<a href="${escapeHtml(url)}" style="display: inline-block; padding: 10px 16px; background: #4f46e5; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(label)}</a>`;
}

function layout(paragraphs: string[], action: { label: string; url: string }, footer: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n    ');
  const url = escapeHtml(action.url);
  return `<!doctype html>
<html>
  <body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937">
    ${body}
    <p>${actionButton(action.label, action.url)}</p>
    <p style="font-size: 13px; color: #6b7280">Or paste this link into your browser: ${url}</p>
    <p style="font-size: 13px; color: #6b7280">${escapeHtml(footer)}</p>
  </body>
</html>
`;
}

export function verificationMail(to: string, appUrl: string, token: string): MailMessage {
  const url = `${appUrl}/verify-user?token=${encodeURIComponent(token)}`;
  const intro = 'Welcome to Signalboard! Please confirm that this is your e-mail address.';
  const footer =
    'The link works once and expires in 24 hours. If you did not sign up, you can ignore this e-mail.';
  return {
    to,
    subject: 'Verify your e-mail address for Signalboard',
    text: `${intro}\n\nOpen this link to verify it:\n${url}\n\n${footer}\n`,
    html: layout([intro], { label: 'Verify my e-mail address', url }, footer),
  };
}

export function passwordResetMail(to: string, appUrl: string, token: string): MailMessage {
  const url = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const intro = 'Someone (hopefully you) asked to reset the password of your Signalboard account.';
  const footer =
    'The link works once and expires in 1 hour. If you did not ask for this, you can ignore this e-mail: your password stays the same.';
  return {
    to,
    subject: 'Reset your Signalboard password',
    text: `${intro}\n\nOpen this link to choose a new password:\n${url}\n\n${footer}\n`,
    html: layout([intro], { label: 'Choose a new password', url }, footer),
  };
}

export function inviteUrl(appUrl: string, token: string): string {
  return `${appUrl}/invite?t=${encodeURIComponent(token)}`;
}

export function inviteMail(
  to: string,
  appUrl: string,
  token: string,
  invite: { organizationName: string; inviterName: string | null; role: string },
): MailMessage {
  const url = inviteUrl(appUrl, token);
  const who = invite.inviterName ?? 'A colleague';
  const intro = `${who} invited you to join ${invite.organizationName} on Signalboard as ${invite.role === 'admin' ? 'an admin' : 'a member'}.`;
  const footer =
    'The link works once and expires in 7 days. If you did not expect this invite, you can ignore this e-mail.';
  return {
    to,
    subject: `You are invited to join ${invite.organizationName} on Signalboard`,
    text: `${intro}\n\nOpen this link to accept or decline:\n${url}\n\n${footer}\n`,
    html: layout([intro], { label: 'See the invite', url }, footer),
  };
}

/** A guest invite: the addressee is offered one project, not the organization. */
export function guestInviteMail(
  to: string,
  appUrl: string,
  token: string,
  invite: { projectName: string; inviterName: string | null },
): MailMessage {
  const url = inviteUrl(appUrl, token);
  const who = invite.inviterName ?? 'Someone';
  const intro = `${who} shared the project ${invite.projectName} on Signalboard with you.`;
  const detail = 'As a guest you can see this project and its leads; you do not join their organization.';
  const footer =
    'The link works once and expires in 7 days. If you did not expect this invite, you can ignore this e-mail.';
  return {
    to,
    // One line whatever the names hold: a subject is a header.
    subject: `${who} shared the project ${invite.projectName} on Signalboard with you`.replace(/\s+/g, ' '),
    text: `${intro}\n${detail}\n\nOpen this link to accept or decline:\n${url}\n\n${footer}\n`,
    html: layout([intro, detail], { label: 'See the project invite', url }, footer),
  };
}
