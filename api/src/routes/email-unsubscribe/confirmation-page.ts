import { escapeHtml } from '../../mail/escape-html.js';

const style =
  'font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937; max-width: 32rem; margin: 3rem auto; padding: 0 1rem';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
  <body style="${style}">
    <main>
      <h1 style="font-size: 1.5rem">${escapeHtml(title)}</h1>
      ${body}
    </main>
  </body>
</html>
`;
}

/**
 * What a click on the link shows: a button that unsubscribes (a GET never does: mail scanners and
 * link previews open every link in a message).
 */
export function confirmationPage(email: string, actionUrl: string): string {
  return page(
    'Stop e-mails about leads?',
    `<p>${escapeHtml(email)} will no longer get lead alerts or digests from this Signalboard project.</p>
      <form method="post" action="${escapeHtml(actionUrl)}">
        <input type="hidden" name="List-Unsubscribe" value="One-Click">
        <button type="submit" style="padding: 10px 16px; font: inherit; background: #4f46e5; color: #fff; border: 0; border-radius: 6px; cursor: pointer">Unsubscribe</button>
      </form>`,
  );
}

export function unsubscribedPage(email: string, settingsUrl: string): string {
  return page(
    'You are unsubscribed',
    `<p>${escapeHtml(email)} will get no more e-mails about this project's leads.</p>
      <p>Changed your mind? A member of the project can add you again in <a href="${escapeHtml(settingsUrl)}">its notification settings</a>.</p>`,
  );
}
