// The "Columns" editor against the fake API: create (computed at once, progress to done), a taken name
// shown under the name field, edit with or without reanalysis, delete behind a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@signalboard/shared/testing';
import { manageColumn } from '../../../testing/manage-routes';
import { ManageMenu } from '../manage-menu';
import { PROJECT, withManageApi } from './manage-test-api';

const api = withManageApi();

beforeEach(() => {
  api().state.smartColumns = [
    manageColumn('col-a', 'Is a company', { question: 'Is the author a company?' }),
  ];
});

async function openColumns() {
  const view = renderWithProviders(<ManageMenu projectId={PROJECT} />);
  await view.user.click(await screen.findByRole('button', { name: 'Columns' }));
  const dialog = await screen.findByRole('dialog', { name: 'Smart columns' });
  await within(dialog).findByText('Is a company');
  return { ...view, dialog };
}

describe('smart columns editor', () => {
  it('creates a text column and shows its computation until done', async () => {
    const { user, dialog } = await openColumns();
    await user.click(within(dialog).getByRole('button', { name: 'Add column' }));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Current tool');
    await user.type(within(dialog).getByLabelText('Question'), 'Which tool do they use now?');
    await user.click(within(dialog).getByRole('radio', { name: 'Text' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add column' }));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Computing “Current tool”' });
    expect(
      api().requests.find((r) => r.method === 'POST' && r.path.endsWith('/smart_columns'))?.body,
    ).toEqual({
      name: 'Current tool',
      question: 'Which tool do they use now?',
      kind: 'text',
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'), { timeout: 5000 });
    expect(within(dialog).getByText('Computing “Current tool”: done, 40 of 40 leads.')).toBeInTheDocument();
    expect(within(dialog).getByText('Text · Which tool do they use now?')).toBeInTheDocument();
  }, 15_000);

  it('says inline when the question cannot be answered without an AI model, and offers the ones that can', async () => {
    const { user, dialog } = await openColumns();
    await user.click(within(dialog).getByRole('button', { name: 'Add column' }));
    await user.type(within(dialog).getByLabelText('Question'), 'Is this person likely to buy soon?');

    const hint = await within(dialog).findByText(/this question can’t really be answered/);
    const choices = within(dialog).getByRole('list', { name: 'Questions answered without an AI model' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      "How big is the poster's team?",
      'What budget or price do they mention?',
      'Is the poster a founder or business owner?',
    ]);
    expect(hint.closest('[role="status"]')).toHaveTextContent(/Ollama or llama\.cpp/);

    // One click fills the question, its kind and (while empty) the name.
    await user.click(within(choices).getByRole('button', { name: "How big is the poster's team?" }));
    expect(within(dialog).getByLabelText('Question')).toHaveValue("How big is the poster's team?");
    expect(within(dialog).getByRole('radio', { name: 'Text' })).toBeChecked();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Team size');
    expect(
      await within(dialog).findByText('Answered without an AI model. Looks for the team size in the post.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/can’t really be answered/)).not.toBeInTheDocument();

    // The column can still be added as the person wrote it; the preview saved nothing.
    const previews = api().requests.filter((r) => r.path.endsWith('/preview_smart_column'));
    expect(previews.at(-1)?.body).toEqual({ question: "How big is the poster's team?", kind: 'text' });
    expect(api().state.smartColumns).toHaveLength(1);
  }, 15_000);

  it('says the AI model answers every question when one is configured', async () => {
    api().state.llmConfigured = true;
    const { user, dialog } = await openColumns();
    await user.click(within(dialog).getByRole('button', { name: 'Add column' }));
    await user.type(within(dialog).getByLabelText('Question'), 'Is this person likely to buy soon?');
    expect(
      await within(dialog).findByText('Your AI model answers this question for every lead.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: /without an AI model/ })).not.toBeInTheDocument();
  });

  it('shows a taken name under the name field', async () => {
    const { user, dialog } = await openColumns();
    await user.click(within(dialog).getByRole('button', { name: 'Add column' }));
    const name = within(dialog).getByLabelText(/^Name/);
    await user.type(name, 'is a COMPANY');
    await user.click(within(dialog).getByRole('button', { name: 'Add column' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('A smart column already has this name.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a column and recomputes it when asked', async () => {
    const { user, dialog } = await openColumns();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Is a company' }));
    const question = within(dialog).getByLabelText('Question');
    await user.clear(question);
    await user.type(question, 'Does the author work for a company?');
    expect(within(dialog).getByRole('checkbox', { name: 'Reanalyze existing leads' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save column' }));
    await within(dialog).findByRole('progressbar', { name: 'Computing “Is a company”' });
    expect(api().requests.find((r) => r.path.endsWith('/update_smart_column'))?.body).toEqual({
      smart_column: {
        id: 'col-a',
        name: 'Is a company',
        question: 'Does the author work for a company?',
        kind: 'boolean',
      },
      reanalyze_leads: true,
    });
  });

  it('edits without recomputing when "Reanalyze" is off', async () => {
    const { user, dialog } = await openColumns();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Is a company' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Reanalyze existing leads' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save column' }));
    await within(dialog).findByRole('button', { name: 'Edit Is a company' });
    expect(api().requests.find((r) => r.path.endsWith('/update_smart_column'))?.body).toMatchObject({
      reanalyze_leads: false,
    });
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('deletes a column after confirming', async () => {
    const { user, dialog } = await openColumns();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Is a company' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the column “Is a company”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete column' }));
    await within(dialog).findByText(/No smart columns yet/);
    expect(api().count('DELETE /api/v1/leads/p1/col-a')).toBe(1);
  });
});
