// Unknown paths, error pages, and the guard's project rule.
import { test, expect, hostOrigin, signUp, uniqueEmail } from '../support/fixtures';

test('an unknown path redirects to /404, and Return Home goes to /', async ({ page }) => {
  await page.goto(`${hostOrigin()}/this/does/not/exist`);
  await expect(page).toHaveURL(`${hostOrigin()}/404`);
  await expect(page.getByText('404 - Page Not Found')).toBeVisible();
  await expect(
    page.getByText('The page you are looking for does not exist. Do you want to return home?'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).not.toHaveURL(/\/404/);
});

test('the 500 and 503 pages carry the exact texts', async ({ page }) => {
  await page.goto(`${hostOrigin()}/500`);
  await expect(page.getByText('500 - Internal Server Error')).toBeVisible();
  await expect(
    page.getByText('An error occurred while processing your request. Please try again later.'),
  ).toBeVisible();
  await page.goto(`${hostOrigin()}/503`);
  await expect(page.getByText('503 - Service Unavailable')).toBeVisible();
  await expect(
    page.getByText('We are currently undergoing maintenance. Please check back soon.'),
  ).toBeVisible();
});

test('a project id that is not the user’s goes to /projects with "Invalid project id"', async ({ page }) => {
  await signUp(page, uniqueEmail('guard'), 'correct horse battery');
  await page.getByLabel('Organization name').fill('Guarded Co');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(`${hostOrigin()}/projects`);

  await page.goto(`${hostOrigin()}/projects/00000000-0000-4000-8000-000000000000/leads`);
  await expect(page).toHaveURL(`${hostOrigin()}/projects`);
  await expect(page.getByText('Invalid project id')).toBeVisible();
});
