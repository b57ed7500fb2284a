// Pictures of Settings → API keys (issue 28), with visual.spec.ts's conventions (same widths, frozen clock,
// layout checks, axe, a baseline per screen and width in visual-api-keys.spec.ts-snapshots/): the tab with
// two keys, one of them revoked (a table at 1440 px, cards at 390 px), the tab before any key (what a first
// visit shows), and the new key's secret shown once.
//
// The tab's keys are made through the API in the visual world's CRM project, once (reused by name when a
// worker seeds again); what changes from run to run is masked. The shown-once picture's key calls are
// answered in the browser with fixed keys (answerFixedKeys), so its secret and the list behind the dialog
// are the same on every run, and no key piles up.
import type { Page } from '@playwright/test';
import {
  atEachWidth,
  expect,
  openFrozen,
  photograph,
  pictureBrowser,
  settle,
  test,
} from '../support/picture-conventions';
import { api } from '../support/api-account';
import { apiOrigin } from '../support/fixtures';
import { seedVisualWorld, type VisualWorld } from '../support/visual-world';

// Taken in the PGlite pass of `npm test` only, with visual.spec.ts (playwright.config.ts).

test.use(pictureBrowser);

interface Key {
  id: string;
  name: string;
  state: string;
  project_id: string | null;
}

const ACTIVE = 'Nightly CRM sync';
const REVOKED = 'Old Zapier export';
/** What the fulfilled create call answers: the shown-once dialog's secret. */
const SHOWN_SECRET = 'sb_live_Xq7dM2pLr9TfA4vKc8NwYb3GhJ5sE1uZo6iQ0yRtW2e';

let world: VisualWorld;

/** The two keys of the pictures, made once: one used a moment ago, one revoked. */
async function seedKeys(w: VisualWorld): Promise<void> {
  const project = w.projects.smart;
  const token = w.ownerToken;
  const { keys } = await api<{ keys: Key[] }>(`/api/v1/project/${project}/api_keys`, { token });
  if (!keys.some((key) => key.name === REVOKED)) {
    const old = await api<{ key: Key }>(`/api/v1/project/${project}/api_keys`, {
      token,
      body: { name: REVOKED, reach: 'project', scopes: ['leads:read'], expires_at: null },
    });
    const res = await fetch(`${apiOrigin()}/api/v1/project/${project}/api_keys/${old.key.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`revoke: ${res.status} ${await res.text()}`);
  }
  if (!keys.some((key) => key.name === ACTIVE)) {
    const { secret } = await api<{ secret: string }>(`/api/v1/project/${project}/api_keys`, {
      token,
      body: {
        name: ACTIVE,
        reach: 'project',
        scopes: ['leads:read', 'leads:write', 'settings:read'],
        expires_at: null,
      },
    });
    // Used once, after the frozen instant: "just now" on every run.
    await api(`/api/v1/leads/${project}?limit=1`, { token: secret });
  }
}

test.beforeAll(async () => {
  world = await seedVisualWorld();
  await seedKeys(world);
});

const tab = (w: VisualWorld) => `/projects/${w.projects.smart}/settings/api-keys`;

/** What changes from run to run: the dates the API stamped at seeding (created, revoked), the prefixes. */
const varying = (page: Page) => [
  page.locator('.api-keys-cell[data-label="Created"] time'),
  page.locator('.api-keys-cell[data-label="Status"] time'),
  page.locator('.api-keys-row__prefix'),
];

async function openTab(page: Page): Promise<void> {
  await openFrozen(page, tab(world), world.now, world.ownerToken);
  await expect(page.getByRole('table', { name: /^API keys that reach/ })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: REVOKED }).getByText('Revoked')).toBeVisible();
  await settle(page);
}

const HOUR = 3_600_000;

/** The keys the shown-once picture's tab lists: fixed, so nothing behind the dialog needs a mask. */
const FIXED_KEYS = [
  {
    id: '00000000-0000-4000-8000-00000000000a',
    name: ACTIVE,
    prefix: 'sb_live_Nf3k',
    scopes: ['leads:read', 'leads:write', 'settings:read'],
    reach: 'project',
    created_at: '2026-01-12T09:30:00.000Z',
    created_by: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Ada Lovelace' },
    expires_at: null,
    revoked_at: null,
    state: 'active',
  },
  {
    id: '00000000-0000-4000-8000-00000000000b',
    name: REVOKED,
    prefix: 'sb_live_Zp8q',
    scopes: ['leads:read'],
    reach: 'project',
    created_at: '2025-11-03T14:00:00.000Z',
    created_by: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Ada Lovelace' },
    expires_at: null,
    last_used_at: null,
    revoked_at: '2026-01-12T09:25:00.000Z',
    state: 'revoked',
  },
];

/**
 * The browser's copies of the key calls, answered without the API: the list (FIXED_KEYS, and the new key
 * once made) and the create call (SHOWN_SECRET), so the dialog's secret is the same on every run.
 */
async function answerFixedKeys(page: Page): Promise<void> {
  const project = world.projects.smart;
  const listed = (key: (typeof FIXED_KEYS)[number]) => ({
    ...key,
    project_id: project,
    last_used_at: key.state === 'active' ? new Date(world.now.getTime() - 2 * HOUR).toISOString() : null,
  });
  let created: Record<string, unknown> | null = null;
  await page.route(/\/api\/v1\/project\/[^/]+\/api_keys$/, async (route) => {
    if (route.request().method() === 'GET') {
      return route.fulfill({ json: { keys: [...(created ? [created] : []), ...FIXED_KEYS.map(listed)] } });
    }
    const body = route.request().postDataJSON() as { name: string };
    created = {
      ...listed(FIXED_KEYS[0]!),
      id: '00000000-0000-4000-8000-00000000000c',
      name: body.name,
      prefix: SHOWN_SECRET.slice(0, 12),
      scopes: ['leads:read'],
      created_at: world.now.toISOString(),
      last_used_at: null,
    };
    return route.fulfill({ status: 201, json: { key: created, secret: SHOWN_SECRET } });
  });
}

/** The MCP address names the API's port, which changes from run to run: written as a fixed one. */
async function fixMcpAddress(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const code of Array.from(document.querySelectorAll('.api-keys-usage__address')))
      code.textContent = 'https://api.signalboard.example/mcp';
  });
}

atEachWidth((width) => {
  test(`settings-api-keys at ${width}px`, async ({ page }) => {
    await openTab(page);
    await fixMcpAddress(page);
    await photograph(page, `settings-api-keys-${width}`, { mask: varying(page), fullPage: true });
  });

  test(`settings-api-keys-empty at ${width}px`, async ({ page }) => {
    // The list answered empty in the browser: the visual world's project has keys for the picture above.
    await page.route(/\/api\/v1\/project\/[^/]+\/api_keys$/, (route) =>
      route.fulfill({ json: { keys: [] } }),
    );
    await openFrozen(page, tab(world), world.now, world.ownerToken);
    await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create API key' }).first()).toBeVisible();
    await settle(page);
    await fixMcpAddress(page);
    await photograph(page, `settings-api-keys-empty-${width}`, { fullPage: true });
  });

  test(`api-key-created at ${width}px`, async ({ page }) => {
    await answerFixedKeys(page);
    await openFrozen(page, tab(world), world.now, world.ownerToken);
    await page.getByRole('button', { name: 'Create API key' }).click();
    const form = page.getByRole('dialog', { name: 'Create an API key' });
    await form.getByRole('textbox', { name: /Name/ }).fill('Claude on Ada’s laptop');
    await form.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy your new API key' });
    await expect(dialog.getByRole('textbox', { name: 'Secret key' })).toHaveValue(SHOWN_SECRET);
    await expect(page.getByText(FIXED_KEYS[0]!.name, { exact: true })).toBeAttached();
    await settle(page);
    await fixMcpAddress(page);
    await photograph(page, `api-key-created-${width}`);
  });
});
