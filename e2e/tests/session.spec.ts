// Any 401 deletes the token and sends the user to sign-in.
import { test, expect, hostOrigin } from '../support/fixtures';

test('a rejected token is deleted and the user lands on /sign-in', async ({ page }) => {
  await page.goto(`${hostOrigin()}/sign-in`);
  await page.evaluate(() => localStorage.setItem('access_token', 'not-a-valid-token'));
  await page.goto(`${hostOrigin()}/projects`);
  await expect(page).toHaveURL(/\/sign-in/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});
