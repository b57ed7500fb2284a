// The lead's own page: the post as inert text with the matched terms marked, a safe source link,
// every signal with its score and why, smart column answers, and the triage controls (status, star)
// calling the API; a lead that fails to load can be retried; "Back to leads" keeps the filter.
import { screen, waitFor, within } from '@testing-library/react';
import { errorReply } from '@signalboard/shared/testing';
import { manageColumn, manageStatus } from '../../../testing/manage-routes';
import { renderApp } from '../../../testing/render-app';
import { columnId, leadId, listLead, PROJECT, statusId, withDetailApi } from './detail-api';

const api = withDetailApi();
// The page is a lazy chunk: the first test to open it waits while it is transformed.
const slow = { timeout: 15_000 };
const pageOf = (n: number, search = '') => `/projects/${PROJECT}/leads/${leadId(n)}${search}`;

const hostile = listLead(leadId(1), {
  score: 82,
  read: true,
  status_config_id: statusId(1),
  post: {
    ...listLead(leadId(1)).post,
    title: 'Need a CRM <b>now</b>',
    body: 'Looking for a CRM.\n\n<script>alert(1)</script>\nSecond line <img src=x onerror="alert(2)">',
    url: 'javascript:alert(3)',
    author: 'dana',
    community: 'r/agency',
    metadata: { points: 1234, num_comments: 56, tags: ['sales', 'crm'] },
  },
  matches: [
    {
      intent_signal_id: '30000000-0000-4000-8000-000000000001',
      intent_signal_name: 'Asking for a CRM',
      score: 82,
      explanation: {
        source: 'llm',
        terms: ['crm'],
        phrases: [],
        cues: ['looking for'],
        negatives: ['hiring'],
        reason: 'They ask which CRM to pick.',
        local_score: 64,
      },
    },
  ],
  smart_values: [
    { smart_column_id: columnId(1), bool_value: true, text_value: null, source: 'local', stale: false },
    { smart_column_id: columnId(2), bool_value: null, text_value: 'HubSpot', source: 'llm', stale: true },
  ],
});

function seed() {
  const state = api().state;
  state.leads = [hostile];
  state.statuses = [manageStatus(statusId(1), 'New', 0), manageStatus(statusId(2), 'Contacted', 1)];
  state.smartColumns = [
    manageColumn(columnId(1), 'Agency?'),
    manageColumn(columnId(2), 'Competitor', { kind: 'text', position: 1 }),
  ];
}

describe("a lead's page", () => {
  it('renders the untrusted post as text, marks the terms, and never links a javascript: URL', async () => {
    seed();
    const { container } = renderApp(pageOf(1));
    const title = await screen.findByRole('heading', { level: 1, name: 'Need a CRM <b>now</b>' }, slow);
    expect(within(title).getByText('CRM', { selector: 'mark' })).toBeVisible();
    expect(screen.getByText('<script>alert(1)</script>', { exact: false })).toBeVisible();
    expect(screen.getByText(/<img src=x onerror="alert\(2\)">/)).toBeVisible();
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(screen.getAllByText('CRM', { selector: 'mark' }).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('link', { name: /original post/ })).not.toBeInTheDocument();
    expect(screen.getByText('javascript:alert(3)')).toBeVisible();
    // Paragraphs stay: the blank line splits the body in two.
    expect(container.querySelectorAll('.lead-detail__body p')).toHaveLength(2);
    expect(screen.getByText('r/agency')).toBeVisible();
    expect(screen.getByText('by dana')).toBeVisible();
    expect(screen.getByText('1,234')).toBeVisible();
    expect(screen.getByText('sales, crm')).toBeVisible();
  });

  it('shows every signal with its score and explanation, and the smart column answers', async () => {
    seed();
    renderApp(pageOf(1));
    const meter = await screen.findByRole('meter', { name: 'Score for Asking for a CRM' }, slow);
    expect(meter).toHaveAttribute('value', '82');
    expect(screen.getByText('They ask which CRM to pick.')).toBeVisible();
    expect(screen.getByText('looking for')).toBeVisible();
    expect(screen.getByText('hiring')).toBeVisible();
    expect(screen.getByText('Judged by the AI (local score 64)')).toBeVisible();
    expect(await screen.findByText('Agency?')).toBeVisible();
    expect(screen.getByText('Yes')).toBeVisible();
    expect(screen.getByText('HubSpot')).toBeVisible();
    expect(screen.getByText('(out of date)')).toBeVisible();
  });

  it('says what drafting needs in one line after why the lead matched, not between it and the post', async () => {
    seed();
    api().route('GET /api/v1/leads/:projectId/reply_assistant', () => ({
      status: 200,
      body: { available: false, model: null },
    }));
    renderApp(pageOf(1));
    const line = await screen.findByText(/^Draft a reply needs an AI assistant/, {}, slow);
    const signals = screen.getByRole('heading', { name: 'Matched intent signals' });
    const following = signals.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING;
    expect(following).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Draft a reply' })).not.toBeInTheDocument();
  });

  it('links an http(s) source safely, in a new tab', async () => {
    api().state.leads = [listLead(leadId(2))];
    renderApp(pageOf(2));
    const link = await screen.findByRole('link', { name: /Open the original post/ }, slow);
    expect(link).toHaveAttribute('href', `https://example.com/${leadId(2)}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('changes the status and the star through the API', async () => {
    seed();
    const { user } = renderApp(pageOf(1));
    const status = await screen.findByRole('combobox', { name: 'Status' }, slow);
    await waitFor(() => expect(status).toBeEnabled());
    await user.selectOptions(status, 'Contacted');
    await waitFor(() => expect(api().state.leads[0]?.status_config_id).toBe(statusId(2)));
    const update = api().requests.find((r) => r.path.endsWith('/update_status'));
    expect(update?.body).toEqual({ status_config_id: statusId(2), lead_ids: [leadId(1)] });
    expect(status).toHaveValue(statusId(2));

    const star = screen.getByRole('button', { name: 'Star' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api().state.leads[0]?.starred).toBe(true));
  });

  it('puts the star back and says so when the call fails', async () => {
    seed();
    api().route('POST /api/v1/leads/:projectId/lead/:leadId/star', () =>
      errorReply(500, 'INTERNAL', 'Internal server error'),
    );
    const { user } = renderApp(pageOf(1));
    const star = await screen.findByRole('button', { name: 'Star' }, slow);
    await user.click(star);
    expect(await screen.findByText('Could not change the star')).toBeInTheDocument();
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
  });

  it('offers Try again when the lead fails to load', async () => {
    seed();
    let fail = true;
    api().route('GET /api/v1/leads/:projectId/lead/:leadId', () =>
      // A 4xx, which the query client does not retry by itself: the user does.
      fail ? errorReply(403, 'FORBIDDEN', 'Not allowed right now.') : { status: 200, body: hostile },
    );
    const { user } = renderApp(pageOf(1));
    const retry = await screen.findByRole('button', { name: 'Try again' }, slow);
    expect(screen.getByText('We could not load this lead. Not allowed right now.')).toBeVisible();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Need a CRM <b>now</b>' })).toBeVisible();
  });

  it('goes back to the list with the same filter', async () => {
    seed();
    renderApp(pageOf(1, '?starred=true&sort=score'));
    const back = await screen.findByRole('link', { name: 'Back to leads' }, slow);
    expect(back).toHaveAttribute('href', `/projects/${PROJECT}/leads?starred=true&sort=score`);
  });

  it('says a lead of another project (404) is not found', async () => {
    seed();
    renderApp(pageOf(7, '?starred=true'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead not found' }, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to leads' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT}/leads?starred=true`,
    );
  });
});
