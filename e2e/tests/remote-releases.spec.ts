// Released versions of one remote, mixed per environment. remote-leads' current build is released
// three times into a release store with `npm run release -- leads --from-dist`: 1.0.0 and 2.0.0, and a
// 3.0.0 whose manifest says it was built for the contract after the host's (it stands for a remote
// built against a future contract). Staging's map runs leads 1.0.0 and production's 2.0.0; both hosts are the same host build.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { leadProject, type LeadProject } from '../support/lead-project';
import { CONTRACT_VERSION } from '../../shared/src/contract/compatibility.mjs';
import { test, expect, signIn } from '../support/fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const releasesDir = () => process.env.E2E_RELEASES_DIR!;
const store = () => process.env.E2E_RELEASE_STORE_ORIGIN!;
const staging = () => process.env.E2E_STAGING_HOST_ORIGIN!;
const production = () => process.env.E2E_PRODUCTION_HOST_ORIGIN!;
const manifestOf = (version: string) => `${store()}/remotes/leads/${version}/mf-manifest.json`;
const entryOf = (version: string) => `${store()}/remotes/leads/${version}/remoteEntry.js`;
const PASSWORD = 'correct horse battery';
/** The contract major the host speaks, and the next one, which it must refuse. */
const CONTRACT_MAJOR = Number(CONTRACT_VERSION.split('.')[0]);
const FUTURE_CONTRACT = CONTRACT_MAJOR + 1;

function releaseCommand(script: string, args: string[]) {
  execFileSync(process.execPath, [path.join(root, 'scripts', script), ...args], { cwd: root, stdio: 'pipe' });
}

/** Releases remote-leads' dist as `version` into the e2e store (once per run of the suite). */
function releaseLeads(version: string, dist = path.join(root, 'remote-leads', 'dist')) {
  if (existsSync(path.join(releasesDir(), 'store', 'remotes', 'leads', version))) return;
  releaseCommand('release.mjs', [
    'leads',
    '--from-dist',
    '--dist',
    dist,
    '--version',
    version,
    '--store',
    path.join(releasesDir(), 'store'),
    '--registry',
    path.join(releasesDir(), 'registry'),
  ]);
}

/** Promotes (or rolls back) leads in the e2e staging map, as `npm run promote` does in the repository. */
function promoteStaging(...args: string[]) {
  releaseCommand('promote.mjs', [
    path.join(releasesDir(), 'environments', 'staging.json'),
    'leads',
    ...args,
    '--registry',
    path.join(releasesDir(), 'registry'),
  ]);
}

/** Every remoteEntry.js of leads the page requests from the store. */
function leadsEntries(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${store()}/remotes/leads/`) && url.endsWith('/remoteEntry.js')) seen.push(url);
  });
  return seen;
}

async function expectLeadList(page: Page) {
  const grid = page.getByRole('grid', { name: 'Leads' });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('rowgroup').nth(1).getByRole('row').first()).toBeVisible();
}

async function expectStagingRow(page: Page, origin: string, version: string, source: string) {
  await page.goto(`${origin}/staging`);
  await expect(page.getByRole('heading', { name: 'Remote versions' })).toBeVisible();
  // Columns: Area (the row's header), Version, Contract, Source, Manifest address, Status.
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Leads', exact: true }) });
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(version);
  await expect(cells.nth(1)).toHaveText(CONTRACT_VERSION);
  await expect(cells.nth(2)).toHaveText(source);
  await expect(cells.nth(3).getByRole('link')).toHaveAttribute('href', manifestOf(version));
}

let project: LeadProject;
const leadsAt = (origin: string) => `${origin}/projects/${project.projectId}/leads`;

/** Signs the project's user in on one environment's host (each origin has its own session). */
async function signInAt(page: Page, origin: string) {
  await signIn(page, project.email, PASSWORD, origin);
  await expect(page).not.toHaveURL(/\/sign-in/);
}

async function signedInContextPage(browser: Browser, origin: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, origin);
  return { context, page };
}

// Each test signs in on its own origin and loads several remotes; a busy 2-core machine needs more than 60 s.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  releaseLeads('1.0.0');
  releaseLeads('2.0.0');
  const future = mkdtempSync(path.join(os.tmpdir(), 'leads-contract-2-'));
  try {
    cpSync(path.join(root, 'remote-leads', 'dist'), future, { recursive: true });
    const manifestPath = path.join(future, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    manifest.signalboard = { ...manifest.signalboard, contract: `${FUTURE_CONTRACT}.0.0` };
    writeFileSync(manifestPath, JSON.stringify(manifest));
    releaseLeads('3.0.0', future);
  } finally {
    rmSync(future, { recursive: true, force: true });
  }
  const page = await browser.newPage();
  project = await leadProject(page, 'releases');
  await page.close();
});

test('staging runs leads 1.0.0 from its map, and says so on its staging page', async ({ page }) => {
  const entries = leadsEntries(page);
  await signInAt(page, staging());
  await page.goto(leadsAt(staging()));
  await expectLeadList(page);
  expect(entries).toEqual([entryOf('1.0.0')]);
  await expectStagingRow(page, staging(), '1.0.0', 'Environment map');
});

test('production runs leads 2.0.0 and has no staging page', async ({ page }) => {
  const entries = leadsEntries(page);
  await signInAt(page, production());
  await page.goto(leadsAt(production()));
  await expectLeadList(page);
  expect(entries).toEqual([entryOf('2.0.0')]);
  await page.goto(`${production()}/staging`);
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Remote versions' })).toHaveCount(0);
});

test('an override switches one staging user to leads 2.0.0; another browser still gets 1.0.0', async ({
  page,
  browser,
}) => {
  const entries = leadsEntries(page);
  await signInAt(page, staging());
  await page.goto(`${leadsAt(staging())}?remote.leads=${encodeURIComponent(manifestOf('2.0.0'))}`);
  await expectLeadList(page);
  expect(entries).toEqual([entryOf('2.0.0')]);
  await expectStagingRow(page, staging(), '2.0.0', 'Override');

  const other = await signedInContextPage(browser, staging());
  try {
    const otherEntries = leadsEntries(other.page);
    await other.page.goto(leadsAt(staging()));
    await expectLeadList(other.page);
    expect(otherEntries).toEqual([entryOf('1.0.0')]);
  } finally {
    await other.context.close();
  }
});

test('leads 3.0.0, built for the next contract, is refused from its manifest while the rest works', async ({
  page,
}) => {
  const entries = leadsEntries(page);
  const future: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${store()}/remotes/leads/3.0.0/`)) future.push(request.url());
  });
  await signInAt(page, staging());
  // The host reads 3.0.0's manifest, sees the next contract and stops there: none of its code is requested.
  await page.goto(`${leadsAt(staging())}?remote.leads=${encodeURIComponent(manifestOf('3.0.0'))}`);
  const refusal = page.getByRole('alert').filter({
    hasText: `Leads 3.0.0 needs contract ${FUTURE_CONTRACT}; this host speaks ${CONTRACT_MAJOR}.`,
  });
  await expect(refusal).toBeVisible();
  expect(entries).toEqual([]);
  expect(future.length).toBeGreaterThan(0);
  expect(future.every((url) => url === manifestOf('3.0.0'))).toBe(true);

  // The shell, its navigation and another remote (Team) keep working.
  await page
    .getByRole('link', { name: /^team$/i })
    .first()
    .click();
  await expect(page).toHaveURL(`${staging()}/team`);
  await expect(page.getByRole('heading', { name: /team/i }).first()).toBeVisible();
  expect(entries).toEqual([]);
});

test('a page that loaded 1.0.0 keeps working after staging moves to 2.0.0; a reload runs 2.0.0', async ({
  page,
}) => {
  const entries = leadsEntries(page);
  await signInAt(page, staging());
  await page.goto(leadsAt(staging()));
  await expectLeadList(page);
  expect(entries).toEqual([entryOf('1.0.0')]);

  promoteStaging('2.0.0');
  const afterPromotion: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${store()}/remotes/leads/`)) afterPromotion.push(request.url());
  });
  try {
    // Inside the open app, leads' code keeps coming from 1.0.0's folder, still in the store: the
    // lead drawer is a chunk this page has not loaded yet.
    await page
      .getByRole('link', { name: /^team$/i })
      .first()
      .click();
    await expect(page).toHaveURL(`${staging()}/team`);
    await page.goBack();
    await expectLeadList(page);
    await page
      .getByRole('grid', { name: 'Leads' })
      .getByRole('rowgroup')
      .nth(1)
      .getByRole('link')
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading').first()).toBeVisible();
    await drawer.getByRole('link', { name: 'Open as page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(afterPromotion.length).toBeGreaterThan(0);
    expect(afterPromotion.every((url) => url.startsWith(`${store()}/remotes/leads/1.0.0/`))).toBe(true);
    expect(entries).toEqual([entryOf('1.0.0')]);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(entries.at(-1)).toBe(entryOf('2.0.0'));
  } finally {
    // Back to 1.0.0 for a retry of this file: the same command with --rollback.
    promoteStaging('--rollback');
  }
});

test('the store serves versioned files immutable and the files that pick a version no-cache', async () => {
  const manifest = (await (await fetch(manifestOf('1.0.0'))).json()) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const hashed = manifest.exposes[0]!.assets.js.sync[0]!;
  const cacheControl = async (file: string) => {
    const res = await fetch(`${store()}/remotes/leads/1.0.0/${file}`);
    expect(res.status, file).toBe(200);
    expect(res.headers.get('access-control-allow-origin'), file).toBe('*');
    return res.headers.get('cache-control');
  };
  expect(await cacheControl(hashed)).toBe('public, max-age=31536000, immutable');
  expect(await cacheControl('mf-manifest.json')).toBe('no-cache');
  expect(await cacheControl('remoteEntry.js')).toBe('no-cache');
});
