// The browser half of `npm run bench:latency -- --browser`: the built front end open in Chromium on the
// project's lead list, signed in with the bench's token, timing when a new lead is on screen there.
//
// Playwright is the e2e package's dependency, not the API's: it is loaded from e2e/node_modules, so run
// `npm install` at the root first (as for the e2e suite). Chromium is Debian's (CHROMIUM_PATH overrides).
import { createRequire } from 'node:module';
import path from 'node:path';

/** The few Playwright calls used here (its types live in the e2e package). */
interface BrowserPage {
  addInitScript(script: (token: string) => void, arg: string): Promise<void>;
  goto(url: string): Promise<unknown>;
  waitForSelector(selector: string, options?: { timeout?: number }): Promise<unknown>;
  waitForFunction<A>(
    fn: (arg: A) => number | false,
    arg: A,
    options: { polling: 'raf'; timeout: number },
  ): Promise<{ jsonValue(): Promise<number> }>;
}
interface Browser {
  newPage(options: { viewport: { width: number; height: number } }): Promise<BrowserPage>;
  close(): Promise<void>;
}
interface Playwright {
  chromium: { launch(options: { executablePath: string; args: string[] }): Promise<Browser> };
}

/** What the functions run in the page use of its globals (this package compiles without the DOM types). */
interface PageGlobals {
  localStorage: { setItem(key: string, value: string): void };
  document: {
    querySelector(selector: string): unknown;
    querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
  };
}

export interface OnScreen {
  /** ms from `publishedAt` until "Show N new leads" (N = leads so far) is on screen. */
  banner: number;
  /** ms until the in-app alert names the lead (its title ends with `marker`); null without an alert. */
  alertTitle: number | null;
}

export async function openLeadListInChromium(repoRoot: string, url: string, token: string) {
  const load = createRequire(path.join(repoRoot, 'e2e', 'package.json'));
  const { chromium } = load('@playwright/test') as Playwright;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // Signed in as the host keeps a session: the token in localStorage before the app starts.
  await page.addInitScript(
    (value) => (globalThis as unknown as PageGlobals).localStorage.setItem('access_token', value),
    token,
  );
  await page.goto(url);
  await page.waitForSelector('.sb-leads', { timeout: 60_000 });

  /** Both moments, read in the page each frame with its own clock (the same machine's as the bench's). */
  const waitFor = async (
    check: (arg: { count: number; marker: string }) => number | false,
    count: number,
    marker: string,
    timeout: number,
  ) => (await page.waitForFunction(check, { count, marker }, { polling: 'raf', timeout })).jsonValue();

  return {
    async onScreen(publishedAt: number, leadsSoFar: number, marker: string): Promise<OnScreen> {
      const bannerAt = await waitFor(
        ({ count }) => {
          const name = `Show ${count} new ${count === 1 ? 'lead' : 'leads'}`;
          return (globalThis as unknown as PageGlobals).document.querySelector(
            `.sb-new-leads button[aria-label="${name}"]`,
          )
            ? Date.now()
            : false;
        },
        leadsSoFar,
        marker,
        60_000,
      );
      // Only a lead scoring 70+ raises the alert: give it a few seconds after the banner, else none.
      const alertAt = await waitFor(
        ({ marker: end }) =>
          Array.from(
            (globalThis as unknown as PageGlobals).document.querySelectorAll('.sb-alert__description'),
          ).some((node) => node.textContent?.trim().endsWith(end))
            ? Date.now()
            : false,
        leadsSoFar,
        marker,
        5_000,
      ).catch(() => null);
      return { banner: bannerAt - publishedAt, alertTitle: alertAt === null ? null : alertAt - publishedAt };
    },
    close: () => browser.close(),
  };
}
