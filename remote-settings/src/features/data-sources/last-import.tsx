// The CSV import card's last import: when it ran, how many rows it stored and how many became new
// leads. The API keeps no import count on the csv_import source (imports do not touch its polling
// health), so this reads the project's analysis runs (GET /leads/{projectId}/analysis_runs: the 20
// newest of every kind) and takes the newest import; none among them, nothing is shown.
import { listAnalysisRuns, type AnalysisRun } from '@signalboard/shared/api';
import { useQuery } from '@signalboard/shared/query';
import { formatDateTime } from '../../lib/format';

export const importRunsKey = (projectId: string) => ['project', projectId, 'analysis-runs'] as const;

const rows = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'row' : 'rows'}`;
const newLeads = (n: number) => `${n.toLocaleString('en')} new ${n === 1 ? 'lead' : 'leads'}`;

/** The newest import run among the project's runs, or null. */
export function useLastImport(projectId: string): AnalysisRun | null {
  const runs = useQuery({
    queryKey: importRunsKey(projectId),
    queryFn: () => listAnalysisRuns(projectId),
    // A fact beside the card, not the page's content: a failure shows nothing rather than retrying.
    retry: false,
  });
  return runs.data?.find((run) => run.kind === 'import') ?? null;
}

/** What the card says about `run`. */
export function lastImportSentence(run: AnalysisRun): string {
  if (run.status === 'queued' || run.status === 'running')
    return `Importing now: ${run.done.toLocaleString('en')} of ${rows(run.total)} stored.`;
  if (run.status === 'failed') return `The last import failed${run.last_error ? `: ${run.last_error}` : '.'}`;
  const errors = run.errors > 0 ? `, ${rows(run.errors)} not stored` : '';
  return `${rows(run.total)}, ${newLeads(run.new_leads)}${errors}.`;
}

export function LastImport({ projectId }: { projectId: string }) {
  const run = useLastImport(projectId);
  if (!run) return null;
  const at = run.finished_at ?? run.started_at ?? run.created_at;
  return (
    <p className="ds-last-import">
      <span className="sb-muted">Last import </span>
      <time dateTime={at}>{formatDateTime(at)}</time>
      {': '}
      {lastImportSentence(run)}
    </p>
  );
}
