// Helpers the specs share: where the suite runs, fresh accounts, and the mail the SMTP server caught.
import { test as base, expect, type Page, type Request } from '@playwright/test';

export const hostOrigin = () => process.env.E2E_HOST_ORIGIN!;
export const apiOrigin = () => process.env.E2E_API_ORIGIN!;
export const remoteOrigin = (name: string) => process.env[`E2E_REMOTE_${name.toUpperCase()}_ORIGIN`]!;

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** Waits for a mail to `to` whose body contains a link to `path`, and returns that link. */
export async function linkFromMail(to: string, pathPrefix: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${process.env.E2E_MAIL_URL}/messages?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as { raw: string }[];
    for (const mail of mails.reverse()) {
      // Quoted-printable bodies break long lines with "=\r\n" and encode "=" as "=3D".
      const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      const match = body.match(new RegExp(`https?://[^\\s"'<>]*${pathPrefix}\\?token=[A-Za-z0-9_\\-.]+`));
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${to} with a ${pathPrefix} link arrived within 20 s`);
}

export async function signUp(
  page: Page,
  email: string,
  password: string,
  origin = hostOrigin(),
): Promise<void> {
  await page.goto(`${origin}/sign-up`);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signIn(
  page: Page,
  email: string,
  password: string,
  origin = hostOrigin(),
): Promise<void> {
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

const remoteNames = ['auth', 'leads', 'projects', 'settings', 'team'];

/** Origins a spec starts itself (e.g. the embedded server) that count as the suite's own. */
export const extraOrigins: string[] = [];

/**
 * Every spec also checks two things: no uncaught page error (the shell never breaks), and no request
 * leaves the suite's own origins (analytics is off when no key is configured; nothing phones home).
 */
export const test = base.extend<{ pageErrors: string[]; foreignRequests: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const onError = (error: Error) => errors.push(error.message);
      page.on('pageerror', onError);
      await use(errors);
      // The picture specs keep their page from test to test (picture-conventions.ts): stop listening.
      page.off('pageerror', onError);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  foreignRequests: [
    async ({ page }, use) => {
      const own = [
        hostOrigin(),
        apiOrigin(),
        ...remoteNames.map(remoteOrigin),
        process.env.E2E_ANALYTICS_HOST_ORIGIN!,
        process.env.E2E_ANALYTICS_CAPTURE_ORIGIN!,
        process.env.E2E_RELEASE_STORE_ORIGIN!,
        process.env.E2E_STAGING_HOST_ORIGIN!,
        process.env.E2E_PRODUCTION_HOST_ORIGIN!,
        ...extraOrigins,
      ];
      const foreign: string[] = [];
      const onRequest = (request: Request) => {
        const url = request.url();
        if (!/^https?:/.test(url) || own.some((origin) => url.startsWith(origin))) return;
        foreign.push(url);
      };
      page.on('request', onRequest);
      await use(foreign);
      page.off('request', onRequest);
      expect(foreign, 'requests to origins outside the suite').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
