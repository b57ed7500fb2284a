// Issue 3: the settings shell works from the keyboard alone (arrow keys wrap around, Enter opens), a
// change saved in a tab survives a reload, and a project is deleted only after its name is typed.
import { test, expect, hostOrigin, signUp, uniqueEmail, apiOrigin } from '../support/fixtures';
import type { Page } from '@playwright/test';

// The tab bar is the settings' navigation between 640 and 1023 px (the side navigation is wider
// screens', the compact select phones'): these tests drive the tab bar, so at a tablet's width.
test.use({ viewport: { width: 800, height: 900 } });

/** An organization with one finished project, made through the API the UI uses. */
async function projectThroughApi(page: Page, name: string): Promise<string> {
  await signUp(page, uniqueEmail('settings'), 'correct horse battery');
  await page.getByLabel('Organization name').fill('Settings Co');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(`${hostOrigin()}/projects`);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token, 'the session token in localStorage').toBeTruthy();
  const res = await page.request.post(`${apiOrigin()}/api/v1/project`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('settings tabs by keyboard, a saved name, and deleting the project', async ({ page }) => {
  const projectId = await projectThroughApi(page, 'Keyboard project');
  const settings = `${hostOrigin()}/projects/${projectId}/settings`;

  // The index opens General.
  await page.goto(settings);
  await expect(page).toHaveURL(`${settings}/project`);
  await expect(page.getByRole('heading', { name: 'Project Settings' })).toBeVisible();
  const tablist = page.getByRole('tablist', { name: 'Settings sections' });
  const tab = (name: string) => tablist.getByRole('tab', { name });
  await expect(tab('General')).toHaveAttribute('aria-selected', 'true');

  // Left from the first tab wraps to the last; Enter opens it; Right wraps back to the first.
  await tab('General').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Danger Zone')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${settings}/danger-zone`);
  await expect(tab('Danger Zone')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('General')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Data Sources')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${settings}/data-sources`);
  await expect(page.getByText('Hacker News').first()).toBeVisible();

  // General: rename, and the new name is still there after a reload.
  await page.goto(`${settings}/project`);
  const nameField = page.getByLabel('Project name');
  await nameField.fill('Renamed project');
  await page.getByRole('button', { name: /^save/i }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Project name')).toHaveValue('Renamed project');

  // Danger Zone: the delete button stays disabled until the exact name is typed.
  await page.goto(`${settings}/danger-zone`);
  await page.getByRole('button', { name: 'Delete project' }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Delete project' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill('renamed project');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill('Renamed project');
  await confirm.click();
  await expect(page).toHaveURL(`${hostOrigin()}/projects`);
  await expect(page.getByText('Project deleted').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Renamed project' })).toHaveCount(0);
  // Its settings are gone with it: the guard refuses the old id.
  await page.goto(settings);
  await expect(page.getByText('Invalid project id').first()).toBeVisible();
});

// The suite's own navigation blocker (shared/src/router/blocking-history.ts) in a real browser: a
// link inside the suite and the browser's Back button are both held while a form has unsaved
// changes, Stay keeps the edit and the address, Leave goes where the user asked.
test('unsaved settings hold a link and the Back button until the user chooses', async ({ page }) => {
  const projectId = await projectThroughApi(page, 'Careful project');
  const settings = `${hostOrigin()}/projects/${projectId}/settings`;
  const tab = (name: string) => page.getByRole('tab', { name });
  // Two entries of this page's history inside the suite, so Back stays in the suite.
  await page.goto(`${settings}/business`);
  await expect(page.getByLabel('Business description')).toBeVisible();
  await tab('General').click();
  await expect(page).toHaveURL(`${settings}/project`);
  const nameField = page.getByLabel('Project name');
  await nameField.fill('Careful project, edited');
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });

  // A tab (an in-suite link): held; Stay keeps the edit and the address.
  await tab('Business').click();
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('You have unsaved changes in the project name.');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(`${settings}/project`);
  await expect(nameField).toHaveValue('Careful project, edited');

  // Back: the browser has already moved, so the address comes back while the dialog asks.
  await page.goBack();
  await expect(leave).toBeVisible();
  await expect(page).toHaveURL(`${settings}/project`);
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(nameField).toHaveValue('Careful project, edited');

  // Back again, and Leave: the previous tab, the edit dropped.
  await page.goBack();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(`${settings}/business`);
  await expect(page.getByLabel('Business description')).toBeVisible();
  await tab('General').click();
  await expect(page.getByLabel('Project name')).toHaveValue('Careful project');
});
