// Analytics: started at boot with automatic page views, the user identified on sign-in and reset to
// anonymous on sign-out, against a local server speaking PostHog's wire format. With no key (every
// other spec), no request leaves the suite's origins at all (see the fixtures).
import { test, expect, signUp, uniqueEmail } from '../support/fixtures';
import type { CapturedEvent } from '../support/analytics-capture';

// PostHog drops events from bots, and an automated headless Chromium looks like one (its user agent
// says HeadlessChrome, navigator.webdriver is true): browse as the desktop Chrome real users have.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
});
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }));
});

const host = () => process.env.E2E_ANALYTICS_HOST_ORIGIN!;
const captured = async (): Promise<CapturedEvent[]> =>
  (await fetch(`${process.env.E2E_ANALYTICS_CAPTURE_ORIGIN}/captured`)).json() as Promise<CapturedEvent[]>;
const distinctId = (event: CapturedEvent) =>
  event.distinct_id ?? (event.properties?.distinct_id as string | undefined);

test('page views are captured, the user is identified on sign-in and reset on sign-out', async ({ page }) => {
  const email = uniqueEmail('analytics');
  await signUp(page, email, 'correct horse battery', host());
  await expect(page).toHaveURL(`${host()}/`);
  const userId = await page.evaluate(async (api) => {
    const res = await fetch(`${api}/users_info/me`, {
      headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
    });
    return ((await res.json()) as { id: string }).id;
  }, process.env.E2E_API_ORIGIN!);

  await expect
    .poll(async () => (await captured()).some((e) => e.event === '$identify' && distinctId(e) === userId), {
      timeout: 20_000,
    })
    .toBe(true);
  expect((await captured()).some((e) => e.event === '$pageview')).toBe(true);

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  // After the reset, the sign-in page view belongs to a new anonymous visitor, not to the user.
  await expect
    .poll(
      async () =>
        (await captured()).some(
          (e) =>
            e.event === '$pageview' &&
            String(e.properties?.$current_url ?? '').includes('/sign-in') &&
            distinctId(e) !== userId,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
});
