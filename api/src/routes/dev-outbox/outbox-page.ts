import type { OutboxMailRow } from '../../db/schema/index.js';
import { escapeHtml } from '../../mail/escape-html.js';

/** Escapes the text and turns its http(s) URLs into links, so verification links can be followed. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

function mailItem(mail: OutboxMailRow): string {
  return `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> at <time datetime="${mail.createdAt.toISOString()}">${mail.createdAt.toISOString()}</time></p>
  <pre>${linkify(mail.text)}</pre>
  <details><summary>HTML version (source)</summary><pre>${escapeHtml(mail.html)}</pre></details>
</article>`;
}

/** Seconds between checks while the outbox is empty. */
const emptyRefreshSeconds = 2;

/**
 * The outbox as a page: newest first; mail bodies are shown as escaped text, never rendered as HTML. Mail
 * is sent by a job moments after the request that caused it, so an empty outbox reloads itself until the
 * first mail is there (a full one does not: it would move under the reader).
 */
export function outboxPage(mails: OutboxMailRow[]): string {
  const empty = mails.length === 0;
  const items = empty
    ? `<p>No mail yet. Sign up or ask for a password reset and it will show here; this page checks again every ${emptyRefreshSeconds} seconds.</p>`
    : mails.map(mailItem).join('\n');
  const refresh = empty ? `\n<meta http-equiv="refresh" content="${emptyRefreshSeconds}">` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">${refresh}
<title>Outbox - Signalboard</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 860px; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
  article { border: 1px solid #e5e7eb; border-radius: 8px; padding: 1rem 1.25rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; } .meta { color: #6b7280; margin: 0 0 .75rem; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f9fafb; padding: .75rem; border-radius: 6px; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p>Mail the app sent while no SMTP server is configured (set SMTP_URL to deliver it). Newest first.</p>
${items}
</body>
</html>
`;
}
