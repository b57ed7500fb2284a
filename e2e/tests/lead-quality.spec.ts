// Issue 12: the Lead quality tab of a project with leads. The Stricter / Looser control previews how
// many of the last 30 days' leads a threshold keeps (the same count the API's histogram gives), Save
// changes the project's lead threshold, and a reload shows the saved one. Measured precision counts the
// team's verdicts (how many so far under 10; the share of good ones from 10), and from 10 verdicts the
// preview says what the threshold would have done to the judged leads. Checked at a desktop and a
// phone width with axe (no serious or critical findings); the screens are kept with the test output.
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { expect, hostOrigin, test } from '../support/fixtures';
import { api, leadProject } from '../support/lead-project';

interface LeadQuality {
  lead_threshold: number;
  recent: { days: number; total: number; score_histogram: number[] };
  judged: { total: number; good: number; not_good: number; good_scores: number[]; not_good_scores: number[] };
}

const sumFrom = (histogram: number[], threshold: number) =>
  histogram.slice(threshold).reduce((sum, n) => sum + n, 0);
const keptAt = (quality: LeadQuality, threshold: number) =>
  sumFrom(quality.recent.score_histogram, threshold);

/** The preview's sentence on judged leads at `threshold`, as the tab words it. */
function judgedSentence({ judged }: LeadQuality, threshold: number): string {
  const good = sumFrom(judged.good_scores, threshold);
  const not = sumFrom(judged.not_good_scores, threshold);
  const kept = good + not;
  const start = `Of the last ${judged.total} leads you judged,`;
  if (kept === 0) return `${start} none scores ${threshold} or more.`;
  const share = Math.round((good / kept) * 100);
  return `${start} ${kept} ${kept === 1 ? 'scores' : 'score'} ${threshold} or more: ${good} good, ${not} not (${share} %).`;
}

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
  // A desktop's one navigation is the side navigation; the current section is marked in it.
  const section = page
    .getByRole('navigation', { name: 'Project settings' })
    .getByRole('link', { name: /^Lead quality/ });
  await expect(section).toHaveAttribute('aria-current', 'page');
  // No triage yet: the page says how to start, and there is no precision to measure.
  await expect(page.getByRole('heading', { name: 'No triage yet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Measured precision' })).toBeVisible();
  await expect(page.getByText('No lead has been judged yet.')).toBeVisible();
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

  // A phone: the compact navigation (its one navigation) names the section, nothing overflows.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Settings section' })).toHaveValue(/lead-quality/);
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
  // Five verdicts: counted, but too few for a share (and none in the threshold's preview).
  await expect(page.getByText('5 leads judged so far: 3 good, 2 not a lead.')).toBeVisible();
  await expect(page.getByText(/leads you judged, \d+ score/)).toHaveCount(0);
  const reasons = page.getByRole('list', { name: 'Reasons given for Not a lead' });
  await expect(reasons.getByRole('listitem')).toHaveText([/^Wrong buyer1/, /^Job post1/]);
  await page.getByText('Week by week, as a table').click();
  await expect(page.getByRole('table', { name: 'All leads: leads per week' })).toBeVisible();
  await checkScreen(page, 'lead-quality-triaged-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await checkScreen(page, 'lead-quality-triaged-1440');

  // Seven more marked good at once (the list's bulk action): twelve verdicts, 10 good. The share shows,
  // and the preview says what the saved threshold, then a stricter one, does to those twelve.
  const more = (await (
    await api(page.request, token, 'GET', `/api/v1/leads/${projectId}?limit=20&status_config_id=all`)
  ).json()) as { items: { id: string; verdict: string | null }[] };
  const open = more.items.filter((lead) => lead.verdict === null).slice(0, 7);
  expect(open, 'the sample feed gave at least 12 leads').toHaveLength(7);
  await api(page.request, token, 'POST', `/api/v1/leads/${projectId}/update_verdict`, {
    verdict: 'good',
    lead_ids: open.map((lead) => lead.id),
  });
  const judged = (await (
    await api(page.request, token, 'GET', `/api/v1/project/${projectId}/lead-quality`)
  ).json()) as LeadQuality;
  expect(judged.judged).toMatchObject({ total: 12, good: 10, not_good: 2 });
  await page.reload();
  await expect(page.getByText('Of the last 12 leads you judged, 10 were good (83 %).')).toBeVisible();
  const onJudged = page.getByText(/^Of the last 12 leads you judged, (\d+ scores?|none scores) /);
  await expect(onJudged).toHaveText(judgedSentence(judged, stricter + 1));
  await page.getByRole('button', { name: 'Stricter' }).click();
  const higher = stricter + 6;
  const dropped = (histogram: number[]) => sumFrom(histogram, stricter + 1) - sumFrom(histogram, higher);
  const goodDropped = dropped(judged.judged.good_scores);
  const notDropped = dropped(judged.judged.not_good_scores);
  await expect(onJudged).toHaveText(
    `${judgedSentence(judged, higher)} Compared with the saved ${stricter + 1}, it would have dropped ` +
      (goodDropped + notDropped === 0
        ? 'none of them.'
        : `${goodDropped} good ${goodDropped === 1 ? 'lead' : 'leads'} and ${notDropped} not.`),
  );
  // The slider's description carries it, for a screen reader moving the slider.
  await expect(page.getByRole('slider', { name: 'Lead threshold' })).toHaveAccessibleDescription(
    new RegExp(`Of the last 12 leads you judged, .* ${higher} or more`),
  );
  await checkScreen(page, 'lead-quality-judged-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await checkScreen(page, 'lead-quality-judged-390');
});
