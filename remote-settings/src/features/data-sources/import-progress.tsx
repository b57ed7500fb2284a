// An accepted import while its run stores the rows: a bar of rows stored out of rows accepted, read
// out as words too (aria-valuetext). The bar's own updates are not announced, only the outcome is
// (the dialog's live region), so a screen reader is not interrupted every second.
import type { AnalysisRun, LeadImportAccepted } from '@signalboard/shared/api';
import './import-progress.css';

const rows = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'row' : 'rows'}`;

export function progressText(run: AnalysisRun | undefined, accepted: LeadImportAccepted): string {
  const total = run?.total ?? accepted.accepted;
  if (!run || run.status === 'queued') return `Waiting to start storing ${rows(total)}…`;
  return `Stored ${run.done.toLocaleString('en')} of ${rows(total)}…`;
}

export function ImportProgress({
  run,
  accepted,
}: {
  run: AnalysisRun | undefined;
  accepted: LeadImportAccepted;
}) {
  const total = run?.total ?? accepted.accepted;
  const done = Math.min(run?.done ?? 0, total);
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const text = progressText(run, accepted);
  return (
    <div className="sb-stack sb-stack--sm">
      <h3 className="ds-import__heading" id="ds-import-progress">
        Importing
      </h3>
      <div
        className="ds-progress"
        role="progressbar"
        aria-labelledby="ds-import-progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <div className="ds-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="sb-text-sm" aria-hidden>
        {text}
      </p>
      <p className="sb-muted sb-text-sm">
        The file was read: rows are now stored and scored. You can close this window; the import goes on, and
        its leads appear in the lead list as they are stored.
      </p>
    </div>
  );
}
