// Pictures of the wizard's platform and intent-signal steps for businesses the app has never seen (a
// dog-grooming salon in Manchester, a bookkeeping firm in Leeds, a PostgreSQL backup service: no seeded
// signals, the proposer's own words), with visual.spec.ts's
// conventions (same widths, frozen clock, layout checks, axe, a baseline per screen and width in
// visual-wizard.spec.ts-snapshots/). Step 5 with Hacker News and Reddit chosen: the keywords taken from
// the proposed signals, Reddit's subreddits (its keywords optional) and, on a server without a Reddit
// app, the member's notice with the variables folded under "For the administrator". Step 6 as it opens
// after Continue: the same proposal, and the note that the platforms' keywords follow the signals. The
// salon's step 5 is photographed; for the other two, step 6 (what the proposer wrote for them).
//
// The steps are longer than a screen (the platforms' settings, the reasons under Continue), so these
// pictures are of the whole page.
import { apiOrigin } from '../support/fixtures';
import { api } from '../support/api-account';
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
import { seedVisualWorld } from '../support/visual-world';

// Taken in the PGlite pass of `npm test` only, with visual.spec.ts (playwright.config.ts).

test.use(pictureBrowser);

interface NewBusiness {
  slug: string;
  owner: { email: string; first: string; last: string };
  organization: string;
  project: string;
  description: string;
  subreddits: string[];
  /** Whether step 5 is photographed too (once is enough: the platforms' settings look alike). */
  platformsPicture: boolean;
}

/** Each owner has an organization of their own; their projects appear in no other picture. */
const businesses: NewBusiness[] = [
  {
    slug: 'new-business',
    owner: { email: 'dorothy.vaughan@example.com', first: 'Dorothy', last: 'Vaughan' },
    organization: 'Paws & Suds Ltd',
    project: 'Paws & Suds Grooming',
    description:
      'Paws & Suds is a dog-grooming salon in Manchester (Didsbury): full grooms, breed cuts, puppy first ' +
      'grooms, nail clipping and de-shedding baths, with a pick-up van for dogs within five miles.',
    subreddits: ['dogs', 'manchester'],
    platformsPicture: true,
  },
  {
    slug: 'bookkeeper',
    owner: { email: 'mary.jackson@example.com', first: 'Mary', last: 'Jackson' },
    organization: 'Tally & Co',
    project: 'Tally & Co Bookkeeping',
    description:
      'Tally & Co: bookkeeping, payroll and VAT returns for sole traders, landlords and small limited ' +
      'companies in Leeds and West Yorkshire. Fixed monthly fee, Making Tax Digital ready, and we tidy up ' +
      'years of messy records before the self-assessment deadline.',
    subreddits: ['UKPersonalFinance', 'smallbusinessuk'],
    platformsPicture: false,
  },
  {
    slug: 'backup-tool',
    owner: { email: 'annie.easley@example.com', first: 'Annie', last: 'Easley' },
    organization: 'Pitr Labs',
    project: 'Pitr backups',
    description:
      'Pitr runs managed backups for self-hosted PostgreSQL: continuous WAL archiving, point-in-time ' +
      'recovery and a restore test every night, stored encrypted in your own S3 bucket. Simpler than ' +
      'running pgBackRest or Barman yourself.',
    subreddits: ['PostgreSQL', 'selfhosted'],
    platformsPicture: false,
  },
];

let now: Date;
const tokens = new Map<string, string>();

test.beforeAll(async () => {
  ({ now } = await seedVisualWorld());
  for (const business of businesses)
    tokens.set(business.slug, await accountWithOrganization(business.owner, business.organization));
});

/**
 * The business's project, new, at step 5 with its description and use case: an earlier run's copy is
 * deleted first, so its sources and signals never show.
 */
async function freshProject(business: NewBusiness, token: string): Promise<string> {
  const projects = await api<{ id: string; name: string }[]>('/api/v1/project', { token });
  for (const project of projects.filter((item) => item.name === business.project)) {
    const res = await fetch(`${apiOrigin()}/api/v1/project/${project.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`DELETE project: ${res.status} ${await res.text()}`);
  }
  const { id } = await api<{ id: string }>('/api/v1/project', {
    token,
    body: {
      name: business.project,
      business_description: business.description,
      use_case: 'lead_generation',
      wizard_step: 5,
    },
  });
  return id;
}

for (const business of businesses)
  atEachWidth((width) => {
    test(`wizard platforms and signals for ${business.project} at ${width}px`, async ({ page }) => {
      const token = tokens.get(business.slug)!;
      const projectId = await freshProject(business, token);
      await openFrozen(page, `/projects/new/${projectId}/step-5`, now, token);

      // Step 5: keywords from the proposed signals, Hacker News and Reddit chosen.
      await expect(page.getByText(/Keywords are filled in from your business description/)).toBeVisible({
        timeout: 60_000,
      });
      await page.getByRole('checkbox', { name: 'Hacker News' }).check();
      await page.getByRole('checkbox', { name: 'Reddit' }).check();
      const subreddits = page.getByRole('textbox', { name: /Subreddits/ });
      for (const subreddit of business.subreddits) {
        await subreddits.fill(subreddit);
        await subreddits.press('Enter');
      }
      await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
      if (business.platformsPicture) {
        await settle(page);
        await photograph(page, `wizard-${business.slug}-platforms-${width}`, { fullPage: true });
      }

      // Step 6: the same proposal, and the note that the platforms' keywords follow it.
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('group', { name: 'Intent signal 1' })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText(/The keywords your platforms took from the intent signals/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Finish' })).toBeEnabled();
      await settle(page);
      await photograph(page, `wizard-${business.slug}-signals-${width}`, { fullPage: true });
    });
  });
