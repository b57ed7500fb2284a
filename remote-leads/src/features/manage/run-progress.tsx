// The progress of a re-scoring run (intent signals saved with "Reanalyze", a smart column computed):
// a progress bar with done / total and errors, and a live region that says when it starts and ends
// (not every tick: a screen reader reading each percentage would drown the user).
import { errorMessage, useReanalysisRun } from '@signalboard/shared/api';

export interface RunProgressProps {
  projectId: string;
  runId: string;
  /** What the run does, e.g. "Reanalyzing leads" or "Computing “Is a company”". */
  label: string;
}

export function RunProgress({ projectId, runId, label }: RunProgressProps) {
  const { data: run, error } = useReanalysisRun(projectId, runId);
  const total = run?.total ?? 0;
  const done = run?.done ?? 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : run?.status === 'done' ? 100 : 0;
  const finished = run?.status === 'done' || run?.status === 'failed';

  let outcome = `${label}…`;
  if (run?.status === 'done')
    outcome = `${label}: done, ${done} of ${total} leads${run.errors > 0 ? `, ${run.errors} could not be analyzed` : ''}.`;
  else if (run?.status === 'failed')
    outcome = `${label} failed${run.last_error ? `: ${run.last_error}` : '.'}`;
  else if (error) outcome = errorMessage(error, 'Could not load the progress.');

  return (
    <div className="manage-run" data-status={run?.status ?? 'queued'}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total || 100}
        aria-valuenow={total > 0 ? done : percent}
        aria-valuetext={total > 0 ? `${done} of ${total} leads` : `${percent}%`}
        className="manage-run__bar"
      >
        <span className="manage-run__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="sb-text-sm sb-muted">
        {total > 0 ? `${done} of ${total} leads` : 'Starting…'}
        {run && run.errors > 0 ? ` · ${run.errors} errors` : ''}
      </p>
      {/* Announced when it starts and when it finishes. */}
      <p role="status" aria-live="polite" className={finished || error ? 'sb-text-sm' : 'sb-visually-hidden'}>
        {outcome}
      </p>
    </div>
  );
}
