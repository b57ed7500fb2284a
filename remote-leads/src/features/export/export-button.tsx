// "Export CSV": downloads the list as it is filtered and sorted now (every matching lead, not only the
// rows loaded). The result is said in a toast, which the suite's toaster announces.
import { useExportLeads, LEAD_EXPORT_MAX_ROWS } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Button, Spinner } from '@signalboard/shared/ui';
import { filterToQuery } from '../lead-filters/filter-url';
import { useLeadFilter } from '../lead-filters/use-lead-filter';
import { saveBlob } from './save-blob';
import './export.css';

export function ExportButton({ projectId }: { projectId: string }) {
  const { filter } = useLeadFilter();
  const exportLeads = useExportLeads(projectId);
  const busy = exportLeads.isPending;

  const run = () => {
    exportLeads.mutate(filterToQuery(filter), {
      onSuccess: ({ blob, fileName, capped }) => {
        saveBlob(blob, fileName);
        if (capped)
          notify.warning(`Exported the first ${LEAD_EXPORT_MAX_ROWS.toLocaleString('en')} leads`, {
            description: 'More leads match. Narrow the filter (a date range, say) to export the rest.',
          });
        else notify.success('Leads exported', { description: fileName });
      },
      onError: (error) => notify.error('Could not export the leads', { description: error.message }),
    });
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={run}
      disabled={busy}
      aria-busy={busy}
      className="export-button"
    >
      {busy ? <Spinner label="Exporting" size="sm" /> : null}
      Export CSV
    </Button>
  );
}
