// Measures what a browser really downloads: the host's initial JavaScript (a page that needs no
// remote), the host's JavaScript for a signed-in user's first page, and each remote's first route
// (its JavaScript files only; shared singletons come from the host). Sizes are gzip of each file as
// served. Budgets: ARCHITECTURE.md section 8.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { accountWithProject } from '../support/api-account';
import { test, hostOrigin, remoteOrigin } from '../support/fixtures';

async function jsBytesWhile(page: Page, origin: string | string[], action: () => Promise<void>) {
  const origins = [origin].flat();
  const files: { url: string; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  let lastScript = Date.now();
  const onResponse = (response: Response) => {
    const url = response.url();
    if (!origins.some((o) => url.startsWith(o)) || !/\.js(\?|$)/.test(url)) return;
    lastScript = Date.now();
    pending.push(
      response
        .body()
        .then(
          (body) =>
            void files.push({
              url: origins.length === 1 ? url.slice(url.indexOf('/', 8)) : url,
              gzip: gzipSync(body, { level: 9 }).length,
            }),
        )
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  await action();
  // Not 'networkidle': the lead list keeps its live event stream open, so the network is never idle.
  // A second without a new script from this origin means the route has what it needs.
  while (Date.now() - lastScript < 1000) await page.waitForTimeout(200);
  await Promise.all(pending);
  page.off('response', onResponse);
  return { total: files.reduce((sum, f) => sum + f.gzip, 0), files };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const printFiles = (files: { url: string; gzip: number }[]) => {
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.url}`);
};

test('bundle sizes (gzip) of the host and of each remote’s first route', async ({ page, browser }) => {
  const host = await jsBytesWhile(page, hostOrigin(), async () => {
    await page.goto(`${hostOrigin()}/404`);
    await page.getByText('404 - Page Not Found').waitFor();
  });
  const auth = await jsBytesWhile(page, remoteOrigin('auth'), async () => {
    await page.goto(`${hostOrigin()}/sign-in`);
    await page.getByRole('button', { name: /^sign in$/i }).waitFor();
  });

  // A new visitor's sign-in page, in a fresh context: the host's files (its initial JavaScript plus
  // the shared singletons the auth remote consumes from it) and the auth remote's own.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const signIn = await jsBytesWhile(visitorPage, [hostOrigin(), remoteOrigin('auth')], async () => {
    await visitorPage.goto(`${hostOrigin()}/sign-in`);
    await visitorPage.getByRole('button', { name: /^sign in$/i }).waitFor();
  });
  await visitor.close();
  const signInFrom = (origin: string) =>
    signIn.files.filter((f) => f.url.startsWith(origin)).reduce((sum, f) => sum + f.gzip, 0);

  const { token, projectId } = await accountWithProject('bench', 'Bench');
  // A signed-in user's first visit, in a fresh context (empty cache): the host's own files for a
  // page behind the sign-in guard, which loads the main layout on top of the initial JavaScript.
  const fresh = await browser.newContext();
  await fresh.addInitScript((t) => localStorage.setItem('access_token', t), token);
  const signedInPage = await fresh.newPage();
  const hostSignedIn = await jsBytesWhile(signedInPage, hostOrigin(), async () => {
    await signedInPage.goto(`${hostOrigin()}/projects`);
    await signedInPage.locator('main h1, main h2').first().waitFor();
  });
  await fresh.close();

  await page.evaluate((t) => localStorage.setItem('access_token', t), token);
  const routes: [string, string][] = [
    ['team', '/'],
    ['projects', '/projects'],
    ['leads', `/projects/${projectId}/leads`],
    ['settings', `/projects/${projectId}/settings/project`],
  ];
  const remotes: Record<string, { total: number; files: { url: string; gzip: number }[] }> = { auth };
  for (const [name, path] of routes) {
    remotes[name] = await jsBytesWhile(page, remoteOrigin(name), async () => {
      await page.goto(`${hostOrigin()}${path}`);
      await page.locator('main h1, main h2').first().waitFor();
    });
  }

  console.log(`\nHost initial JavaScript: ${kb(host.total)} gzip (budget 150 KB)`);
  printFiles(host.files);
  console.log(
    `Sign-in page of a new visitor (empty cache; no budget): ${kb(signIn.total)} gzip, ` +
      `host ${kb(signInFrom(hostOrigin()))} + remote-auth ${kb(signInFrom(remoteOrigin('auth')))}`,
  );
  printFiles(signIn.files);
  console.log(
    `Host JavaScript of a signed-in first page (/projects, empty cache; no budget): ${kb(hostSignedIn.total)} gzip`,
  );
  printFiles(hostSignedIn.files);
  for (const [name, r] of Object.entries(remotes)) {
    console.log(`remote-${name} first route: ${kb(r.total)} gzip (budget 100 KB)`);
    printFiles(r.files);
  }
});
