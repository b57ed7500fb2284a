import { screen, waitFor, within } from '@testing-library/react';
import { errorReply, findAlert } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { testGroup, testHistogram, testJudged, testLeadQuality } from '../../../testing/lead-quality-routes';
import { withSettingsApi } from '../../../testing/settings-api';

const api = withSettingsApi();

async function openLeadQuality() {
  const result = renderApp('/projects/p1/settings/lead-quality');
  await screen.findByRole('heading', { name: 'Stricter or looser' });
  return result;
}

const slider = () => screen.getByRole('slider', { name: 'Lead threshold' });
const preview = () => screen.getByText(/would remain at|No leads in the last/);
const lastPatch = () =>
  api()
    .requests.filter((r) => r.method === 'PATCH')
    .at(-1)?.body;

/** A project the team has triaged: two signals, two sources, a few rejections. */
function triaged() {
  api().state.leadQuality = testLeadQuality({
    totals: testGroup({ 10: [6, 3, 2], 11: [4, 1, 1] }),
    by_signal: [
      { id: 's1', name: 'Asks for a CRM', ...testGroup({ 10: [5, 3, 1], 11: [3, 1, 0] }) },
      { id: 's2', name: 'Leaving HubSpot', ...testGroup({ 10: [1, 0, 1], 11: [1, 0, 1] }) },
    ],
    by_source: [
      { platform: 'reddit', ...testGroup({ 10: [4, 3, 0], 11: [3, 1, 0] }) },
      { platform: 'hackernews', ...testGroup({ 10: [2, 0, 2], 11: [1, 0, 1] }) },
    ],
    rejection_reasons: [
      { reason: 'no_buying_intent', count: 1 },
      { reason: 'wrong_buyer', count: 0 },
      { reason: 'vendor_or_self_promotion', count: 0 },
      { reason: 'job_post', count: 2 },
      { reason: 'other_meaning', count: 0 },
      { reason: 'other', count: 0 },
    ],
    recent: { days: 30, total: 10, score_histogram: testHistogram({ 40: 2, 50: 3, 60: 3, 80: 2 }) },
  });
}

describe('the Lead quality tab', () => {
  it('is a settings tab after Data Sources', async () => {
    await openLeadQuality();
    const tabs = () =>
      within(screen.getByRole('tablist', { name: 'Settings sections' }))
        .getAllByRole('tab')
        .map((t) => t.textContent);
    // Integrations and API keys (members only) join once the caller's role on the project is known.
    await waitFor(() =>
      expect(tabs()).toEqual([
        'General',
        'Business',
        'Data Sources',
        'Lead quality',
        'Notifications',
        'Integrations',
        'API keys',
        'Danger Zone',
      ]),
    );
    expect(screen.getByRole('tab', { name: 'Lead quality', selected: true })).toBeVisible();
  });

  it('tells a project with no triage yet how to start, and what it does', async () => {
    await openLeadQuality();
    expect(screen.getByRole('heading', { name: 'No triage yet' })).toBeVisible();
    expect(screen.getByText(/Each judgement teaches this project’s scorer/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the lead list' })).toHaveAttribute(
      'href',
      '/projects/p1/leads',
    );
    expect(screen.queryByRole('heading', { name: 'By intent signal' })).not.toBeInTheDocument();
    expect(preview()).toHaveTextContent('No leads in the last 30 days to preview with yet.');
    const precision = screen.getByRole('heading', { name: 'Measured precision' }).closest('section')!;
    expect(within(precision).getByText('No lead has been judged yet.')).toBeVisible();
    expect(within(precision).getByText(/Mark leads Good lead or Not a lead in the lead list/)).toBeVisible();
    expect(screen.queryByText(/leads you judged, \d+ score/)).not.toBeInTheDocument();
  });

  it('shows triage per signal, per source, week by week and the reasons', async () => {
    triaged();
    const { user } = await openLeadQuality();
    const bySignal = screen.getByRole('table', { name: 'Triage by intent signal, last 12 weeks' });
    const crm = within(bySignal).getByRole('row', { name: /Asks for a CRM/ });
    expect(
      within(crm)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['8', '4', '1', '80 %']);
    const bySource = screen.getByRole('table', { name: 'Triage by source, last 12 weeks' });
    expect(within(bySource).getByRole('row', { name: /Hacker News/ })).toHaveTextContent('0 %');

    // The chart's figures as a table, for the series chosen.
    await user.click(screen.getByText('Week by week, as a table'));
    const weekly = () => screen.getByRole('table', { name: /leads per week/ });
    expect(within(weekly()).getAllByRole('row')).toHaveLength(13);
    expect(within(weekly()).getByRole('row', { name: /17 Mar/ })).toHaveTextContent('17 Mar632');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Source: Hacker News');
    expect(weekly()).toHaveAccessibleName('Source: Hacker News: leads per week');
    expect(within(weekly()).getByRole('row', { name: /17 Mar/ })).toHaveTextContent('17 Mar202');

    const reasons = screen.getByRole('list', { name: 'Reasons given for Not a lead' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Job post2 of 3', 'No buying intent1 of 3']);
  });

  // Fifteen clicks and a save: more than the default 5 s on a loaded machine.
  it('previews the threshold live with Stricter and Looser, and saves it', { timeout: 20_000 }, async () => {
    triaged();
    const { user } = await openLeadQuality();
    expect(slider()).toHaveValue('50');
    expect(preview()).toHaveTextContent('8 of the last 30 days’ 10 leads would remain at 50.');
    expect(screen.getByRole('button', { name: 'Save threshold' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Stricter' }));
    await user.click(screen.getByRole('button', { name: 'Stricter' }));
    expect(slider()).toHaveValue('60');
    expect(preview()).toHaveTextContent('5 of the last 30 days’ 10 leads would remain at 60.');
    expect(screen.getByText(/Stricter: new posts need a score of 60 or more/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Looser' }));
    await user.click(screen.getByRole('button', { name: 'Looser' }));
    await user.click(screen.getByRole('button', { name: 'Looser' }));
    expect(preview()).toHaveTextContent('8 of the last 30 days’ 10 leads would remain at 45.');
    expect(screen.getByText(/Looser: new posts scoring from 45 become leads too/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Stricter' }));
    await user.click(screen.getByRole('button', { name: 'Stricter' }));
    await user.click(screen.getByRole('button', { name: 'Stricter' }));
    await user.click(screen.getByRole('button', { name: 'Stricter' }));
    await user.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByText('Lead threshold saved')).toBeInTheDocument();
    expect(lastPatch()).toEqual({ lead_threshold: 65 });
    await waitFor(() => expect(screen.getByText(/Saved: 65\./)).toBeVisible());
    expect(slider()).toHaveValue('65');
    expect(screen.getByRole('button', { name: 'Save threshold' })).toBeDisabled();
  });

  it('says how many leads are judged below 10, with no share', async () => {
    triaged();
    api().state.leadQuality.judged = testJudged({ 70: 6 }, { 30: 3 });
    await openLeadQuality();
    const precision = screen.getByRole('heading', { name: 'Measured precision' }).closest('section')!;
    expect(within(precision).getByText('9 leads judged so far: 6 good, 3 not a lead.')).toBeVisible();
    expect(within(precision).queryByText(/%/)).not.toBeInTheDocument();
    expect(screen.queryByText(/leads you judged, \d+ score/)).not.toBeInTheDocument();
  });

  it('measures precision from the last verdicts, and shows what the threshold does to them', async () => {
    triaged();
    // 41 good (33 at 70, 5 at 55, 3 at 45), 9 not (2 at 65, 7 at 30).
    api().state.leadQuality.judged = testJudged({ 45: 3, 55: 5, 70: 33 }, { 30: 7, 65: 2 });
    const { user } = await openLeadQuality();
    const precision = screen.getByRole('heading', { name: 'Measured precision' }).closest('section')!;
    expect(
      within(precision).getByText('Of the last 50 leads you judged, 41 were good (82 %).'),
    ).toBeVisible();
    expect(within(precision).getByText(/^9 were marked Not a lead\./)).toBeVisible();

    const judged = () => screen.getByText(/^Of the last 50 leads you judged, \d+ score/);
    expect(judged()).toHaveTextContent(
      'Of the last 50 leads you judged, 40 score 50 or more: 38 good, 2 not (95 %).',
    );
    await user.click(screen.getByRole('button', { name: 'Stricter' }));
    await user.click(screen.getByRole('button', { name: 'Stricter' }));
    const stricter =
      'Of the last 50 leads you judged, 35 score 60 or more: 33 good, 2 not (94 %). ' +
      'Compared with the saved 50, it would have dropped 5 good leads and 0 not.';
    expect(judged()).toHaveTextContent(stricter);
    // Part of the slider's description, with the 30 days' preview (read out as the slider moves). The
    // description keeps the no-break space that holds "%" to its number.
    expect(slider()).toHaveAccessibleDescription(expect.stringContaining(stricter.replace(' %', '\u00a0%')));
    expect(slider()).toHaveAccessibleDescription(expect.stringContaining('would remain at 60.'));
    for (let press = 0; press < 5; press += 1)
      await user.click(screen.getByRole('button', { name: 'Looser' }));
    expect(judged()).toHaveTextContent(
      'Of the last 50 leads you judged, 43 score 35 or more: 41 good, 2 not (95 %). ' +
        'Compared with the saved 50, it would have let in 3 more: 3 good, 0 not.',
    );
  });

  it('shows a refused save above Save and keeps the choice', async () => {
    triaged();
    const { user } = await openLeadQuality();
    api().route('PATCH /api/v1/project/:id', () =>
      errorReply(403, 'PROJECT_MEMBERS_ONLY', 'Only members of the organization can change this project.'),
    );
    await user.click(screen.getByRole('button', { name: 'Stricter' }));
    await user.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(
      await screen.findByText('Only members of the organization can change this project.'),
    ).toBeVisible();
    expect(slider()).toHaveValue('55');
  });

  it('says what runs locally and how to add an LLM, or which model is configured', async () => {
    await openLeadQuality();
    const card = screen.getByRole('heading', { name: 'How leads are scored' }).closest('section')!;
    expect(within(card).getByText(/a learned model \(version 1\)/)).toBeVisible();
    expect(within(card).getByText(/No post leaves the server/)).toBeVisible();
    expect(within(card).getByText('No AI model is configured.')).toBeVisible();
    expect(within(card).getByText(/LLM_BASE_URL=http:\/\/localhost:11434\/v1/)).toBeVisible();
    expect(within(card).getByText(/llama.cpp/)).toBeVisible();
  });

  it('names the configured model', async () => {
    api().state.leadQuality = testLeadQuality({
      scoring: {
        local_model: { kind: 'rules', version: null, encoder: null, trained_on: [], embeddings: false },
        llm: { configured: true, model: 'gpt-4o-mini' },
      },
    });
    await openLeadQuality();
    const card = screen.getByRole('heading', { name: 'How leads are scored' }).closest('section')!;
    expect(within(card).getByText('gpt-4o-mini')).toBeVisible();
    expect(within(card).getByText(/scored on this server by rules/)).toBeVisible();
    expect(within(card).queryByText(/LLM_BASE_URL/)).not.toBeInTheDocument();
  });

  it('offers Try again when the figures cannot load', async () => {
    api().route('GET /api/v1/project/:id/lead-quality', () =>
      errorReply(403, 'PROJECT_MEMBERS_ONLY', 'Only members of the organization can see this.'),
    );
    renderApp('/projects/p1/settings/lead-quality');
    await findAlert('We could not load the lead quality. Only members of the organization can see this.');
    expect(screen.getByRole('button', { name: /Try again/ })).toBeVisible();
  });
});
