// A remote whose files fail to load shows a fallback inside the shell; the rest keeps working and
// Retry really fetches the remote again.
import { test, expect, hostOrigin, remoteOrigin, signUp, uniqueEmail } from '../support/fixtures';

test('a remote that fails to load shows a fallback with a working retry', async ({ page }) => {
  await signUp(page, uniqueEmail('offline'), 'correct horse battery');
  await page.getByLabel('Organization name').fill('Resilient Co');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(`${hostOrigin()}/projects`);

  // Create a project so the leads route is reachable.
  await page.goto(`${hostOrigin()}/projects/new`);
  await page.getByLabel('Project name').fill('Launch');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/projects\/new\/[^/]+\/step-2/);
  const projectId = page.url().match(/\/projects\/new\/([^/]+)\//)![1]!;

  // Every file of the leads remote fails.
  const leads = `${remoteOrigin('leads')}/**`;
  await page.route(leads, (route) => route.abort());
  await page.goto(`${hostOrigin()}/projects/${projectId}/leads`);
  const fallback = page.getByRole('alert').filter({ hasText: /could not be loaded/i });
  await expect(fallback).toBeVisible();
  // The shell still works: navigation reaches another remote.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page
    .getByRole('link', { name: /^team$/i })
    .first()
    .click();
  await expect(page).toHaveURL(`${hostOrigin()}/team`);
  await expect(page.getByRole('heading', { name: /team/i }).first()).toBeVisible();

  // Back on the broken area, Retry fetches again once the network is back.
  await page.goto(`${hostOrigin()}/projects/${projectId}/leads`);
  await expect(fallback).toBeVisible();
  await page.unroute(leads);
  await page.getByRole('button', { name: /retry/i }).click();
  await expect(page.getByRole('heading', { name: /leads/i }).first()).toBeVisible();
  await expect(fallback).toHaveCount(0);
});

test('a remote page that fails while rendering shows the fallback, and Retry renders it', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('render'), 'correct horse battery');
  await page.getByLabel('Organization name').fill('Render Co');
  await page.getByRole('button', { name: 'Create organization' }).click();
  // Leaving before the organization exists would abort its creation and strand the wizard.
  await expect(page).toHaveURL(`${hostOrigin()}/projects`);
  await page.goto(`${hostOrigin()}/projects/new`);
  await page.getByLabel('Project name').fill('Render');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/projects\/new\/[^/]+\/step-2/);
  const projectId = page.url().match(/\/projects\/new\/([^/]+)\//)![1]!;

  // The remote's entry and its routes module load; only its page chunks fail, so the lazy page
  // throws while React renders it, inside the remote's routes.
  const manifest = (await (await fetch(`${remoteOrigin('leads')}/mf-manifest.json`)).json()) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const allowed = new Set(['mf-manifest.json', 'remoteEntry.js', ...manifest.exposes[0]!.assets.js.sync]);
  const pageChunks = (url: URL) =>
    url.origin === remoteOrigin('leads') && !allowed.has(url.pathname.split('/').pop()!);
  await page.route(pageChunks, (route) => route.abort());

  await page.goto(`${hostOrigin()}/projects/${projectId}/leads`);
  const fallback = page.getByRole('alert').filter({ hasText: /could not be loaded/i });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();

  await page.unroute(pageChunks);
  await page.getByRole('button', { name: /retry/i }).click();
  await expect(page.getByRole('heading', { name: /leads/i }).first()).toBeVisible();
  await expect(fallback).toHaveCount(0);
});
