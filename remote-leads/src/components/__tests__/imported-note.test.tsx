// An imported lead under the project's threshold says so, in the row and in the drawer; one at or
// above it, and leads found by polling, say nothing of the kind.
import { screen, within } from '@testing-library/react';
import { importedUnderThreshold } from '../imported-note';
import { listLead } from '../../testing/leads-list-routes';
import { LEADS_PROJECT as PROJECT, withLeadsApi } from '../../testing/leads-api';
import { renderApp } from '../../testing/render-app';
import { giveVirtualScrollersHeight } from '../../testing/virtual-layout';

const api = withLeadsApi();
giveVirtualScrollersHeight();

const leadId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const LIST = `/projects/${PROJECT}/leads`;

describe('imported under the threshold', () => {
  it('says so only for an import under the threshold', () => {
    expect(importedUnderThreshold({ platform: 'csv_import', score: 32 }, 50)).toBe(
      'Imported: scored 32, under your threshold of 50',
    );
    expect(importedUnderThreshold({ platform: 'csv_import', score: 50 }, 50)).toBeNull();
    expect(importedUnderThreshold({ platform: 'reddit', score: 20 }, 50)).toBeNull();
    expect(importedUnderThreshold({ platform: 'csv_import', score: 20 }, undefined)).toBeNull();
  });

  it('shows it in the row and in the drawer', async () => {
    api().state.project.lead_threshold = 50;
    api().state.leads = [
      listLead(leadId(1), { platform: 'csv_import', score: 32 }),
      listLead(leadId(2), { platform: 'csv_import', score: 71 }),
    ];
    renderApp(`${LIST}?lead=${leadId(1)}`);
    const drawer = await screen.findByRole('dialog', { name: `Lead ${leadId(1)}` }, { timeout: 15_000 });
    expect(await within(drawer).findByText('Imported: scored 32, under your threshold of 50')).toBeVisible();
    const rows = screen.getAllByRole('row', { hidden: true });
    const first = rows.find((row) => row.id === `lead-row-${leadId(1)}`)!;
    const second = rows.find((row) => row.id === `lead-row-${leadId(2)}`)!;
    expect(within(first).getByText('Imported: scored 32, under your threshold of 50')).toBeInTheDocument();
    expect(within(second).queryByText(/^Imported:/)).toBeNull();
  }, 30_000);
});
