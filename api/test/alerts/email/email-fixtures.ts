import type { FastifyInstance } from 'fastify';
import { configuredUnsubscribeTokens } from '../../../src/alerts/email/unsubscribe-token.js';
import type { LeadMailContext } from '../../../src/alerts/email/lead-mail-parts.js';
import { enqueueMailWith } from '../../../src/jobs/email-alerts.js';
import { appUrl, buildTestApp, injectWithLogin } from '../../helper.js';
import { startSmtpCatcher, type CaughtMail } from '../../support/smtp-catcher.js';
import { waitFor } from '../../support/wait-for.js';

export const apiUrl = 'http://api.signalboard.test';

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

/**
 * An app as the e-mail suites test it: mail goes through `catcher`'s real SMTP server, as in production,
 * and `apiUrl` is its public address (unsubscribe links).
 */
export const mailTestApp = (catcher: SmtpCatcher) =>
  buildTestApp({ SMTP_URL: catcher.url, API_PUBLIC_URL: apiUrl });

/** A new SMTP catcher and a `mailTestApp` on it; close the catcher after the file. */
export async function startMailApp(): Promise<{ catcher: SmtpCatcher; app: FastifyInstance }> {
  const catcher = await startSmtpCatcher();
  return { catcher, app: await mailTestApp(catcher) };
}

/** The links and the mail queue the e-mail jobs of `app` use. */
export function mailContext(app: FastifyInstance): LeadMailContext {
  return { appUrl, apiUrl: app.config.apiPublicUrl, tokens: configuredUnsubscribeTokens(app.config) };
}

export const enqueueMail = (app: FastifyInstance) => enqueueMailWith(app.queue.boss);

export interface SettingsBody {
  email_enabled: boolean;
  email_frequency: 'instant' | 'daily' | 'weekly';
  email_recipients: string[];
  slack_enabled: boolean;
  min_score: number;
  intent_signal_ids: string[];
  timezone?: string;
}

/** Saves the project's notification settings through the API, as the Notifications tab does. */
export async function saveSettings(
  app: FastifyInstance,
  token: string,
  projectId: string,
  settings: Partial<SettingsBody> & Pick<SettingsBody, 'email_recipients'>,
) {
  const response = await injectWithLogin(app, token, {
    method: 'PUT',
    url: `/api/v1/notification-settings/${projectId}`,
    payload: {
      email_enabled: true,
      email_frequency: 'instant',
      slack_enabled: false,
      min_score: 0,
      intent_signal_ids: [],
      ...settings,
    },
  });
  if (response.statusCode !== 200) throw new Error(`settings: ${response.statusCode} ${response.body}`);
  return response.json<SettingsBody>();
}

export const mailsTo = (mails: CaughtMail[], to: string) =>
  mails.filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()));

export function waitForMails(mails: CaughtMail[], to: string, count = 1): Promise<CaughtMail[]> {
  return waitFor(() => {
    const theirs = mailsTo(mails, to);
    return theirs.length >= count ? theirs : null;
  }, `${count} mail(s) to ${to}`);
}

/** The HTML part of a raw message (the text part holds the same words unescaped, by design). */
export function htmlPart(mail: CaughtMail): string {
  const start = mail.body.search(/Content-Type: text\/html/i);
  if (start < 0) throw new Error('no HTML part');
  const rest = mail.body.slice(start);
  const end = rest.search(/\r?\n--[^\r\n]+/);
  return end < 0 ? rest : rest.slice(0, end);
}

export function textPart(mail: CaughtMail): string {
  const start = mail.body.search(/Content-Type: text\/plain/i);
  if (start < 0) throw new Error('no text part');
  const rest = mail.body.slice(start);
  const end = rest.search(/\r?\n--[^\r\n]+/);
  return end < 0 ? rest : rest.slice(0, end);
}

/** A header's value in the raw message (folded lines unfolded). */
export function header(mail: CaughtMail, name: string): string | null {
  const head = mail.body.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** The one-click link a mail's List-Unsubscribe header carries, as a path the test app answers. */
export function unsubscribePath(mail: CaughtMail): string {
  const value = header(mail, 'List-Unsubscribe');
  const match = value ? /<([^>]+)>/.exec(value) : null;
  if (!match?.[1]) throw new Error(`no List-Unsubscribe in ${mail.body.slice(0, 500)}`);
  const url = new URL(match[1]);
  if (url.origin !== apiUrl) throw new Error(`unsubscribe link on ${url.origin}, not the API`);
  return `${url.pathname}${url.search}`;
}
