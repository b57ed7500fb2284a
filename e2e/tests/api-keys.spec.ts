// Issue 28: an API key end to end. A member opens Settings → API keys, creates a read-only key for the
// project and reads its secret once (Copy puts it on the clipboard); the key then reads the lead list
// (200) and is refused a status change (403 naming leads:write); revoked from the tab, its very next
// call is refused (401). The tab and both dialogs pass axe and fit a phone without sideways scroll.
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { apiOrigin, expect, hostOrigin, test } from '../support/fixtures';
import { leadProject } from '../support/lead-project';
import { horizontalScroll } from '../support/layout-checks';

test.describe.configure({ timeout: 150_000 });

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };

/** A call to the API with the key as its bearer, as a script would make it. */
function withKey(
  request: APIRequestContext,
  secret: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  return request.fetch(`${apiOrigin()}${path}`, {
    method,
    headers: { authorization: `Bearer ${secret}` },
    data,
  });
}

/** Axe once nothing moves: a dialog fading in has pale colours for a moment, by design. */
async function seriousWhenStill(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  return seriousAxeViolations(page);
}

async function fitsAPhone(page: Page, what: string) {
  await page.setViewportSize(PHONE);
  expect(await horizontalScroll(page), `${what} at 390 px`).toEqual([]);
  expect(await seriousWhenStill(page), `axe on ${what} at 390 px`).toEqual([]);
  await page.setViewportSize(WIDE);
}

test('create a read-only key, read leads with it, be refused a change, revoke it, and be refused at once', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  const project = await leadProject(page, 'keys');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostOrigin() });

  // Settings → API keys, from the navigation.
  await page.goto(`${hostOrigin()}/projects/${project.projectId}/settings/project`);
  await page
    .getByRole('navigation', { name: 'Project settings' })
    .getByRole('link', { name: /^API keys/ })
    .click();
  await expect(page).toHaveURL(`${hostOrigin()}/projects/${project.projectId}/settings/api-keys`);
  await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();
  expect(await seriousWhenStill(page)).toEqual([]);
  await fitsAPhone(page, 'the empty tab');

  // Create: a name, this project, Read leads only (ticked to start), no expiry.
  await page.getByRole('button', { name: 'Create API key' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await expect(dialog.getByRole('textbox', { name: /Name/ })).toBeFocused();
  await dialog.getByRole('textbox', { name: /Name/ }).fill('Read-only export');
  await expect(dialog.getByRole('checkbox', { name: /Read leads/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Change leads/ })).not.toBeChecked();
  expect(await seriousWhenStill(page)).toEqual([]);
  await fitsAPhone(page, 'the create dialog');
  await dialog.getByRole('button', { name: 'Create key' }).click();

  // Shown once: copied from the keyboard, the clipboard holds it.
  dialog = page.getByRole('dialog', { name: 'Copy your new API key' });
  const field = dialog.getByRole('textbox', { name: 'Secret key' });
  await expect(field).toBeFocused();
  const secret = await field.inputValue();
  expect(secret).toMatch(/^sb_live_[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByText('You will not see it again.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  expect(await seriousWhenStill(page)).toEqual([]);
  await fitsAPhone(page, 'the shown-once secret');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Create API key' })).toBeFocused();
  await expect(page.getByText(secret)).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: 'Read-only export' });
  await expect(row.getByText(`${secret.slice(0, 12)}…`)).toBeVisible();
  await expect(row.getByText('Never')).toBeVisible();

  // The key reads the lead list, and is refused a status change.
  const list = await withKey(page.request, secret, 'GET', `/api/v1/leads/${project.projectId}?limit=5`);
  expect(list.status(), await list.text()).toBe(200);
  const leads = ((await list.json()) as { items: { id: string }[] }).items;
  expect(leads.length).toBeGreaterThan(0);
  const statuses = await withKey(
    page.request,
    secret,
    'GET',
    `/api/v1/lead-status-configs/project/${project.projectId}`,
  );
  expect(statuses.status(), await statuses.text()).toBe(200);
  const [status] = (await statuses.json()) as { id: string }[];
  const change = await withKey(
    page.request,
    secret,
    'POST',
    `/api/v1/leads/${project.projectId}/update_status`,
    {
      status_config_id: status!.id,
      lead_ids: [leads[0]!.id],
    },
  );
  expect(change.status()).toBe(403);
  expect(await change.json()).toMatchObject({
    code: 'API_KEY_SCOPE_MISSING',
    detail: expect.stringContaining('leads:write'),
  });

  // The list now says when it was last used.
  await page.reload();
  await expect(row.getByText('just now')).toBeVisible();
  await fitsAPhone(page, 'the list');

  // Revoke, after the confirmation: the very next call is refused.
  await row.getByRole('button', { name: 'Revoke “Read-only export”' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke “Read-only export”?' });
  await expect(confirm.getByText(/Programs using it stop at once/)).toBeVisible();
  expect(await seriousWhenStill(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByText('API key revoked')).toBeVisible();
  await expect(row.getByText('Revoked')).toBeVisible();
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);

  const after = await withKey(page.request, secret, 'GET', `/api/v1/leads/${project.projectId}?limit=5`);
  expect(after.status()).toBe(401);
  expect(await after.json()).toMatchObject({ code: 'API_KEY_INVALID' });
  // Checked once the toast has gone: while it fades its text is pale by design.
  await expect(page.getByText('API key revoked')).toBeHidden();
  expect(await seriousWhenStill(page)).toEqual([]);
  await fitsAPhone(page, 'the list with a revoked key');
});
