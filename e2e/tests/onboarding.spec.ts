// A new user signs up, creates an organization on / and lands on /projects; signs out and back in.
import { test, expect, hostOrigin, signUp, signIn, uniqueEmail, linkFromMail } from '../support/fixtures';

test('sign-up -> organization on / -> /projects, then sign out and sign in again', async ({ page }) => {
  const email = uniqueEmail('founder');
  await signUp(page, email, 'correct horse battery');

  // Without an organization only / is reachable: the home page offers to create one.
  await expect(page).toHaveURL(`${hostOrigin()}/`);
  await page.goto(`${hostOrigin()}/team`);
  await expect(page).toHaveURL(`${hostOrigin()}/`);
  await page.getByLabel('Organization name').fill('Lovelace Analytics');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(`${hostOrigin()}/projects`);
  await expect(page.getByRole('heading', { name: /projects/i }).first()).toBeVisible();

  // The account can be verified from the mail the real SMTP server caught.
  const verifyLink = await linkFromMail(email, '/verify-user');
  await page.goto(verifyLink.replace(/^https?:\/\/[^/]+/, hostOrigin()));
  await expect(page.getByRole('heading', { name: 'Your e-mail address is verified' })).toBeVisible();

  // Sign out clears the session and goes to /sign-in.
  await page.goto(`${hostOrigin()}/projects`);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // Guarded pages send a signed-out visitor to sign-in, and back after signing in.
  await page.goto(`${hostOrigin()}/projects`);
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page, email, 'correct horse battery');
  await expect(page).toHaveURL(/\/projects/);
});

test('a wrong password shows the server message and keeps the user on sign-in', async ({ page }) => {
  const email = uniqueEmail('typo');
  await signUp(page, email, 'correct horse battery');
  await expect(page).toHaveURL(`${hostOrigin()}/`);
  await page.evaluate(() => localStorage.removeItem('access_token'));
  await signIn(page, email, 'wrong password!');
  await expect(page.getByRole('alert').filter({ hasText: /incorrect e-mail or password/i })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('sign-in works with the keyboard alone', async ({ page }) => {
  const email = uniqueEmail('keyboard');
  await signUp(page, email, 'correct horse battery');
  await expect(page).toHaveURL(`${hostOrigin()}/`);
  await page.evaluate(() => localStorage.removeItem('access_token'));

  await page.goto(`${hostOrigin()}/sign-in`);
  const emailField = page.getByRole('textbox', { name: 'E-mail' });
  // Tab from the top of the page until the e-mail field has focus, as a keyboard user would.
  for (let i = 0; i < 15 && !(await emailField.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(emailField).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.keyboard.type('correct horse battery');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${hostOrigin()}/`);
  await expect(page.getByLabel('Organization name')).toBeVisible();
});
