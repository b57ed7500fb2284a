// The drawer over the list: opened by ?lead=<id> (a URL opened directly), marks the lead read once,
// walks the filtered list in its order (buttons and keys, fetching the next page at the end of the
// loaded ones), and closes by dropping the param while the filter params stay.
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { currentLocation, LocationProbe, renderWithProviders } from '@signalboard/shared/testing';
import { LeadDrawer } from '../lead-drawer';
import { leadId, listLead, PROJECT, withDetailApi } from './detail-api';

const api = withDetailApi();
// The first render pays for transforming @headlessui/react.
const slow = { timeout: 15_000 };

function renderDrawer(url: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/projects/:projectId/leads" element={<LeadDrawer projectId={PROJECT} />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const readPath = (n: number) => `POST /api/v1/leads/${PROJECT}/lead/${leadId(n)}/read`;
const search = () => new URLSearchParams((currentLocation() ?? '').split('?')[1] ?? '');

/** Leads 1..count, lead n scoring n (so by score, descending, n follows n + 1). */
function seed(count: number, fields: (n: number) => Parameters<typeof listLead>[1] = () => ({})) {
  api().state.leads = Array.from({ length: count }, (_, i) =>
    listLead(leadId(i + 1), { score: i + 1, ...fields(i + 1) }),
  );
}

describe('the lead drawer', () => {
  it('opens from the URL, marks the lead read once, and closes with Escape keeping the filter', async () => {
    seed(3);
    const { user } = renderDrawer(`/projects/${PROJECT}/leads?sort=score&lead=${leadId(2)}`);
    expect(await screen.findByRole('dialog', { name: `Lead ${leadId(2)}` }, slow)).toBeVisible();
    await waitFor(() => expect(api().count(readPath(2))).toBe(1));
    expect(await screen.findByRole('button', { name: 'Mark unread' })).toBeVisible();
    expect(api().state.leads[1]?.read).toBe(true);

    // Marked unread by hand, it stays unread: opening marks read once, not on every change.
    await user.click(screen.getByRole('button', { name: 'Mark unread' }));
    expect(await screen.findByRole('button', { name: 'Mark read' })).toBeVisible();
    await waitFor(() => expect(api().state.leads[1]?.read).toBe(false));
    expect(api().count(readPath(2))).toBe(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe(`/projects/${PROJECT}/leads?sort=score`);
  });

  it('shows why the lead matched from the whole lead: the list gives rows without explanations', async () => {
    seed(2, (n) => ({
      matches: [
        {
          intent_signal_id: '30000000-0000-4000-8000-000000000001',
          intent_signal_name: 'Asking for a CRM',
          score: 70,
          explanation: {
            source: 'local',
            terms: ['crm'],
            phrases: [],
            cues: ['looking for'],
            negatives: ['hiring'],
            reason: `Lead ${n} asks which CRM to pick.`,
          },
        },
      ],
    }));
    renderDrawer(`/projects/${PROJECT}/leads?lead=${leadId(2)}`);
    expect(await screen.findByText('Lead 2 asks which CRM to pick.', {}, slow)).toBeVisible();
    expect(screen.getByText('looking for')).toBeVisible();
    expect(screen.getByText('hiring')).toBeVisible();
    expect(api().count(`GET /api/v1/leads/${PROJECT}/lead/${leadId(2)}`)).toBeGreaterThanOrEqual(1);
  });

  it('does not mark a lead that is already read', async () => {
    seed(1, () => ({ read: true }));
    renderDrawer(`/projects/${PROJECT}/leads?lead=${leadId(1)}`);
    expect(await screen.findByRole('button', { name: 'Mark unread' })).toBeVisible();
    expect(api().count(readPath(1))).toBe(0);
  });

  it('moves through the filtered list in its order with the buttons and with j / k', async () => {
    // Only starred leads (the odd ones) by score: 5, 3, 1.
    seed(5, (n) => ({ starred: n % 2 === 1 }));
    const { user } = renderDrawer(`/projects/${PROJECT}/leads?starred=true&sort=score&lead=${leadId(5)}`);
    expect(await screen.findByRole('dialog', { name: `Lead ${leadId(5)}` })).toBeVisible();
    const previous = screen.getByRole('button', { name: 'Previous lead' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next lead' })).toBeEnabled());
    expect(previous).toBeDisabled();
    expect(screen.getByText('1 of 3')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next lead' }));
    await waitFor(() => expect(search().get('lead')).toBe(leadId(3)));
    expect(await screen.findByRole('heading', { name: `Lead ${leadId(3)}` })).toBeVisible();
    expect(search().get('starred')).toBe('true');

    await user.keyboard('j');
    await waitFor(() => expect(search().get('lead')).toBe(leadId(1)));
    expect(await screen.findByText('3 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next lead' })).toBeDisabled();

    await user.keyboard('k');
    await waitFor(() => expect(search().get('lead')).toBe(leadId(3)));
    await user.keyboard('[[');
    await waitFor(() => expect(search().get('lead')).toBe(leadId(5)));
  });

  it('keeps next working when the open lead leaves the filtered list (unstarred under starred=true)', async () => {
    seed(5, (n) => ({ starred: n % 2 === 1 }));
    const { user } = renderDrawer(`/projects/${PROJECT}/leads?starred=true&sort=score&lead=${leadId(5)}`);
    const star = await screen.findByRole('button', { name: 'Star' }, slow);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next lead' })).toBeEnabled());
    await user.click(star);
    // The list refreshes without lead 5; lead 3 moved up into its place and is next.
    await waitFor(() => expect(screen.queryByText(/of 3$/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Next lead' }));
    await waitFor(() => expect(search().get('lead')).toBe(leadId(3)));
  });

  it('fetches the next page at the last loaded lead', async () => {
    seed(101);
    const { user } = renderDrawer(`/projects/${PROJECT}/leads?sort=score&lead=${leadId(2)}`);
    // Page one (100 leads, by score) ends with lead 2; lead 1 is on page two.
    expect(await screen.findByRole('dialog', { name: `Lead ${leadId(2)}` })).toBeVisible();
    const next = screen.getByRole('button', { name: 'Next lead' });
    await waitFor(() => expect(next).toBeEnabled());
    const pages = api().requests.filter((r) => r.path === `/api/v1/leads/${PROJECT}`);
    expect(pages.map((r) => r.query.skip)).toEqual(['0', '100']);
    await user.click(next);
    await waitFor(() => expect(search().get('lead')).toBe(leadId(1)));
  });

  it('links to the lead as a page with the same filter', async () => {
    seed(2);
    renderDrawer(`/projects/${PROJECT}/leads?starred=false&lead=${leadId(1)}`);
    const link = await screen.findByRole('link', { name: 'Open as page' });
    expect(link).toHaveAttribute('href', `/projects/${PROJECT}/leads/${leadId(1)}?starred=false`);
  });

  it('shows a lead that is not there as not found, with the way back to the list', async () => {
    seed(1);
    const { user } = renderDrawer(`/projects/${PROJECT}/leads?starred=true&lead=${leadId(9)}`);
    expect(await screen.findByRole('heading', { name: 'Lead not found' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to leads' }));
    await waitFor(() => expect(currentLocation()).toBe(`/projects/${PROJECT}/leads?starred=true`));
    expect(api().count(`GET /api/v1/leads/${PROJECT}/lead/${leadId(9)}`)).toBe(1);
  });

  it('names a Hacker News comment by its first words and its platform as people write it, without empty counters', async () => {
    const body =
      'We are 12 people and moved off Salesforce two years ago to a cheaper tool that has since tripled its price.';
    seed(1, (n) => ({
      platform: 'hackernews',
      post: {
        ...listLead(leadId(n)).post,
        platform: 'hackernews',
        community: 'Hacker News',
        title: null,
        body,
        metadata: { kind: 'comment', points: null },
      },
    }));
    renderDrawer(`/projects/${PROJECT}/leads?lead=${leadId(1)}`);
    const title = 'We are 12 people and moved off Salesforce two years ago to a cheaper tool that…';
    expect(await screen.findByRole('dialog', { name: title }, slow)).toBeVisible();
    expect(screen.queryByText('Untitled post')).not.toBeInTheDocument();
    expect(screen.getAllByText('Hacker News')[0]).toBeVisible();
    expect(screen.queryByText(/hackernews/i)).not.toBeInTheDocument();
    expect(screen.queryByText('Points')).not.toBeInTheDocument();
    expect(screen.queryByText('Comments')).not.toBeInTheDocument();
  });

  it('names a comment that carries its story title after that story, and shows the counters a story has', async () => {
    seed(2, (n) => ({
      platform: 'hackernews',
      post: {
        ...listLead(leadId(n)).post,
        platform: 'hackernews',
        title: 'Ask HN: Which CRM for a small team?',
        metadata: n === 1 ? { kind: 'comment' } : { kind: 'story', points: 42, num_comments: 0 },
      },
    }));
    renderDrawer(`/projects/${PROJECT}/leads?lead=${leadId(1)}`);
    expect(
      await screen.findByRole('dialog', { name: 'Comment on “Ask HN: Which CRM for a small team?”' }, slow),
    ).toBeVisible();
  });

  it('shows the counters a post has, zero included', async () => {
    seed(1, (n) => ({
      post: { ...listLead(leadId(n)).post, metadata: { points: 42, num_comments: 0 } },
    }));
    renderDrawer(`/projects/${PROJECT}/leads?lead=${leadId(1)}`);
    expect((await screen.findByText('Points', {}, slow)).nextElementSibling).toHaveTextContent('42');
    expect(screen.getByText('Comments').nextElementSibling).toHaveTextContent('0');
  });
});
