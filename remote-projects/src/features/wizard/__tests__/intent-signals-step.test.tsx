import { screen, waitFor, within } from '@testing-library/react';
import type { IntentSignal } from '@signalboard/shared/api';
import { currentLocation, errorReply, findAlert } from '@signalboard/shared/testing';
import { testProject } from '../../../testing/fixtures';
import { withProjectsApi } from '../../../testing/projects-api';
import { renderApp } from '../../../testing/render-app';

const api = withProjectsApi();

beforeEach(() => {
  api().state.projects.push(
    testProject({ id: 'p1', name: 'Acme', wizard_step: 6, business_description: 'A CRM for small teams.' }),
  );
});

const savedSignal = (id: string, name: string, keywords: string[]): IntentSignal => ({
  id,
  name,
  description: '',
  keywords,
  negative_keywords: [],
  enabled: true,
  position: 0,
  created_at: '2025-03-01T00:00:00.000Z',
  updated_at: '2025-03-01T00:00:00.000Z',
});

const signal = (n: number) => screen.getByRole('group', { name: `Intent signal ${n}` });
const finishButton = () => screen.getByRole('button', { name: 'Finish' });
const putBody = () =>
  api().requests.find((r) => r.method === 'PUT')?.body as {
    intent_signals: unknown[];
    reanalyze_leads: boolean;
  };

describe('step 6, intent signals', () => {
  it('proposes signals on a first visit, and Finish saves them, ends the wizard and opens the leads', async () => {
    const { user } = renderApp('/projects/new/p1/step-6');
    expect(await screen.findByRole('group', { name: 'Intent signal 2' })).toBeVisible();
    expect(api().count('GET /api/v1/project/p1/brainstorm_intent_signals')).toBe(1);
    expect(within(signal(1)).getByRole('textbox', { name: /^Name/ })).toHaveValue('Looking for a CRM');
    expect(within(signal(1)).getByRole('list', { name: 'Keywords' })).toHaveTextContent('crm recommendation');
    expect(
      within(signal(1)).getByRole('list', { name: 'More words that rule a post out, for this signal only' }),
    ).toHaveTextContent('job');

    await user.click(finishButton());
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/leads'));
    expect(putBody()).toEqual({
      intent_signals: [
        {
          name: 'Looking for a CRM',
          description: 'Someone asks which CRM to use for a small team.',
          keywords: ['crm recommendation', 'which crm'],
          negative_keywords: ['job'],
          enabled: true,
        },
        {
          name: 'Leaving HubSpot',
          description: 'Someone wants an alternative to HubSpot.',
          keywords: ['hubspot alternative'],
          negative_keywords: [],
          enabled: true,
        },
      ],
      reanalyze_leads: false,
    });
    expect(api().state.intentSignals.p1?.map((s) => s.name)).toEqual([
      'Looking for a CRM',
      'Leaving HubSpot',
    ]);
    expect(api().state.projects[0]?.wizard_step).toBeNull();
  });

  it('proposes once, even when effects run twice (React strict mode)', async () => {
    renderApp('/projects/new/p1/step-6', { strict: true });
    await screen.findByRole('group', { name: 'Intent signal 2' });
    expect(api().count('GET /api/v1/project/p1/brainstorm_intent_signals')).toBe(1);
  });

  it('edits keywords with the keyboard and adds a new signal', async () => {
    const { user } = renderApp('/projects/new/p1/step-6');
    await screen.findByRole('group', { name: 'Intent signal 2' });
    const keywords = within(signal(2)).getByRole('textbox', { name: /^Keywords/ });
    await user.type(keywords, 'switch from hubspot{Enter}');
    expect(within(signal(2)).getByRole('list', { name: 'Keywords' })).toHaveTextContent(
      'hubspot alternativeswitch from hubspot',
    );
    // Backspace in the empty field takes the last keyword back out.
    await user.keyboard('{Backspace}');
    expect(within(signal(2)).getByRole('list', { name: 'Keywords' })).toHaveTextContent(
      /^hubspot alternative$/,
    );
    await user.click(within(signal(2)).getByRole('button', { name: 'Remove keyword “hubspot alternative”' }));
    expect(within(signal(2)).queryByRole('list', { name: 'Keywords' })).not.toBeInTheDocument();
    expect(finishButton()).toBeDisabled();
    expect(finishButton()).toHaveAccessibleDescription('Leaving HubSpot: Add at least one keyword.');
    await user.type(within(signal(2)).getByRole('textbox', { name: /^Keywords/ }), 'hubspot too expensive,');

    await user.click(screen.getByRole('button', { name: 'Add intent signal' }));
    const name = within(signal(3)).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveFocus();
    await user.type(name, 'Asking about pricing');
    await user.type(within(signal(3)).getByRole('textbox', { name: /^Keywords/ }), 'crm pricing{Enter}');
    await user.click(finishButton());

    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/leads'));
    expect(putBody().intent_signals).toHaveLength(3);
    expect(putBody().intent_signals[1]).toMatchObject({ keywords: ['hubspot too expensive'] });
    expect(putBody().intent_signals[2]).toMatchObject({
      name: 'Asking about pricing',
      keywords: ['crm pricing'],
    });
  });

  it('flags duplicate names and signals without a name', async () => {
    const { user } = renderApp('/projects/new/p1/step-6');
    await screen.findByRole('group', { name: 'Intent signal 2' });
    const name = within(signal(2)).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'looking for a crm');
    expect(name).toHaveAccessibleDescription('Another intent signal is also called “looking for a crm”.');
    expect(within(signal(1)).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      /Another intent signal is also called/,
    );
    expect(finishButton()).toBeDisabled();

    await user.clear(name);
    expect(finishButton()).toHaveAccessibleDescription('Intent signal 2: Name is required.');
    await user.click(within(signal(1)).getByRole('button', { name: 'Remove Looking for a CRM' }));
    await user.click(within(signal(1)).getByRole('button', { name: 'Remove Intent signal 1' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(finishButton()).toHaveAccessibleDescription('Add at least one intent signal.');
    expect(screen.getByRole('button', { name: 'Add intent signal' })).toHaveFocus();
  });

  it('refines one signal: shows the changes, accepts or discards them', async () => {
    const { user } = renderApp('/projects/new/p1/step-6');
    await screen.findByRole('group', { name: 'Intent signal 2' });
    await user.click(within(signal(1)).getByRole('button', { name: 'Refine Looking for a CRM' }));
    await user.type(within(signal(1)).getByRole('textbox', { name: /How should it change/ }), 'Agencies');
    await user.click(within(signal(1)).getByRole('button', { name: 'Suggest changes' }));

    expect(await within(signal(1)).findByRole('heading', { name: 'Suggested changes' })).toHaveFocus();
    expect(within(signal(1)).getByText('Added the keyword “agencies”.')).toBeVisible();
    const sent = api().requests.find((r) => r.path.endsWith('/refine_intent_signal'))?.body;
    expect(sent).toMatchObject({ instruction: 'Agencies', intent_signal: { name: 'Looking for a CRM' } });

    await user.click(within(signal(1)).getByRole('button', { name: 'Discard' }));
    expect(within(signal(1)).getByRole('list', { name: 'Keywords' })).not.toHaveTextContent('agencies');
    expect(within(signal(1)).getByRole('button', { name: 'Refine Looking for a CRM' })).toHaveFocus();

    await user.click(within(signal(1)).getByRole('button', { name: 'Refine Looking for a CRM' }));
    await user.click(within(signal(1)).getByRole('button', { name: 'Suggest changes' }));
    await user.click(await within(signal(1)).findByRole('button', { name: 'Accept changes' }));
    expect(within(signal(1)).getByRole('list', { name: 'Keywords' })).toHaveTextContent('best crm');
  });

  it('loads saved signals without proposing, and deletes the ones removed', async () => {
    api().state.intentSignals.p1 = [
      savedSignal('s1', 'Looking for a CRM', ['which crm']),
      { ...savedSignal('s2', 'Old signal', ['old']), position: 1 },
    ];
    const { user } = renderApp('/projects/new/p1/step-6');
    await screen.findByRole('group', { name: 'Intent signal 2' });
    expect(api().count('GET /api/v1/project/p1/brainstorm_intent_signals')).toBe(0);

    await user.click(within(signal(2)).getByRole('button', { name: 'Remove Old signal' }));
    await user.click(finishButton());
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/leads'));
    expect(putBody().intent_signals).toEqual([
      expect.objectContaining({ id: 's1', name: 'Looking for a CRM' }),
    ]);
    expect(api().count('DELETE /api/v1/leads/p1/intent_signals/s2')).toBe(1);
    expect(api().state.intentSignals.p1?.map((s) => s.id)).toEqual(['s1']);
  });

  it('keeps the id of a removed signal whose name comes back, instead of clashing', async () => {
    api().state.intentSignals.p1 = [savedSignal('s1', 'Looking for a CRM', ['which crm'])];
    const { user } = renderApp('/projects/new/p1/step-6');
    await screen.findByRole('group', { name: 'Intent signal 1' });
    await user.click(screen.getByRole('button', { name: 'Propose again' }));
    await user.click(await screen.findByRole('button', { name: 'Replace' }));
    await screen.findByRole('group', { name: 'Intent signal 2' });
    expect(within(signal(2)).getByRole('textbox', { name: /^Name/ })).toHaveValue('Leaving HubSpot');

    await user.click(finishButton());
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/leads'));
    expect(putBody().intent_signals[0]).toMatchObject({ id: 's1', name: 'Looking for a CRM' });
    expect(api().requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('is never a dead end when nothing can be proposed', async () => {
    api().state.projects[0]!.business_description = null;
    const { user } = renderApp('/projects/new/p1/step-6');
    await findAlert('Describe your business first.');
    await user.click(screen.getByRole('button', { name: 'Add intent signal' }));
    await user.type(within(signal(1)).getByRole('textbox', { name: /^Name/ }), 'Asking for a CRM');
    await user.type(within(signal(1)).getByRole('textbox', { name: /^Keywords/ }), 'crm{Enter}');
    await user.click(finishButton());
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/leads'));
  });

  it('names the signal the server refuses, and stays', async () => {
    api().route('PUT /api/v1/leads/:projectId/intent_signals', () => ({
      status: 422,
      body: {
        detail: 'intent_signals.1.name: the name is taken',
        code: 'VALIDATION_ERROR',
        field: 'intent_signals.1.name',
      },
    }));
    const { user } = renderApp('/projects/new/p1/step-6');
    await screen.findByRole('group', { name: 'Intent signal 2' });
    await user.click(finishButton());
    await findAlert('Leaving HubSpot: the name is taken');
    expect(currentLocation()).toBe('/projects/new/p1/step-6');
    expect(api().state.projects[0]?.wizard_step).toBe(6);
  });

  it('says when the saved signals cannot be loaded, with Try again', async () => {
    api().route('GET /api/v1/leads/:projectId/intent_signals', () =>
      errorReply(403, 'FORBIDDEN', 'Not allowed.'),
    );
    renderApp('/projects/new/p1/step-6');
    await findAlert('We could not load the intent signals. Not allowed.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows the negative keywords all signals share once, for every signal, and saves them into each', async () => {
    const shared = ['hiring', 'tutorial', 'Show HN'];
    api().state.proposedSignals = [
      {
        name: 'Looking for a CRM',
        description: '',
        keywords: ['which crm'],
        negative_keywords: [...shared, 'job'],
      },
      {
        name: 'Leaving HubSpot',
        description: '',
        keywords: ['hubspot alternative'],
        negative_keywords: shared,
      },
      {
        name: 'CRM pricing',
        description: '',
        keywords: ['crm pricing'],
        negative_keywords: ['show hn', ...shared],
      },
    ];
    const { user } = renderApp('/projects/new/p1/step-6');
    await screen.findByRole('group', { name: 'Intent signal 3' });

    const everySignal = screen.getByRole('list', { name: 'Words that rule a post out, for every signal' });
    expect(
      within(everySignal)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(shared);
    const own = (n: number) =>
      within(signal(n)).queryByRole('list', {
        name: 'More words that rule a post out, for this signal only',
      });
    expect(own(1)).toHaveTextContent('job');
    expect(own(2)).not.toBeInTheDocument();
    expect(own(3)).not.toBeInTheDocument();
    // Shown once, not on each of the three signals.
    expect(screen.getAllByText('tutorial')).toHaveLength(1);

    await user.type(
      screen.getByRole('textbox', { name: 'Words that rule a post out, for every signal' }),
      'course{Enter}',
    );
    await user.click(screen.getByRole('button', { name: 'Remove negative keyword “hiring”' }));
    await user.click(finishButton());
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/leads'));
    const sent = putBody().intent_signals as { negative_keywords: string[] }[];
    expect(sent.map((s) => s.negative_keywords)).toEqual([
      ['tutorial', 'Show HN', 'course', 'job'],
      ['tutorial', 'Show HN', 'course'],
      ['tutorial', 'Show HN', 'course'],
    ]);
  });
});
