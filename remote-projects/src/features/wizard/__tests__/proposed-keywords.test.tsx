import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation } from '@signalboard/shared/testing';
import { testProject } from '../../../testing/fixtures';
import { withProjectsApi } from '../../../testing/projects-api';
import { renderApp } from '../../../testing/render-app';
import { keywordsFromSignals } from '../platforms/proposed-keywords';

const api = withProjectsApi();

const DESCRIPTION = 'Acme sells a simple CRM for small sales teams, with a shared inbox and pipelines.';

beforeEach(() => {
  api().state.projects.push(
    testProject({ id: 'p1', name: 'Acme', wizard_step: 5, business_description: DESCRIPTION }),
  );
});

const card = async (name: string) => {
  const box = await screen.findByRole('checkbox', { name });
  return box.closest('li') as HTMLElement;
};
const chipsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);
const proposals = () => api().count('GET /api/v1/project/p1/brainstorm_intent_signals');

describe('step 5 starts from proposed keywords', () => {
  it('fills the keywords from the proposed signals, so Continue works without typing', async () => {
    const { user } = renderApp('/projects/new/p1/step-5');
    expect(
      await screen.findByText(/Keywords are filled in from your business description: crm recommendation/),
    ).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Hacker News' }));
    const hackerNews = await card('Hacker News');
    expect(chipsOf(within(hackerNews).getByRole('list', { name: 'Keywords' }))).toEqual([
      'crm recommendation',
      'hubspot alternative',
      'which crm',
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(currentLocation()).toBe('/projects/new/p1/step-6'));
    const sent = api().requests.find((r) => r.method === 'PATCH' && r.path.endsWith('/data-sources'));
    expect(sent?.body).toEqual({
      data_sources: [
        {
          platform: 'hackernews',
          enabled: true,
          settings: { keywords: ['crm recommendation', 'hubspot alternative', 'which crm'] },
        },
      ],
    });
    // Step 6 starts from the same proposal: the server is not asked twice.
    expect(await screen.findByRole('group', { name: 'Intent signal 1' })).toBeVisible();
    expect(screen.getByDisplayValue('Looking for a CRM')).toBeVisible();
    expect(proposals()).toBe(1);
  });

  it('keeps what the user typed while the proposal was on its way', async () => {
    let release = () => {};
    const waiting = new Promise<void>((resolve) => (release = resolve));
    api().route('GET /api/v1/project/:id/brainstorm_intent_signals', async () => {
      await waiting;
      return {
        status: 200,
        body: { intent_signals: api().state.proposedSignals, source: 'llm', notice: null },
      };
    });
    const { user } = renderApp('/projects/new/p1/step-5');
    await user.click(await screen.findByRole('checkbox', { name: 'Hacker News' }));
    const hackerNews = await card('Hacker News');
    await user.type(within(hackerNews).getByRole('textbox', { name: /Keywords/ }), 'sales crm{Enter}');
    release();
    await screen.findByText(/Keywords are filled in/);
    expect(chipsOf(within(hackerNews).getByRole('list', { name: 'Keywords' }))).toEqual(['sales crm']);
  });

  it('asks for nothing when there is no description to start from', async () => {
    api().state.projects[0]!.business_description = null;
    const { user } = renderApp('/projects/new/p1/step-5');
    await user.click(await screen.findByRole('checkbox', { name: 'Hacker News' }));
    expect(
      within(await card('Hacker News')).queryByRole('list', { name: 'Keywords' }),
    ).not.toBeInTheDocument();
    expect(proposals()).toBe(0);
  });
});

describe('keywordsFromSignals', () => {
  it('takes short search terms, each signal’s first before any second, without repeats or sentences', () => {
    const signal = (keywords: string[]) => ({ name: 'x', description: '', keywords, negative_keywords: [] });
    expect(
      keywordsFromSignals([
        signal(['best crm', 'CRM for agencies', 'crm recommendation']),
        signal(['Best CRM', 'looking for a simple crm for my small sales team', 'pipedrive alternative']),
        signal(['Acme sells a simple CRM.', 'hubspot pricing']),
      ]),
    ).toEqual([
      'best crm',
      'CRM for agencies',
      'hubspot pricing',
      'crm recommendation',
      'pipedrive alternative',
    ]);
  });

  it('stops at eight', () => {
    const many = Array.from({ length: 12 }, (_, i) => `term ${i}`);
    expect(
      keywordsFromSignals([{ name: 'x', description: '', keywords: many, negative_keywords: [] }]),
    ).toHaveLength(8);
  });
});
