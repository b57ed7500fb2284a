// Forgot password -> mail caught by a real SMTP server -> reset -> sign in with the new password.
import { test, expect, hostOrigin, signUp, signIn, uniqueEmail, linkFromMail } from '../support/fixtures';

test('forgot and reset password through the mailed link', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  await signUp(page, email, 'first password 1');
  await expect(page).toHaveURL(`${hostOrigin()}/`);
  await page.evaluate(() => localStorage.removeItem('access_token'));

  await page.goto(`${hostOrigin()}/forgot-password`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/check-your-email-password-reset/);

  const link = await linkFromMail(email, '/reset-password');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, hostOrigin()));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second password 2');
  await page.getByLabel('Confirm the new password').fill('second password 2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();

  // The link is single-use.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, hostOrigin()));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('third password 3');
  await page.getByLabel('Confirm the new password').fill('third password 3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();

  await signIn(page, email, 'second password 2');
  await expect(page).toHaveURL(`${hostOrigin()}/`);
});
