// The main navigation on a 390 px phone: every item on screen at once (it scrolled sideways and cut
// off Team), the current page marked, and each item a link a screen reader names by its label.
import { test, expect, hostOrigin, signUp, uniqueEmail } from '../support/fixtures';
import { api } from '../support/lead-project';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px every navigation item fits on screen, and the current page is marked', async ({ page }) => {
  await signUp(page, uniqueEmail('phone-nav'), 'correct horse battery');
  await page.getByLabel('Organization name').fill('Phone Co');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(`${hostOrigin()}/projects`);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const created = await api(page.request, token!, 'POST', '/api/v1/project', { name: 'Phone leads' });
  const projectId = ((await created.json()) as { id: string }).id;

  await page.goto(`${hostOrigin()}/projects/${projectId}/leads`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = nav.getByRole('link');
  await expect(links).toHaveText(['Leads', 'Settings', 'Projects', 'Team']);
  await expect(nav.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');

  const navBox = (await nav.boundingBox())!;
  expect(await nav.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    const name = await link.textContent();
    expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(navBox.x);
    expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(
      Math.min(navBox.x + navBox.width, 390),
    );
    // A finger-sized target.
    expect(box.height, `${name} height`).toBeGreaterThanOrEqual(44);
  }

  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(`${hostOrigin()}/team`);
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Leads' })).not.toHaveAttribute('aria-current', 'page');
});
