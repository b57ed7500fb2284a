// Data Sources: every platform Signalboard can watch, switched on or off for this project, with its
// settings and, once saved, how its polling is going. `?import=csv` opens the import dialog (the empty
// lead list links there), and closing it takes the parameter off, so a reload does not open it again.
import { useDataSources, usePlatformCatalogue } from '@signalboard/shared/api';
import { useSearchParams } from '@signalboard/shared/router';
import { LoadError, Spinner } from '@signalboard/shared/ui';
import { useProjectId } from '../../lib/project-loader';
import { DataSourcesForm } from './data-sources-form';
import { ImportPostsButton } from './import-dialog';

export default function DataSourcesTab() {
  const projectId = useProjectId();
  const catalogue = usePlatformCatalogue();
  const sources = useDataSources(projectId);
  const [params, setParams] = useSearchParams();
  const importRequested = params.get('import') === 'csv';
  const forgetImportRequest = () => {
    if (!importRequested) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('import');
        return next;
      },
      { replace: true },
    );
  };

  const failed = catalogue.isError ? catalogue : sources.isError ? sources : null;
  if (failed) {
    return (
      <LoadError
        what={
          failed === catalogue
            ? 'We could not load the list of platforms.'
            : 'We could not load the data sources.'
        }
        error={failed.error}
        retrying={failed.isFetching}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!catalogue.data || !sources.data) return <Spinner label="Loading the data sources" />;
  return (
    <div className="sb-stack">
      <div className="ds-toolbar">
        <p className="sb-muted sb-text-sm">Posts from elsewhere? Import them from a CSV or JSON file.</p>
        <ImportPostsButton requested={importRequested} onClosed={forgetImportRequest} />
      </div>
      <DataSourcesForm projectId={projectId} catalogue={catalogue.data} sources={sources.data} />
    </div>
  );
}
