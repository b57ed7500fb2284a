// Issue 3 in progress: an owner invites by link; a new user opens it in another browser, creates an
// account, comes back to the invitation, accepts, and joins the team. A used link says so.
import { test, expect, hostOrigin, signUp, uniqueEmail } from '../support/fixtures';

test('invite by link, accepted by a new user in a second browser', async ({ page, browser }) => {
  await signUp(page, uniqueEmail('owner'), 'correct horse battery');
  await page.getByLabel('Organization name').fill('Invite Co');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(`${hostOrigin()}/projects`);

  await page.goto(`${hostOrigin()}/team`);
  await page.getByRole('button', { name: 'Create invite link' }).click();
  const link = await page.getByRole('textbox', { name: 'Invite link' }).inputValue();
  expect(link).toMatch(/\/invite\?t=/);

  const guestContext = await browser.newContext();
  const newcomer = await guestContext.newPage();
  const email = uniqueEmail('newcomer');
  await newcomer.goto(link);
  await expect(newcomer.getByText('Invite Co').first()).toBeVisible();
  await newcomer.getByRole('link', { name: 'Create an account' }).click();
  await newcomer.getByLabel('First name').fill('Grace');
  await newcomer.getByLabel('Last name').fill('Hopper');
  await newcomer.getByLabel('E-mail').fill(email);
  await newcomer.getByRole('textbox', { name: 'Password', exact: true }).fill('correct horse battery');
  await newcomer.getByRole('button', { name: 'Create account' }).click();

  // Back on the invitation, now signed in.
  await expect(newcomer).toHaveURL(/\/invite\?t=/);
  await newcomer.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(newcomer).toHaveURL(`${hostOrigin()}/projects`);

  await page.reload();
  await expect(page.getByText(email)).toBeVisible();

  // The link worked once.
  await newcomer.goto(link);
  await expect(newcomer.getByText(/already (been )?used/i).first()).toBeVisible();
  await guestContext.close();
});
