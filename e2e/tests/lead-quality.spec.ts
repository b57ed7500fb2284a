// Issue 12: the Lead quality tab of a project with leads. The Stricter / Looser control previews how
// many of the last 30 days' leads a threshold keeps (the same count the API's histogram gives), Save
// changes the project's lead threshold, and a reload shows the saved one. Checked at a desktop and a
// phone width with axe (no serious or critical findings); the screens are kept with the test output.
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { expect, hostOrigin, test } from '../support/fixtures';
import { api, leadProject } from '../support/lead-project';

interface LeadQuality {
  lead_threshold: number;
  recent: { days: number; total: number; score_histogram: number[] };
}

const keptAt = (quality: LeadQuality, threshold: number) =>
  quality.recent.score_histogram.slice(threshold).reduce((sum, n) => sum + n, 0);

async function checkScreen(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: 'How leads are scored' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('Lead quality: the threshold preview follows the control, Save keeps it over a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { projectId, token } = await leadProject(page, 'quality');
  const quality = (await (
    await api(page.request, token, 'GET', `/api/v1/project/${projectId}/lead-quality`)
  ).json()) as LeadQuality;
  expect(quality.recent.total, 'the sample feed gave leads in the last 30 days').toBeGreaterThan(0);
  const saved = quality.lead_threshold;
  const url = `${hostOrigin()}/projects/${projectId}/settings/lead-quality`;

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(url);
  const tab = page
    .getByRole('tablist', { name: 'Settings sections' })
    .getByRole('tab', { name: 'Lead quality' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // No triage yet: the page says how to start.
  await expect(page.getByRole('heading', { name: 'No triage yet' })).toBeVisible();
  const preview = page.getByText(/would remain at \d+\./);
  const total = quality.recent.total;
  const sentence = (t: number) =>
    `${keptAt(quality, t)} of the last 30 days’ ${total} leads would remain at ${t}.`;
  await expect(preview).toHaveText(sentence(saved));
  await checkScreen(page, 'lead-quality-1440');

  // Stricter twice: +10, previewed at once, nothing saved yet.
  await page.getByRole('button', { name: 'Stricter' }).click();
  await page.getByRole('button', { name: 'Stricter' }).click();
  const stricter = saved + 10;
  await expect(preview).toHaveText(sentence(stricter));
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  // The slider from the keyboard moves it one point.
  await page.getByRole('slider', { name: 'Lead threshold' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(preview).toHaveText(sentence(stricter + 1));

  await page.getByRole('button', { name: 'Save threshold' }).click();
  await expect(page.getByText('Lead threshold saved').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('slider', { name: 'Lead threshold' })).toHaveValue(String(stricter + 1));
  await expect(preview).toHaveText(sentence(stricter + 1));
  const project = (await (await api(page.request, token, 'GET', `/api/v1/project/${projectId}`)).json()) as {
    lead_threshold: number;
  };
  expect(project.lead_threshold).toBe(stricter + 1);

  // A phone: the tab bar scrolls to the tab, the compact navigation names it, nothing overflows.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Settings section' })).toHaveValue(/lead-quality/);
  await expect(tab).toBeInViewport();
  await checkScreen(page, 'lead-quality-390');

  // Triage five leads (the verdict API the lead list's buttons call): the figures replace the empty state.
  const list = (await (
    await api(page.request, token, 'GET', `/api/v1/leads/${projectId}?limit=5&status_config_id=all`)
  ).json()) as { items: { id: string; platform: string }[] };
  const verdicts = [
    { verdict: 'good' },
    { verdict: 'good' },
    { verdict: 'good' },
    { verdict: 'not_lead', reason: 'job_post' },
    { verdict: 'not_lead', reason: 'wrong_buyer' },
  ];
  for (const [index, lead] of list.items.entries())
    await api(
      page.request,
      token,
      'POST',
      `/api/v1/leads/${projectId}/lead/${lead.id}/verdict`,
      verdicts[index],
    );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No triage yet' })).toHaveCount(0);
  const reasons = page.getByRole('list', { name: 'Reasons given for Not a lead' });
  await expect(reasons.getByRole('listitem')).toHaveText([/^Wrong buyer1/, /^Job post1/]);
  await page.getByText('Week by week, as a table').click();
  await expect(page.getByRole('table', { name: 'All leads: leads per week' })).toBeVisible();
  await checkScreen(page, 'lead-quality-triaged-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await checkScreen(page, 'lead-quality-triaged-1440');
});
