import { screen, waitFor, within } from '@testing-library/react';
import { LEAD_IMPORT_MAX_BYTES } from '@signalboard/shared/api';
import { errorReply, findAlert } from '@signalboard/shared/testing';
import { importRunBody } from '../../../testing/import-run-routes';
import { renderApp } from '../../../testing/render-app';
import { withSettingsApi } from '../../../testing/settings-api';

const api = withSettingsApi();

const csvFile = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

const exported = [
  'Subject,text,link,user,Channel,date,id,score',
  'Need a CRM for my agency,We are 8 people,https://forum.example/1,ada,smallbiz,2025-03-01,f-1,12',
  '"Pipedrive, or HubSpot?","Which one, and why?",https://forum.example/2,grace,crm,2025-03-02,f-2,30',
  'CRM for freelancers,,https://forum.example/3,alan,freelance,2025-03-03,f-3,4',
  'Leaving Salesforce,"Too expensive ""for us""",https://forum.example/4,linus,saas,2025-03-04,f-4,8',
  'Spreadsheet is not enough,Any tips?,https://forum.example/5,ken,smallbiz,2025-03-05,f-5,1',
  'Best CRM 2025,,https://forum.example/6,barbara,crm,2025-03-06,f-6,2',
  'CRM with invoicing,Need both,https://forum.example/7,edsger,agency,2025-03-07,f-7,3',
].join('\n');

async function openImport() {
  const result = renderApp('/projects/p1/settings/data-sources');
  await result.user.click(await screen.findByRole('button', { name: 'Import posts' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import posts' });
  return { ...result, dialog };
}

const importRequests = () => api().requests.filter((r) => r.path === '/api/v1/leads/p1/import');

// The first test pays for loading the tab and the dialog chunks on the spot.
describe('importing posts', { timeout: 15_000 }, () => {
  it('previews the first 5 rows with the columns it recognised, then sends the file as it is', async () => {
    const { user, dialog } = await openImport();
    await user.upload(
      within(dialog).getByLabelText('File (.csv or .json)'),
      csvFile('forum-export.csv', exported),
    );

    const mapping = await within(dialog).findByRole('list', { name: 'Column mapping' });
    expect(
      within(mapping)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Subject → Title',
      'text → Body',
      'link → URL',
      'user → Author',
      'Channel → Community',
      'date → Published',
      'id → External id',
      'Kept as extra data: score',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'CSV' })).toBeChecked();
    expect(within(dialog).getByText('Detected from the file name.')).toBeVisible();
    expect(within(dialog).getByText('forum-export.csv, 1 KB.')).toBeVisible();

    const table = within(dialog).getByRole('table', { name: 'The first 5 of 7 rows' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Row', 'Title', 'Body', 'URL', 'Author', 'Community', 'Published', 'External id', 'score']);
    // Quoted fields keep their commas and doubled quotes.
    expect(within(rows[2]!).getByRole('cell', { name: 'Pipedrive, or HubSpot?' })).toBeVisible();
    expect(within(rows[4]!).getByRole('cell', { name: 'Too expensive "for us"' })).toBeVisible();
    expect(within(dialog).queryByText(/No title or body column/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Import 7 rows' }));
    // Accepted: the run's progress, as numbers a screen reader reads, until it is done.
    const bar = await within(dialog).findByRole('progressbar', { name: 'Importing' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '3'));
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '7');
    expect(bar).toHaveAttribute('aria-valuetext', 'Stored 3 of 7 rows…');
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();

    const summary = await within(dialog).findByRole(
      'heading',
      { name: 'Imported 7 of 7 rows — 7 new leads' },
      { timeout: 3000 },
    );
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Import finished. Imported 7 of 7 rows — 7 new leads.',
    );
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(importRequests().map((r) => r.body)).toEqual([{ format: 'csv', content: exported }]);
  });

  it('detects JSON in pasted text, lets the user choose the format, and warns without a title or body', async () => {
    const { user, dialog } = await openImport();
    await user.click(within(dialog).getByRole('textbox', { name: 'Or paste the rows' }));
    await user.paste('[{"name":"Ada","link":"https://forum.example/1"},{"name":"Grace"}]');

    expect(within(dialog).getByRole('radio', { name: 'JSON' })).toBeChecked();
    expect(within(dialog).getByText('Detected from the content.')).toBeVisible();
    expect(within(dialog).getByRole('table', { name: 'All 2 rows' })).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'No title or body column was found, so no row can become a post.',
    );
    expect(within(dialog).getByRole('button', { name: 'Import 2 rows' })).toBeEnabled();

    // Read as CSV (the user's choice wins) it is a header line and no rows: nothing to import.
    await user.click(within(dialog).getByRole('radio', { name: 'CSV' }));
    expect(within(dialog).getByRole('radio', { name: 'CSV' })).toBeChecked();
    expect(within(dialog).getByText('Chosen by you.')).toBeVisible();
    expect(within(dialog).getByText('The file has a header row but no rows.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('refuses a file over 5 MB before reading or sending it, and says why', async () => {
    const { user, dialog } = await openImport();
    const big = csvFile('everything.csv', `title\n${'x'.repeat(LEAD_IMPORT_MAX_BYTES)}`);
    await user.upload(within(dialog).getByLabelText('File (.csv or .json)'), big);

    await findAlert('everything.csv is 5.1 MB: imports are limited to 5 MB. Split it into smaller files.');
    expect(within(dialog).getByLabelText('File (.csv or .json)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(importRequests()).toHaveLength(0);
  });

  it('shows what was imported and every row the server refused, which can be copied', async () => {
    api().route('POST /api/v1/leads/:projectId/import', () => ({
      status: 202,
      body: {
        analysis_run_id: 'run-big',
        received: 124,
        accepted: 121,
        rejected: 3,
        errors: [
          { row: 0, field: 'content', message: 'The file ends inside a quoted field.' },
          { row: 3, field: 'url', message: 'url must be an http(s) address.' },
          { row: 17, field: 'title', message: 'Each row needs a title or a body.' },
          { row: 40, field: 'published_at', message: 'Unreadable date; the row was imported without one.' },
        ],
      },
    }));
    api().route('GET /api/v1/leads/:projectId/analysis_runs/:runId', () => ({
      status: 200,
      body: importRunBody(
        { id: 'run-big', total: 121, known: 0, looks: 2 },
        { done: 121, errors: 1, new_leads: 37, already_known: 83 },
      ),
    }));
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('File (.csv or .json)'), csvFile('leads.csv', exported));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 7 rows' }));

    const summary = await within(dialog).findByRole('heading', {
      name: 'Imported 120 of 124 rows — 37 new leads',
    });
    await waitFor(() => expect(summary).toHaveFocus());
    const terms = within(dialog).getAllByRole('term');
    const values = within(dialog).getAllByRole('definition');
    expect(terms.map((term, i) => [term.textContent, values[i]?.textContent])).toEqual([
      ['Imported', '120'],
      ['Already known', '83'],
      ['Leads created', '37'],
      ['Failed rows', '4'],
    ]);
    const problems = within(dialog).getByRole('region', { name: '4 problems in the file' });
    expect(
      within(problems)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((c) => c.textContent)),
    ).toEqual([
      ['File', 'content', 'The file ends inside a quoted field.'],
      ['Row 3', 'url', 'url must be an http(s) address.'],
      ['Row 17', 'title', 'Each row needs a title or a body.'],
      ['Row 40', 'published_at', 'Unreadable date; the row was imported without one.'],
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Copy the list of problems' }));
    expect(await navigator.clipboard.readText()).toBe(
      [
        'File, content: The file ends inside a quoted field.',
        'Row 3, url: url must be an http(s) address.',
        'Row 17, title: Each row needs a title or a body.',
        'Row 40, published_at: Unreadable date; the row was imported without one.',
      ].join('\n'),
    );

    // "Import another file" starts over; Done closes and gives focus back to the opener.
    await user.click(within(dialog).getByRole('button', { name: 'Import another file' }));
    expect(within(dialog).getByLabelText('File (.csv or .json)')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Import posts' })).toHaveFocus();
  });

  it("shows the server's refusal with Try again, which sends the same content again", async () => {
    api().route('POST /api/v1/leads/:projectId/import', () =>
      errorReply(403, 'PROJECT_ACCESS_FORBIDDEN', 'Only members of the organization can import posts.'),
    );
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('File (.csv or .json)'), csvFile('leads.csv', exported));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 7 rows' }));

    await findAlert('Only members of the organization can import posts.');
    const retry = within(dialog).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toHaveFocus());

    api().route('POST /api/v1/leads/:projectId/import', () => ({
      status: 202,
      body: { analysis_run_id: 'run-7', received: 7, accepted: 7, rejected: 0, errors: [] },
    }));
    api().route('GET /api/v1/leads/:projectId/analysis_runs/:runId', () => ({
      status: 200,
      body: importRunBody({ id: 'run-7', total: 7, known: 0, looks: 2 }, { new_leads: 5, already_known: 2 }),
    }));
    await user.click(retry);
    expect(
      await within(dialog).findByRole('heading', { name: 'Imported 7 of 7 rows — 5 new leads' }),
    ).toBeVisible();
    expect(within(dialog).getByText('Every row was read without a problem.')).toBeVisible();
    expect(importRequests().map((r) => r.body)).toEqual([
      { format: 'csv', content: exported },
      { format: 'csv', content: exported },
    ]);
  });

  it('says when a run failed part-way, and Try again sends the file again', async () => {
    api().route('GET /api/v1/leads/:projectId/analysis_runs/:runId', ({ params }) => {
      const run = { id: params.runId ?? '', total: 7, known: 0, looks: 2 };
      return {
        status: 200,
        body:
          params.runId === 'run-1'
            ? importRunBody(run, {
                status: 'failed',
                done: 7,
                errors: 5,
                new_leads: 2,
                last_error: 'The LLM did not answer',
              })
            : importRunBody(run, { new_leads: 5, already_known: 2 }),
      };
    });
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('File (.csv or .json)'), csvFile('leads.csv', exported));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 7 rows' }));

    const summary = await within(dialog).findByRole('heading', {
      name: 'The import stopped after 2 rows of 7 — 2 new leads',
    });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '5 rows were not stored (The LLM did not answer). Try again',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Imported 7 of 7 rows — 5 new leads' }),
    ).toBeVisible();
    expect(importRequests()).toHaveLength(2);
  });

  it('says when the progress could not be loaded, and Check again asks again', async () => {
    api().route('GET /api/v1/leads/:projectId/analysis_runs/:runId', () =>
      errorReply(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
    );
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('File (.csv or .json)'), csvFile('leads.csv', exported));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 7 rows' }));

    expect(await within(dialog).findByRole('progressbar', { name: 'Importing' })).toHaveAttribute(
      'aria-valuetext',
      'Waiting to start storing 7 rows…',
    );
    await findAlert('Too many attempts. Please wait a minute and try again.');
    api().route('GET /api/v1/leads/:projectId/analysis_runs/:runId', ({ params }) => ({
      status: 200,
      body: importRunBody({ id: params.runId ?? '', total: 7, known: 0, looks: 2 }),
    }));
    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Imported 7 of 7 rows — 7 new leads' }),
    ).toBeVisible();
  });

  it('opens from the CSV import source too, and closes with Escape', async () => {
    const { user } = renderApp('/projects/p1/settings/data-sources');
    const card = await screen.findByRole('region', { name: 'CSV import' });
    await user.click(within(card).getByRole('button', { name: 'Import a CSV or JSON file' }));
    expect(await screen.findByRole('dialog', { name: 'Import posts' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
