// Issue 11, "tests that look": every main screen at a desktop (1440x900) and a phone (390x844) width,
// photographed against a committed baseline (toHaveScreenshot, in visual.spec.ts-snapshots/), checked
// for layout faults a picture can hide (sideways scroll, grids without columns, content sticking out
// of its card: support/layout-checks.ts) and run through axe (no serious or critical violation).
//
// The pictures must be the same on every run: the world is seeded with fixed names and dates
// (support/visual-world.ts), the browser's clock is frozen at the seeding's instant, time zone and locale
// fixed, motion is reduced and animations stopped, text rendering is hinting-free greyscale (all three
// picture specs do this the same way: support/picture-conventions.ts), and what the server stamps with
// its own clock (creation dates, poll times, ids in URLs) is masked.
import type { Locator, Page } from '@playwright/test';
import { api } from '../support/api-account';
import {
  atEachWidth,
  expect,
  openFrozen,
  photograph,
  pictureBrowser,
  settle,
  test,
} from '../support/picture-conventions';
import { seedVisualWorld, type VisualWorld } from '../support/visual-world';

// Taken in the PGlite pass of `npm test` only: playwright.config.ts leaves this file out on PostgreSQL.

test.use(pictureBrowser);

type Who = 'nobody' | 'owner' | 'newcomer';

interface Screen {
  /** The picture's name: <name>-<width>.png. */
  name: string;
  who: Who;
  path: (world: VisualWorld) => string;
  /** Visible once the screen has its content (spinners are waited out as well). */
  ready: (page: Page) => Locator;
  /** What differs from run to run and is hidden in the picture. */
  mask?: (page: Page) => Locator[];
  /** How many columns the screen's data grid has at least at a desktop width (header and rows alike). */
  gridColumns?: number;
  /** What else must hold at this width, beyond the shared layout checks. */
  check?: (page: Page, width: number) => Promise<void>;
  /** What differs from run to run under something on top (a drawer): hidden, since a mask covers all. */
  hide?: string;
  /** The lead grid has smart columns: they load after its rows, and its layout is checked with them. */
  smartColumns?: boolean;
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });
/** Dates the server stamps when the seed runs (created, updated, polled): they change every run. */
const serverDates = (page: Page) => [page.locator('time')];
/** A lead's absolute date, and the overview's bars by day: the seeding's date and time of day move them. */
const leadDates = (page: Page) => [
  page.locator('.lead-detail__source time'),
  page.locator('.overview-chart'),
];
const leadsOf = (key: keyof VisualWorld['projects']) => (w: VisualWorld) =>
  `/projects/${w.projects[key]}/leads`;
const settings = (tab: string) => (w: VisualWorld) => `/projects/${w.projects.smart}/settings/${tab}`;

/** The settings show one navigation at each width: the side navigation here, the select on a phone. */
async function oneSettingsNavigation(page: Page, width: number): Promise<void> {
  const navigations = {
    side: page.getByRole('navigation', { name: 'Project settings' }),
    tabs: page.getByRole('tablist', { name: 'Settings sections' }),
    compact: page.getByRole('combobox', { name: 'Settings section' }),
  };
  const shown: string[] = [];
  for (const [name, locator] of Object.entries(navigations)) if (await locator.isVisible()) shown.push(name);
  expect.soft(shown, `settings navigations shown at ${width}px`).toEqual([width < 640 ? 'compact' : 'side']);
}

/** The sign-in page of a server without Google credentials (the e2e API has none): no Google button. */
async function signInWithoutGoogle(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: 'explore the demo' })).toBeVisible();
  await expect.soft(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
}

/**
 * On a phone the pending-invite and guest tables are cards (a row's cells stacked in a bordered box),
 * never columns clipped at the edge; on a desktop they are tables.
 */
async function teamTablesFit(page: Page, width: number): Promise<void> {
  const tables = page.locator('.team-table--cards');
  await expect(tables).toHaveCount(3);
  const problems = await tables.evaluateAll((nodes, phone) => {
    const found: string[] = [];
    for (const table of nodes as HTMLTableElement[]) {
      const name = table.querySelector('caption')?.textContent ?? 'a team table';
      const row = table.querySelector('tbody tr');
      const shape = row ? getComputedStyle(row).display : 'none';
      if (phone && shape !== 'block') found.push(`${name}: rows are "${shape}", not cards`);
      if (!phone && shape !== 'table-row') found.push(`${name}: rows are "${shape}" on a desktop`);
      const wrap = table.parentElement!;
      if (table.getBoundingClientRect().width > wrap.clientWidth + 1)
        found.push(
          `${name}: ${Math.round(table.getBoundingClientRect().width)}px wide in ${wrap.clientWidth}px`,
        );
    }
    return found;
  }, width < 600);
  expect.soft(problems, `team tables at ${width}px`).toEqual([]);
}

/** The dates the server stamps on invitations and guests (sent, expires, added). */
const teamDates = (page: Page) => [
  page.locator('.team-table td[data-label="Sent"], .team-table td[data-label="Expires"]'),
  page.locator('.team-table td[data-label="Added"]'),
];
const wizardStep = (step: number) => (w: VisualWorld) => `/projects/new/${w.projects.wizard}/step-${step}`;
const leadGrid = (page: Page) => page.getByRole('grid', { name: 'Leads' }).getByRole('row').nth(1);
/** The smart project's last smart column in the lead grid's header (hidden under the drawer's backdrop). */
const smartColumnHeader = (page: Page) =>
  page
    .getByRole('grid', { name: 'Leads', includeHidden: true })
    .getByRole('columnheader', { name: 'Has budget', includeHidden: true });

const screens: Screen[] = [
  {
    name: 'sign-in',
    who: 'nobody',
    path: () => '/sign-in',
    // The page asks the server which ways to sign in it offers before it settles.
    ready: (p) => p.getByRole('link', { name: 'explore the demo' }),
    check: signInWithoutGoogle,
  },
  { name: 'sign-up', who: 'nobody', path: () => '/sign-up', ready: (p) => p.getByLabel('E-mail') },
  {
    name: 'forgot-password',
    who: 'nobody',
    path: () => '/forgot-password',
    ready: (p) => p.getByLabel('E-mail'),
  },
  {
    name: 'home-no-organization',
    who: 'newcomer',
    path: () => '/',
    ready: (p) => p.getByLabel('Organization name'),
  },
  {
    name: 'projects',
    who: 'owner',
    path: () => '/projects',
    ready: (p) => p.getByRole('link', { name: 'Northwind CRM leads' }),
    mask: serverDates,
  },
  ...[1, 2, 3, 4, 5, 6].map((step): Screen => ({
    name: `wizard-step-${step}`,
    who: 'owner',
    path: wizardStep(step),
    ready: (p) => p.getByRole('button', { name: step === 6 ? 'Finish' : 'Continue' }),
  })),
  {
    name: 'lead-list',
    who: 'owner',
    path: leadsOf('smart'),
    ready: leadGrid,
    mask: leadDates,
    gridColumns: 8,
    smartColumns: true,
  },
  {
    name: 'lead-list-no-smart-columns',
    who: 'owner',
    path: leadsOf('plain'),
    ready: leadGrid,
    mask: leadDates,
    gridColumns: 6,
  },
  {
    name: 'empty-project',
    who: 'owner',
    path: leadsOf('empty'),
    // The empty state's heading, under the overview.
    ready: (p) => p.getByRole('main').getByRole('heading', { level: 2 }).last(),
  },
  {
    name: 'lead-drawer',
    who: 'owner',
    path: (w) => `${leadsOf('smart')(w)}?lead=${w.leadId}`,
    ready: (p) => p.getByRole('dialog').getByRole('heading').first(),
    // The overview's bars lie under the drawer, and a mask is painted over everything: hidden instead.
    mask: (p) => [p.locator('.lead-detail__source time')],
    hide: '.overview-chart',
    gridColumns: 8,
    smartColumns: true,
  },
  {
    name: 'lead-page',
    who: 'owner',
    path: (w) => `${leadsOf('smart')(w)}/${w.leadId}`,
    ready: h1(/HubSpot/),
    mask: leadDates,
  },
  {
    name: 'team',
    who: 'owner',
    path: () => '/team',
    // The guest tables load per project, after the members.
    ready: (p) => p.getByRole('table', { name: 'Pending invitations to Northwind CRM leads' }),
    mask: (p) => [...serverDates(p), ...teamDates(p)],
    check: teamTablesFit,
  },
  {
    name: 'settings-general',
    who: 'owner',
    path: settings('project'),
    check: oneSettingsNavigation,
    ready: (p) => p.getByLabel('Project name'),
    mask: serverDates,
  },
  {
    name: 'settings-business',
    who: 'owner',
    path: settings('business'),
    check: oneSettingsNavigation,
    ready: (p) => p.getByRole('tabpanel'),
  },
  {
    name: 'settings-data-sources',
    who: 'owner',
    path: settings('data-sources'),
    check: oneSettingsNavigation,
    ready: (p) => p.getByRole('tabpanel'),
    mask: serverDates,
  },
  {
    name: 'settings-lead-quality',
    who: 'owner',
    path: settings('lead-quality'),
    check: oneSettingsNavigation,
    ready: (p) => p.getByRole('heading', { name: 'How leads are scored' }),
  },
  {
    name: 'settings-notifications',
    who: 'owner',
    path: settings('notifications'),
    check: oneSettingsNavigation,
    // The Slack workspace and the webhooks load after the form.
    ready: (p) => p.getByRole('button', { name: 'Connect Slack' }),
  },
  {
    name: 'settings-integrations',
    who: 'owner',
    path: settings('integrations'),
    check: oneSettingsNavigation,
    // HubSpot has an OAuth app on this server; Pipedrive and Attio ask the owner for a token.
    ready: (p) => p.getByRole('button', { name: 'Connect HubSpot' }),
  },
  {
    name: 'settings-danger-zone',
    who: 'owner',
    path: settings('danger-zone'),
    check: oneSettingsNavigation,
    ready: (p) => p.getByRole('tabpanel'),
  },
  {
    name: 'slack-callback-error',
    who: 'nobody',
    path: () => '/slack-callback?status=error&reason=invalid_state',
    ready: h1('Slack was not connected'),
  },
  {
    name: 'staging',
    who: 'nobody',
    path: () => '/staging',
    // Every remote's manifest check has answered (none is loaded on this page).
    ready: (p) => p.getByRole('table').getByText('Compatible, not loaded yet').nth(4),
    // Release versions carry the commit, manifest addresses the servers' ports.
    mask: (p) => [
      p.locator('.sb-staging__host-version'),
      p.locator('.sb-staging__version'),
      p.locator('.sb-staging__address'),
    ],
  },
  { name: 'not-found', who: 'nobody', path: () => '/404', ready: (p) => p.getByText('404 - Page Not Found') },
  {
    name: 'internal-error',
    who: 'nobody',
    path: () => '/500',
    ready: (p) => p.getByText('500 - Internal Server Error'),
  },
  {
    name: 'unavailable',
    who: 'nobody',
    path: () => '/503',
    ready: (p) => p.getByText('503 - Service Unavailable'),
  },
];

let world: VisualWorld;

test.beforeAll(async () => {
  world = await seedVisualWorld();
});

/** Opens the screen signed in as `who`, with the clock frozen, and waits until it has settled. */
async function open(page: Page, screen: Screen): Promise<void> {
  const token =
    screen.who === 'owner' ? world.ownerToken : screen.who === 'newcomer' ? world.newcomerToken : null;
  // Opening the drawer or the page marks the lead read: every screen starts from it unread, whichever
  // ran before.
  if (screen.who === 'owner')
    await api(`/api/v1/leads/${world.projects.smart}/mark_leads_as_unread`, {
      token: world.ownerToken,
      body: { lead_ids: [world.leadId] },
    });
  await openFrozen(page, screen.path(world), world.now, token);
  await expect(screen.ready(page)).toBeVisible();
  if (screen.smartColumns) await expect(smartColumnHeader(page)).toBeAttached();
  if (screen.hide) await page.addStyleTag({ content: `${screen.hide} { visibility: hidden; }` });
  await settle(page);
}

atEachWidth((width) => {
  for (const screen of screens) {
    test(`${screen.name} at ${width}px`, async ({ page }) => {
      await open(page, screen);
      await photograph(page, `${screen.name}-${width}`, {
        // A phone shows the lead grid in two lines a row: three column tracks.
        gridColumns: screen.gridColumns && (width < 700 ? 3 : screen.gridColumns),
        check: async () => screen.check?.(page, width),
        mask: screen.mask?.(page) ?? [],
      });
    });
  }
});

// Issue 26: the drawer scrolled to a lead's notes and history. Another lead than the other screens' (whose
// drawer and page pictures must not gain notes), the second newest; its two notes are written once per
// world. Their times and the history's are the server's clock: masked.
const NOTES = [
  'Asked which plan fits a team of 12; they answer within the day.',
  'Send them the pricing page: https://northwind.example.com/pricing',
];

atEachWidth((width) => {
  test(`lead-drawer-notes at ${width}px`, async ({ page }) => {
    const project = world.projects.smart;
    const token = world.ownerToken;
    const leads = await api<{ items: { id: string }[] }>(
      `/api/v1/leads/${project}?limit=2&sort_by=date&sort_order=desc&status_config_id=all`,
      { token },
    );
    const lead = leads.items[1]!.id;
    const notes = await api<{ items: { body: string }[] }>(`/api/v1/leads/${project}/lead/${lead}/notes`, {
      token,
    });
    for (const body of NOTES)
      if (!notes.items.some((note) => note.body === body))
        await api(`/api/v1/leads/${project}/lead/${lead}/notes`, { token, body: { body } });
    await api(`/api/v1/leads/${project}/mark_leads_as_unread`, { token, body: { lead_ids: [lead] } });

    await openFrozen(page, `/projects/${project}/leads?lead=${lead}`, world.now, token);
    const notesRegion = page.getByRole('dialog').getByRole('region', { name: 'Notes' });
    await expect(notesRegion.getByText(NOTES[1]!.split(':')[0]!)).toBeVisible();
    await expect(page.getByRole('dialog').getByText(/^Signalboard found it/)).toBeVisible();
    await expect(smartColumnHeader(page)).toBeAttached();
    await settle(page);
    await notesRegion.evaluate((section) => section.scrollIntoView({ block: 'start' }));
    // The overview's bars by day (the seeding's time moves them) lie under the drawer, and a mask is
    // painted over everything: hidden instead, behind the backdrop.
    await page.addStyleTag({ content: '.overview-chart { visibility: hidden; }' });
    await photograph(page, `lead-drawer-notes-${width}`, {
      gridColumns: width < 700 ? 3 : 8,
      mask: [page.locator('.lead-notes time, .lead-history__list time')],
      check: async () => {
        // The composer fits the drawer: its button is inside the panel, nothing scrolls sideways.
        const panel = await page.locator('.lead-drawer__panel').boundingBox();
        const send = await page.getByRole('button', { name: 'Add note' }).boundingBox();
        expect
          .soft(send!.x + send!.width, `the Add note button at ${width}px`)
          .toBeLessThanOrEqual(panel!.x + panel!.width);
      },
    });
  });
});

// Issue 26: the bell's panel, open over the lead list (the owner has nothing yet: the empty state). It opens
// out of the sidebar at 1440 (over the page, never under it) and under the top bar at 390 (within the
// screen: under the bell alone it once ran off the left edge).
atEachWidth((width) => {
  test(`notifications-panel at ${width}px`, async ({ page }) => {
    await openFrozen(page, `/projects/${world.projects.plain}/leads`, world.now, world.ownerToken);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Your notifications' });
    await expect(panel.getByText(/^Nothing yet/)).toBeVisible();
    await settle(page);
    await photograph(page, `notifications-panel-${width}`, {
      mask: [page.locator('.overview-chart')],
      check: async () => {
        const box = (await panel.boundingBox())!;
        expect.soft(box.x, `the panel's left edge at ${width}px`).toBeGreaterThanOrEqual(0);
        expect.soft(box.x + box.width, `the panel's right edge at ${width}px`).toBeLessThanOrEqual(width);
        // On top everywhere: a point near its right edge (past the sidebar at 1440) is the panel's own.
        const onTop = await panel.evaluate((element) => {
          const r = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(r.right - 6, r.top + 24));
        });
        expect.soft(onTop, `the panel above the page at ${width}px`).toBe(true);
      },
    });
  });
});

// Issue 26: the team's reply speed, on the project no other picture changes. One of its leads is moved to
// a status by the owner (once per world), so the per-member table shows; every time and the bars by day
// come from the seeding's clock: masked, the layout and the words around them kept.
atEachWidth((width) => {
  test(`team-panel at ${width}px`, async ({ page }) => {
    const project = world.projects.plain;
    const token = world.ownerToken;
    const statuses = await api<{ id: string; name: string }[]>(
      `/api/v1/lead-status-configs/project/${project}`,
      { token },
    );
    const leads = await api<{ items: { id: string; status_config_id: string | null }[] }>(
      `/api/v1/leads/${project}?limit=1&sort_by=date&sort_order=desc&status_config_id=all`,
      { token },
    );
    const lead = leads.items[0]!;
    const last = statuses.at(-1)!;
    if (lead.status_config_id !== last.id)
      await api(`/api/v1/leads/${project}/update_status`, {
        token,
        body: { status_config_id: last.id, lead_ids: [lead.id] },
      });

    await openFrozen(page, `/projects/${project}/leads/team`, world.now, token);
    await expect(page.getByRole('region', { name: /^Per member/ })).toBeVisible();
    await settle(page);
    await photograph(page, `team-panel-${width}`, {
      mask: [
        page.locator('.team-speed__headline'),
        page.locator('.team-speed-chart'),
        page.locator('.team-speed-table td'),
      ],
    });
  });
});
