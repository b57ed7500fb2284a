// Forgot password -> mail caught by a real SMTP server -> reset -> sign in with the new password.
import { test, expect, hostOrigin, signUp, signIn, uniqueEmail, linkFromMail } from '../support/fixtures';

test('forgot and reset password through the mailed link', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  await signUp(page, email, 'first password 1');
  await expect(page).toHaveURL(`${hostOrigin()}/`);
  await page.evaluate(() => localStorage.removeItem('access_token'));

  await page.goto(`${hostOrigin()}/forgot-password`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page).toHaveURL(/\/check-your-email-password-reset/);

  const link = await linkFromMail(email, '/reset-password');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, hostOrigin()));
  await page.getByLabel('New password', { exact: true }).fill('second password 2');
  await page.getByLabel(/confirm/i).fill('second password 2');
  await page.getByRole('button', { name: /reset|set|save/i }).click();
  await expect(page.getByText(/password (has been|was) (reset|changed|updated)/i)).toBeVisible();

  // The link is single-use.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, hostOrigin()));
  await page.getByLabel('New password', { exact: true }).fill('third password 3');
  await page.getByLabel(/confirm/i).fill('third password 3');
  await page.getByRole('button', { name: /reset|set|save/i }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();

  await signIn(page, email, 'second password 2');
  await expect(page).toHaveURL(`${hostOrigin()}/`);
});
