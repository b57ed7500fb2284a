// Finding the import: the dialog says which columns it reads before a file is chosen (the API parser's
// own names), `?import=csv` on the Data Sources page opens it (the empty lead list links there), and
// the CSV import card says how the last import went.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation } from '@signalboard/shared/testing';
import { importRunBody } from '../../../testing/import-run-routes';
import { renderApp } from '../../../testing/render-app';
import { withSettingsApi } from '../../../testing/settings-api';
import { columnAliases } from '../import-content';

const api = withSettingsApi();
const page = '/projects/p1/settings/data-sources';

/** The aliases object of the API's import parser, read from its source: what the dialog must list. */
function apiAliases(): Record<string, string[]> {
  const source = readFileSync(
    join(__dirname, '../../../../../api/src/engine/sources/import/parse-import.ts'),
    'utf8',
  );
  const block = source.slice(
    source.indexOf('const aliases'),
    source.indexOf('};', source.indexOf('const aliases')),
  );
  return Object.fromEntries(
    [...block.matchAll(/^\s+(\w+): \[([^\]]*)\]/gm)].map(([, field, names]) => [
      field!,
      [...names!.matchAll(/'([^']+)'/g)].map(([, name]) => name!),
    ]),
  );
}

const importRun = (fields: Record<string, unknown>) =>
  importRunBody({ id: 'run-old', total: 120, known: 0, looks: 2 }, fields);

describe('the import, found and followed', { timeout: 15_000 }, () => {
  it('lists the columns it reads, exactly the API parser’s names, before a file is chosen', async () => {
    const { user } = renderApp(page);
    await user.click(await screen.findByRole('button', { name: 'Import posts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import posts' });
    const columns = within(dialog).getByRole('region', { name: 'Columns it reads' });

    const listed = Object.fromEntries(
      within(columns)
        .getAllByRole('term')
        .map((term) => [
          term.textContent,
          [...term.nextElementSibling!.querySelectorAll('code')].map((code) => code.textContent),
        ]),
    );
    expect(listed).toEqual({
      Title: ['title', 'subject', 'headline'],
      Body: ['body', 'text', 'content', 'description', 'message'],
      URL: ['url', 'link', 'permalink'],
      Author: ['author', 'user', 'username'],
      Community: ['community', 'subreddit', 'source', 'channel'],
      Published: ['published_at', 'date', 'created_at', 'published', 'timestamp'],
      'External id': ['external_id', 'id'],
    });
    // The same names as the API reads (parse-import.ts), so the list cannot drift from the server.
    expect(apiAliases()).toEqual(columnAliases);
    expect(within(columns).getByText(/Each row needs a title or a body/)).toBeVisible();

    // Once there is something to read, the preview's mapping takes its place.
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Or paste the rows' }),
      'title,body{enter}A,B',
    );
    expect(await within(dialog).findByRole('list', { name: 'Column mapping' })).toBeVisible();
    expect(within(dialog).queryByRole('region', { name: 'Columns it reads' })).not.toBeInTheDocument();
  });

  it('opens the import dialog from ?import=csv, and takes the parameter off when it closes', async () => {
    const { user } = renderApp(`${page}?import=csv`);
    const dialog = await screen.findByRole('dialog', { name: 'Import posts' });
    expect(within(dialog).getByRole('region', { name: 'Columns it reads' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(currentLocation()).toBe(page));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import posts' })).toHaveFocus());
  });

  it('does not open the dialog without the parameter', async () => {
    renderApp(page);
    await screen.findByRole('button', { name: 'Import posts' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the last import on the CSV import card: when, rows stored and new leads', async () => {
    api().route('GET /api/v1/leads/:projectId/analysis_runs', () => ({
      status: 200,
      body: [
        importRun({ id: 'run-signals', kind: 'intent_signals', finished_at: '2025-03-02T09:00:00.000Z' }),
        importRun({ new_leads: 37, finished_at: '2025-03-01T10:00:05.000Z' }),
        importRun({ id: 'run-older', total: 5, new_leads: 5, finished_at: '2025-02-01T10:00:05.000Z' }),
      ],
    }));
    renderApp(page);
    const card = await screen.findByRole('region', { name: 'CSV import' });
    const line = await within(card).findByText(/120 rows, 37 new leads\./);
    expect(line.closest('p')).toHaveTextContent(/^Last import .+: 120 rows, 37 new leads\.$/);
    expect(within(card).getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute(
      'dateTime',
      '2025-03-01T10:00:05.000Z',
    );
    // Never polled: no "Last poll: Not yet" beside it.
    expect(within(card).queryByText('Last poll')).not.toBeInTheDocument();
  });

  it('says nothing about imports when there has been none (or the runs cannot be read)', async () => {
    api().route('GET /api/v1/leads/:projectId/analysis_runs', () => ({
      status: 200,
      body: [importRun({ kind: 'intent_signals' })],
    }));
    renderApp(page);
    const card = await screen.findByRole('region', { name: 'CSV import' });
    await waitFor(() =>
      expect(api().requests.some((r) => r.path === '/api/v1/leads/p1/analysis_runs')).toBe(true),
    );
    expect(within(card).queryByText(/Last import/)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Import a CSV or JSON file' })).toBeVisible();
  });

  it('brings the card up to date when an import finishes', async () => {
    const runs: unknown[] = [];
    api().route('GET /api/v1/leads/:projectId/analysis_runs', () => ({ status: 200, body: runs }));
    const { user } = renderApp(page);
    const card = await screen.findByRole('region', { name: 'CSV import' });
    await user.click(within(card).getByRole('button', { name: 'Import a CSV or JSON file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import posts' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Or paste the rows' }),
      'title{enter}A{enter}B',
    );
    runs.push(importRun({ total: 2, new_leads: 2 }));
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));
    await within(dialog).findByRole('button', { name: 'Done' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(card).findByText(/2 rows, 2 new leads\./)).toBeVisible();
  });
});
