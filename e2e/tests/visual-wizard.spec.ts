// Pictures of the wizard's platform and intent-signal steps for a business the app has never seen (a
// dog-grooming salon in Manchester: no seeded signals, the proposer's own words), with visual.spec.ts's
// conventions (same widths, frozen clock, layout checks, axe, a baseline per screen and width in
// visual-wizard.spec.ts-snapshots/). Step 5 with Hacker News and Reddit chosen: the keywords taken from
// the proposed signals, Reddit's subreddits (its keywords optional) and, on a server without a Reddit
// app, the member's notice with the variables folded under "For the administrator". Step 6 as it opens
// after Continue: the same proposal, and the note that the platforms' keywords follow the signals.
//
// The steps are longer than a screen (the platforms' settings, the reasons under Continue), so these
// pictures are of the whole page.
import type { Page } from '@playwright/test';
import { test, expect, hostOrigin, apiOrigin } from '../support/fixtures';
import { api } from '../support/api-account';
import { layoutProblems } from '../support/layout-checks';
import { seriousAxeViolations } from '../support/axe';
import { account, seedVisualWorld } from '../support/visual-world';

// Taken in the PGlite pass of `npm test` only, with visual.spec.ts (playwright.config.ts).

test.use({
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
  timezoneId: 'UTC',
  locale: 'en-US',
  trace: 'off',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--font-render-hinting=none',
      '--disable-lcd-text',
    ],
  },
});

/** A salon owner with an organization of her own; her projects appear in no other picture. */
const GROOMER = { email: 'dorothy.vaughan@example.com', first: 'Dorothy', last: 'Vaughan' };
const GROOMER_ORGANIZATION = 'Paws & Suds Ltd';
const PROJECT = 'Paws & Suds Grooming';
const DESCRIPTION =
  'Paws & Suds is a dog-grooming salon in Manchester (Didsbury): full grooms, breed cuts, puppy first ' +
  'grooms, nail clipping and de-shedding baths, with a pick-up van for dogs within five miles.';

let now: Date;
let token: string;

test.beforeAll(async () => {
  ({ now } = await seedVisualWorld());
  token = await account(GROOMER);
  try {
    await api('/api/v1/organization', { token });
  } catch {
    await api('/api/v1/organization', { token, body: { name: GROOMER_ORGANIZATION } });
  }
});

/**
 * The salon's project, new, at step 5 with its description and use case: an earlier run's copy is
 * deleted first, so its sources and signals never show.
 */
async function freshProject(): Promise<string> {
  const projects = await api<{ id: string; name: string }[]>('/api/v1/project', { token });
  for (const project of projects.filter((item) => item.name === PROJECT)) {
    const res = await fetch(`${apiOrigin()}/api/v1/project/${project.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`DELETE project: ${res.status} ${await res.text()}`);
  }
  const { id } = await api<{ id: string }>('/api/v1/project', {
    token,
    body: { name: PROJECT, business_description: DESCRIPTION, use_case: 'lead_generation', wizard_step: 5 },
  });
  return id;
}

async function settle(page: Page): Promise<void> {
  await expect(page.locator('.sb-spinner')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

async function photograph(page: Page, name: string): Promise<void> {
  const layout = await layoutProblems(page);
  expect.soft(layout, `layout of ${name}:\n${layout.join('\n')}`).toEqual([]);
  const violations = await seriousAxeViolations(page);
  expect.soft(violations, `axe on ${name}:\n\n${violations.join('\n\n')}`).toEqual([]);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    fullPage: true,
    maxDiffPixelRatio: 0.01,
  });
}

const widths = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

for (const viewport of widths) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });

    test(`wizard platforms and signals for a new business at ${viewport.width}px`, async ({ page }) => {
      const projectId = await freshProject();
      await page.clock.setFixedTime(now);
      await page.addInitScript((t) => localStorage.setItem('access_token', t), token);
      await page.goto(`${hostOrigin()}/projects/new/${projectId}/step-5`);

      // Step 5: keywords from the proposed signals, Hacker News and Reddit chosen.
      await expect(page.getByText(/Keywords are filled in from your business description/)).toBeVisible({
        timeout: 60_000,
      });
      await page.getByRole('checkbox', { name: 'Hacker News' }).check();
      await page.getByRole('checkbox', { name: 'Reddit' }).check();
      const subreddits = page.getByRole('textbox', { name: /Subreddits/ });
      await subreddits.fill('dogs');
      await subreddits.press('Enter');
      await subreddits.fill('manchester');
      await subreddits.press('Enter');
      await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
      await settle(page);
      await photograph(page, `wizard-new-business-platforms-${viewport.width}`);

      // Step 6: the same proposal, and the note that the platforms' keywords follow it.
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('group', { name: 'Intent signal 1' })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText(/The keywords your platforms took from the intent signals/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Finish' })).toBeEnabled();
      await settle(page);
      await photograph(page, `wizard-new-business-signals-${viewport.width}`);
    });
  });
}
