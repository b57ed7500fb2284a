// Issue 27: leads into the CRM, end to end against a local HubSpot (support/crm-workspace.ts, HubSpot's wire
// format). A member connects HubSpot from Settings → Integrations through the real OAuth redirect (the
// consent page, the API's callback, /crm-callback), sends a lead from the drawer (the first push shows what
// arrives), sees "In HubSpot"; turns the push rule on and marks a lead Good lead, which HubSpot then holds;
// and when HubSpot revokes the token, the card says why pushes stopped and Reconnect mends it, after which
// the lead that waited arrives. Pictures at 1440 and 390 px, no sideways scroll, axe without serious issues.
import type { Page, TestInfo } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { hubspotState, revokeHubSpot } from '../support/crm-workspace';
import { expect, extraOrigins, hostOrigin, test } from '../support/fixtures';
import { api, leadProject } from '../support/lead-project';
import { horizontalScroll } from '../support/layout-checks';

test.describe.configure({ timeout: 150_000 });

// The browser visits the local HubSpot's consent page: one of the suite's own origins.
const crmOrigin = process.env.E2E_CRM_ORIGIN!;
if (!extraOrigins.includes(crmOrigin)) extraOrigins.push(crmOrigin);

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function pictures(page: Page, testInfo: TestInfo, name: string) {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    expect(await horizontalScroll(page), `${name} at ${size.width} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(WIDE);
}

/** HubSpot's notes that name this lead (its link in the app). */
async function notesOf(projectId: string, leadId: string) {
  const marker = `/projects/${projectId}/leads/${leadId}`;
  return (await hubspotState()).notes.filter((note) => (note.properties.hs_note_body ?? '').includes(marker));
}

async function leadIds(
  page: Page,
  token: string,
  projectId: string,
): Promise<{ id: string; title: string }[]> {
  const res = await api(page.request, token, 'GET', `/api/v1/leads/${projectId}?limit=5`);
  const body = (await res.json()) as { items: { id: string; post: { title: string | null } }[] };
  return body.items.map((item) => ({ id: item.id, title: item.post.title ?? '' }));
}

test('connect HubSpot by OAuth, send a lead from the drawer, push by rule, and mend a revoked token', async ({
  page,
}, testInfo) => {
  const project = await leadProject(page, 'crm');
  const integrations = `${hostOrigin()}/projects/${project.projectId}/settings/integrations`;

  // Connect: the consent page sends the browser back through the API to /crm-callback, then to the tab.
  await page.goto(integrations);
  const card = page.getByRole('region', { name: 'HubSpot' });
  await expect(card.getByText('Not connected', { exact: true }).first()).toBeVisible();
  await pictures(page, testInfo, 'integrations-empty');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Connect HubSpot' }).click();
  await expect(page).toHaveURL(integrations, { timeout: 20_000 });
  await expect(card.getByText('Connected', { exact: true }).first()).toBeVisible();
  await pictures(page, testInfo, 'integrations-connected');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Send the first lead from its drawer: the mapping is shown first, then "In HubSpot".
  const [first, second, third] = await leadIds(page, project.token, project.projectId);
  await page.goto(`${project.leadsUrl}?lead=${first!.id}`);
  await page.getByRole('button', { name: 'Send to HubSpot' }).click();
  const preview = page.getByRole('dialog', { name: 'Send to HubSpot: what arrives' });
  await expect(preview).toBeVisible();
  await pictures(page, testInfo, 'send-preview');
  await preview.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('link', { name: /In HubSpot/ })).toBeVisible({ timeout: 20_000 });
  expect(await notesOf(project.projectId, first!.id)).toHaveLength(1);
  await pictures(page, testInfo, 'lead-in-hubspot');

  // The push rule on Good lead, saved in the tab; a lead marked Good from the list reaches HubSpot.
  await page.goto(integrations);
  await card.getByRole('switch', { name: 'Push rule for HubSpot' }).click();
  await card.getByRole('checkbox', { name: 'When a lead is marked Good lead' }).check();
  await card.getByRole('button', { name: 'Save HubSpot settings' }).click();
  await expect(card.getByText(/saved/i).first()).toBeVisible();
  await page.goto(project.leadsUrl);
  await expect(page.getByRole('button', { name: `Actions for “${second!.title}”` })).toBeAttached();
  await pictures(page, testInfo, 'list-with-crm');
  await page.getByRole('button', { name: `Good lead: “${second!.title}”` }).click();
  await expect
    .poll(async () => (await notesOf(project.projectId, second!.id)).length, { timeout: 20_000 })
    .toBe(1);

  // HubSpot drops the token: the next push breaks the connection, with the fix on the card.
  await revokeHubSpot();
  await api(
    page.request,
    project.token,
    'POST',
    `/api/v1/leads/${project.projectId}/lead/${third!.id}/crm_push`,
    {
      provider: 'hubspot',
    },
  );
  await page.goto(integrations);
  const stopped = card.getByRole('group', { name: 'Pushes to HubSpot stopped' });
  await expect(stopped).toBeVisible({ timeout: 20_000 });
  await pictures(page, testInfo, 'integrations-broken');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await stopped.getByRole('button', { name: 'Reconnect HubSpot' }).click();
  await expect(page).toHaveURL(integrations, { timeout: 20_000 });
  await expect(stopped).toBeHidden();
  await expect
    .poll(async () => (await notesOf(project.projectId, third!.id)).length, { timeout: 20_000 })
    .toBe(1);
  // Each lead once.
  expect((await notesOf(project.projectId, first!.id)).length).toBe(1);
  expect((await notesOf(project.projectId, second!.id)).length).toBe(1);
});
