// Issue 3: a team sets a project up in the browser. The wizard reads the company's website (served by
// the test on loopback and let through by the API's test-only allow-list), proposes the description
// and the intent signals, and ends on the lead list; the settings tabs work by keyboard; the project
// can be deleted behind a confirmation that asks for its name.
import { test, expect, hostOrigin, signUp, uniqueEmail } from '../support/fixtures';
import type { Page } from '@playwright/test';

const websiteOrigin = () => process.env.E2E_WEBSITE_ORIGIN!;

async function newOrganization(page: Page, name: string): Promise<void> {
  await signUp(page, uniqueEmail('setup'), 'correct horse battery');
  await page.getByLabel('Organization name').fill(name);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(`${hostOrigin()}/projects`);
}

test('the whole wizard, from the website to the lead list', async ({ page }) => {
  await newOrganization(page, 'Shipfast');
  await page
    .getByRole('link', { name: /create your first project|new project/i })
    .first()
    .click();

  // Step 1
  await page.getByLabel('Project name').fill('Agency leads');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/projects\/new\/[0-9a-f-]{36}\/step-2$/);
  const projectId = page.url().match(/new\/([0-9a-f-]{36})\//)![1]!;

  // Step 2: the real fetch follows the site's redirect and reads its landing page.
  await page.getByRole('textbox', { name: 'Website' }).fill(`${websiteOrigin()}/`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${hostOrigin()}/projects/new/${projectId}/step-3`, { timeout: 20_000 });

  // Step 3 is pre-filled from the website, and editable.
  const description = page.getByLabel('Business description');
  await expect(description).toHaveValue(/Shipfast/);
  await expect(description).toHaveValue(/invoic/i);
  await description.press('End');
  await description.pressSequentially(' We serve agencies in Europe.');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 4
  await expect(page).toHaveURL(/step-4$/);
  await page.getByRole('radio', { name: /find new customers/i }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 5: Hacker News, its keywords proposed from the description, and one more.
  await expect(page).toHaveURL(/step-5$/);
  await expect(page.getByText(/Keywords are filled in from your business description/)).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('checkbox', { name: 'Hacker News' }).check();
  const hackerNews = page.getByRole('group', { name: 'Hacker News settings' });
  await expect(
    hackerNews.getByRole('list', { name: 'Keywords' }).getByRole('listitem').first(),
  ).toBeVisible();
  const keywords = hackerNews.getByRole('textbox', { name: /^Keywords/ });
  await keywords.fill('invoicing');
  await keywords.press('Enter');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 6: proposed signals, one removed, then Finish.
  await expect(page).toHaveURL(/step-6$/);
  const signals = page.getByRole('list', { name: 'Intent signals' }).locator(':scope > li');
  await expect(signals.first()).toBeVisible({ timeout: 20_000 });
  const proposed = await signals.count();
  expect(proposed).toBeGreaterThanOrEqual(5);
  // Refine the first one with an instruction, and accept the changes.
  const first = signals.first();
  await first.getByRole('button', { name: /^Refine / }).click();
  await page.getByLabel('How should it change? (optional)').fill('exclude accountants');
  await page.getByRole('button', { name: 'Suggest changes' }).click();
  await page.getByRole('button', { name: 'Accept changes' }).click();
  await expect(first.getByRole('button', { name: 'Remove negative keyword “accountants”' })).toBeVisible();
  // Remove the last one.
  await signals
    .last()
    .getByRole('button', { name: /^Remove (?!keyword|negative keyword)/ })
    .click();
  await expect(signals).toHaveCount(proposed - 1);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(`${hostOrigin()}/projects/${projectId}/leads`, { timeout: 20_000 });

  // Everything was saved: the list shows the project as set up, and a reload of step 3 keeps the text.
  await page.goto(`${hostOrigin()}/projects`);
  await expect(page.getByRole('link', { name: 'Agency leads' })).toBeVisible();
  await expect(page.getByText(/set-up not finished/i)).toHaveCount(0);
  await page.goto(`${hostOrigin()}/projects/new/${projectId}/step-3`);
  await expect(page.getByLabel('Business description')).toHaveValue(/We serve agencies in Europe\./);
  await page.goto(`${hostOrigin()}/projects/new/${projectId}/step-6`);
  await expect(signals).toHaveCount(proposed - 1);
});

test('a website on a private address is refused with a way forward', async ({ page }) => {
  await newOrganization(page, 'Private Co');
  await page
    .getByRole('link', { name: /create your first project|new project/i })
    .first()
    .click();
  await page.getByLabel('Project name').fill('Internal');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step-2$/);
  // Not on the allow-list: loopback is refused like any private address.
  await page.getByRole('textbox', { name: 'Website' }).fill('http://127.0.0.1:9/');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/private|not allowed|cannot be read|blocked/i).first()).toBeVisible();
  await page.getByRole('button', { name: 'Describe it myself' }).click();
  await expect(page).toHaveURL(/step-3$/);
});
