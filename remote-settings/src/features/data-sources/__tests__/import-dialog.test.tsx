import { screen, waitFor, within } from '@testing-library/react';
import { LEAD_IMPORT_MAX_BYTES } from '@signalboard/shared/api';
import { errorReply, findAlert } from '@signalboard/shared/testing';
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
    expect(
      await within(dialog).findByRole('heading', { name: 'Imported 7 of 7 rows — 7 new leads' }),
    ).toHaveFocus();
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
      status: 200,
      body: {
        received: 124,
        imported: 120,
        new_leads: 37,
        errors: [
          { row: 0, field: 'content', message: 'The file ends inside a quoted field.' },
          { row: 3, field: 'url', message: 'url must be an http(s) address.' },
          { row: 17, field: 'title', message: 'Each row needs a title or a body.' },
          { row: 40, field: 'published_at', message: 'Unreadable date; the row was imported without one.' },
        ],
      },
    }));
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('File (.csv or .json)'), csvFile('leads.csv', exported));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 7 rows' }));

    const summary = await within(dialog).findByRole('heading', {
      name: 'Imported 120 of 124 rows — 37 new leads',
    });
    await waitFor(() => expect(summary).toHaveFocus());
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
      status: 200,
      body: { received: 7, imported: 7, new_leads: 5, errors: [] },
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

  it('opens from the CSV import source too, and closes with Escape', async () => {
    const { user } = renderApp('/projects/p1/settings/data-sources');
    const card = await screen.findByRole('region', { name: 'CSV import' });
    await user.click(within(card).getByRole('button', { name: 'Import a CSV or JSON file' }));
    expect(await screen.findByRole('dialog', { name: 'Import posts' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
