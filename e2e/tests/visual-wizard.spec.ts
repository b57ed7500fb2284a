// Pictures of the wizard's platform and intent-signal steps for a business the app has never seen (a
// dog-grooming salon in Manchester: no seeded signals, the proposer's own words), with visual.spec.ts's
// conventions (same widths, frozen clock, layout checks, axe, a baseline per screen and width in
// visual-wizard.spec.ts-snapshots/). Step 5 with Hacker News and Reddit chosen: the keywords taken from
// the proposed signals, Reddit's subreddits (its keywords optional) and, on a server without a Reddit
// app, the member's notice with the variables folded under "For the administrator". Step 6 as it opens
// after Continue: the same proposal, and the note that the platforms' keywords follow the signals.
//
// The steps are longer than a screen (the platforms' settings, the reasons under Continue), so these
// pictures are of the whole page.
import { test, expect, apiOrigin } from '../support/fixtures';
import { api } from '../support/api-account';
import {
  accountWithOrganization,
  atEachWidth,
  openFrozen,
  photograph,
  pictureBrowser,
  settle,
} from '../support/picture-conventions';
import { seedVisualWorld } from '../support/visual-world';

// Taken in the PGlite pass of `npm test` only, with visual.spec.ts (playwright.config.ts).

test.use(pictureBrowser);

/** A salon owner with an organization of her own; her projects appear in no other picture. */
const GROOMER = { email: 'dorothy.vaughan@example.com', first: 'Dorothy', last: 'Vaughan' };
const GROOMER_ORGANIZATION = 'Paws & Suds Ltd';
const PROJECT = 'Paws & Suds Grooming';
const DESCRIPTION =
  'Paws & Suds is a dog-grooming salon in Manchester (Didsbury): full grooms, breed cuts, puppy first ' +
  'grooms, nail clipping and de-shedding baths, with a pick-up van for dogs within five miles.';

let now: Date;
let token: string;

test.beforeAll(async () => {
  ({ now } = await seedVisualWorld());
  token = await accountWithOrganization(GROOMER, GROOMER_ORGANIZATION);
});

/**
 * The salon's project, new, at step 5 with its description and use case: an earlier run's copy is
 * deleted first, so its sources and signals never show.
 */
async function freshProject(): Promise<string> {
  const projects = await api<{ id: string; name: string }[]>('/api/v1/project', { token });
  for (const project of projects.filter((item) => item.name === PROJECT)) {
    const res = await fetch(`${apiOrigin()}/api/v1/project/${project.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`DELETE project: ${res.status} ${await res.text()}`);
  }
  const { id } = await api<{ id: string }>('/api/v1/project', {
    token,
    body: { name: PROJECT, business_description: DESCRIPTION, use_case: 'lead_generation', wizard_step: 5 },
  });
  return id;
}

atEachWidth((width) => {
  test(`wizard platforms and signals for a new business at ${width}px`, async ({ page }) => {
    const projectId = await freshProject();
    await openFrozen(page, `/projects/new/${projectId}/step-5`, now, token);

    // Step 5: keywords from the proposed signals, Hacker News and Reddit chosen.
    await expect(page.getByText(/Keywords are filled in from your business description/)).toBeVisible({
      timeout: 60_000,
    });
    await page.getByRole('checkbox', { name: 'Hacker News' }).check();
    await page.getByRole('checkbox', { name: 'Reddit' }).check();
    const subreddits = page.getByRole('textbox', { name: /Subreddits/ });
    await subreddits.fill('dogs');
    await subreddits.press('Enter');
    await subreddits.fill('manchester');
    await subreddits.press('Enter');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await settle(page);
    await photograph(page, `wizard-new-business-platforms-${width}`, { fullPage: true });

    // Step 6: the same proposal, and the note that the platforms' keywords follow it.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('group', { name: 'Intent signal 1' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/The keywords your platforms took from the intent signals/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Finish' })).toBeEnabled();
    await settle(page);
    await photograph(page, `wizard-new-business-signals-${width}`, { fullPage: true });
  });
});
