// Pictures of a newcomer's first hour, with visual.spec.ts's conventions (same widths, frozen clock,
// layout checks, axe, a baseline per screen and width in visual-first-hour.spec.ts-snapshots/): the
// empty lead list when its sources fail (each with one short line, and once when the server is offline),
// and the project list of a new organization offering the demo project.
//
// The failing sources are the browser's copy of GET /project/{id}/data-sources, rewritten on its way in:
// real failures depend on the machine's network and on timing, pictures must not.
import type { Locator, Page } from '@playwright/test';
import {
  accountWithOrganization,
  atEachWidth,
  expect,
  openFrozen,
  photograph,
  pictureBrowser,
  settle,
  test,
} from '../support/picture-conventions';
import { seedVisualWorld, type VisualWorld } from '../support/visual-world';

// Taken in the PGlite pass of `npm test` only, with visual.spec.ts (playwright.config.ts).

test.use(pictureBrowser);

/** A member of an organization of their own that has no project yet. */
const FOUNDER = { email: 'katherine.johnson@example.com', first: 'Katherine', last: 'Johnson' };
const FOUNDER_ORGANIZATION = 'Langley Labs';

interface World extends VisualWorld {
  founderToken: string;
}

type SourceFailure = [platform: string, kind: string, lastError: string];

const dns = (who: string) =>
  `Signalboard cannot connect to ${who}: its address could not be found (no internet connection, or no such site). Signalboard tries again at the next poll; if it keeps failing, check this server's network access.`;

const mixedFailures: SourceFailure[] = [
  [
    'hackernews',
    'timeout',
    'Hacker News did not answer within 10 s. It may be slow or down; Signalboard tries again at the next poll.',
  ],
  [
    'reddit',
    'refused',
    'Reddit refused the request, the public feed included (HTTP 403). Since 2026 Reddit needs an approved API app: set REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET on the server (see the README).',
  ],
  ['rss', 'network', dns('the feed at example.com')],
];

const offline: SourceFailure[] = [
  ['hackernews', 'network', dns('Hacker News')],
  ['reddit', 'network', dns('Reddit')],
  ['stackexchange', 'network', dns('Stack Exchange')],
];

/** The sources as the API presents them, failing since before the frozen clock, due again "in a moment". */
function failingSources(world: World, failures: SourceFailure[]) {
  const at = (minutes: number) => new Date(world.now.getTime() + minutes * 60_000).toISOString();
  return failures.map(([platform, kind, lastError]) => ({
    platform,
    enabled: true,
    settings: {},
    last_polled_at: at(-2),
    last_success_at: null,
    last_error: lastError,
    last_error_kind: kind,
    items_seen: 0,
    poll_interval_seconds: 300,
    poll_interval_is_default: true,
    next_poll_at: at(-1),
    consecutive_failures: 3,
  }));
}

interface Screen {
  name: string;
  token: (world: World) => string;
  path: (world: World) => string;
  /** Replaces the project's data sources the browser receives. */
  failures?: SourceFailure[];
  ready: (page: Page) => Locator;
}

const emptyLeads = (w: World) => `/projects/${w.projects.empty}/leads`;

const screens: Screen[] = [
  {
    name: 'lead-list-sources-failing',
    token: (w) => w.ownerToken,
    path: emptyLeads,
    failures: mixedFailures,
    ready: (p) => p.getByRole('list', { name: 'Failing data sources' }),
  },
  {
    name: 'lead-list-offline',
    token: (w) => w.ownerToken,
    path: emptyLeads,
    failures: offline,
    ready: (p) => p.getByRole('heading', { name: 'No source could be read' }),
  },
  {
    name: 'projects-demo-action',
    token: (w) => w.founderToken,
    path: () => '/projects',
    ready: (p) => p.getByRole('link', { name: 'Open the demo project' }),
  },
];

let world: World;

test.beforeAll(async () => {
  const visual = await seedVisualWorld();
  world = { ...visual, founderToken: await accountWithOrganization(FOUNDER, FOUNDER_ORGANIZATION) };
});

async function open(page: Page, screen: Screen): Promise<void> {
  const failures = screen.failures;
  if (failures) {
    await page.route(/\/api\/v1\/project\/[^/]+\/data-sources$/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, json: failingSources(world, failures) });
    });
  }
  await openFrozen(page, screen.path(world), world.now, screen.token(world));
  await expect(screen.ready(page)).toBeVisible();
  await settle(page);
}

atEachWidth((width) => {
  for (const screen of screens) {
    test(`${screen.name} at ${width}px`, async ({ page }) => {
      await open(page, screen);
      await photograph(page, `${screen.name}-${width}`);
    });
  }
});
