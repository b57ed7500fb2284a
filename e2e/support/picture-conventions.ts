// What every picture spec (tests/visual*.spec.ts) does the same way, so a baseline is the same on every
// run: the browser (greyscale unhinted text, reduced motion, fixed time zone and locale), the two widths,
// the page opened signed in with the clock frozen and waited out (in one tab the worker keeps), and each
// picture's checks (layout, axe) before the screenshot is compared with its baseline in
// tests/<spec>-snapshots/<name>.png.
import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import { test as base, expect, hostOrigin } from './fixtures';
import { api } from './api-account';
import { layoutProblems } from './layout-checks';
import { seriousAxeViolations } from './axe';
import { account } from './visual-world';
import { chromiumLaunch } from './chromium';

/** The browser the pictures are taken in: `test.use(pictureBrowser)` at the top of each picture spec. */
export const pictureBrowser = {
  // A failed comparison leaves the expected, actual and diff pictures; a trace would only slow every test.
  trace: 'off',
  // Greyscale, unhinted text: glyphs rasterise the same whatever the machine's font settings.
  launchOptions: {
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, '--font-render-hinting=none', '--disable-lcd-text'],
  },
} satisfies Parameters<typeof base.use>[0];

/** The tab's settings besides its viewport, which each test sets (atEachWidth). */
const pictureContext = {
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
  timezoneId: 'UTC',
  locale: 'en-US',
} satisfies BrowserContextOptions;

/**
 * The picture specs' `test`: its `page` is one tab that the worker keeps from test to test, resized to
 * the test's viewport. A new context per test cost about a second to make it and its page, and then a
 * cold load of every bundle; in the kept tab the host and the remotes come from the HTTP cache (one
 * cache for both widths). Each screen is still a new document (openFrozen navigates, and resets the
 * storage), and after a failure Playwright ends the worker, so the next test gets a new tab.
 */
export const test = base.extend<object, { pictureTab: Page }>({
  pictureTab: [
    async ({ browser }, use) => {
      const context = await browser.newContext(pictureContext);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ pictureTab, viewport }, use, testInfo) => {
    await pictureTab.setViewportSize(viewport!);
    await use(pictureTab);
    // A failed test's worker ends, and the tab with it: left as the failure found it.
    if (testInfo.status !== testInfo.expectedStatus) return;
    // Nothing of this screen runs on beside the next test (a wizard test deletes the project it showed),
    // and its rewritten answers (page.route) go with it.
    await pictureTab.goto('about:blank');
    await pictureTab.unrouteAll({ behavior: 'ignoreErrors' });
  },
});

export { expect };

/** A desktop and a phone. */
const pictureWidths = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** Declares `tests` once per width, each in a describe block ("1440px", "390px") with that viewport. */
export function atEachWidth(tests: (width: number) => void): void {
  for (const viewport of pictureWidths) {
    test.describe(`${viewport.width}px`, () => {
      test.use({ viewport });
      tests(viewport.width);
    });
  }
}

/**
 * Opens `path` signed in with `token` (signed out when null), the clock frozen at `now` before the first
 * script runs: relative dates ("6 h ago") are computed against it. The host's storage starts as a new
 * browser's would, but for the token: the tab is kept from screen to screen, and what an earlier screen
 * stored (the selected project, a dismissed banner, a folded overview, a wizard draft) must not show.
 */
export async function openFrozen(page: Page, path: string, now: Date, token: string | null): Promise<void> {
  await page.clock.setFixedTime(now);
  const storage = await page.addInitScript((t) => {
    localStorage.clear();
    sessionStorage.clear();
    if (t) localStorage.setItem('access_token', t);
  }, token);
  await page.goto(`${hostOrigin()}${path}`);
  // For this opening only: the next screen brings its own.
  await storage.dispose();
}

/** Waits until the page has settled: no spinner or skeleton left, the fonts loaded. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('.sb-spinner, .sb-leads__skeleton')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

export interface PictureOptions {
  /** How many column tracks the screen's data grid has at least (header and rows alike). */
  gridColumns?: number;
  /** What else must hold on the screen, beyond the shared layout checks. */
  check?: () => Promise<void>;
  /** What differs from run to run and is hidden in the picture. */
  mask?: Locator[];
  /** The whole page rather than the viewport. */
  fullPage?: boolean;
}

/**
 * The layout checks, the screen's own check and axe (all soft: a failing screen reports every result),
 * then the screenshot compared with the baseline `<name>.png`.
 */
export async function photograph(page: Page, name: string, options: PictureOptions = {}): Promise<void> {
  const { gridColumns, check, ...screenshot } = options;
  const layout = await layoutProblems(page, { gridColumns });
  expect.soft(layout, `layout of ${name}:\n${layout.join('\n')}`).toEqual([]);

  await check?.();

  const violations = await seriousAxeViolations(page);
  expect.soft(violations, `axe on ${name}:\n\n${violations.join('\n\n')}`).toEqual([]);

  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: 0.01,
    ...screenshot,
  });
}

/**
 * Signs the person in (registering them the first time) with an organization of their own named
 * `organization`. Idempotent, as the visual world is: a worker started after a failure seeds again.
 */
export async function accountWithOrganization(
  person: { email: string; first: string; last: string },
  organization: string,
): Promise<string> {
  const token = await account(person);
  try {
    await api('/api/v1/organization', { token });
  } catch {
    await api('/api/v1/organization', { token, body: { name: organization } });
  }
  return token;
}
