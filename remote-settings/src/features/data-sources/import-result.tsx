// What an import did, once its run finished: rows imported, of which already known and new leads, and
// rows that failed (left out when the file was read, or not stored by the run), with each problem the
// API named in words a person can act on (and copy, to fix the file in a spreadsheet).
import { useEffect, useRef } from 'react';
import type { AnalysisRun, LeadImportAccepted, LeadImportRowError } from '@signalboard/shared/api';
import { CopyButton } from '@signalboard/shared/ui';
import './import-progress.css';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** The outcome's figures: rows the run stored, and rows left out by the file's checks or by the run. */
export function importFigures(accepted: LeadImportAccepted, run: AnalysisRun) {
  const imported = Math.max(0, run.done - run.errors);
  return {
    received: accepted.received,
    imported,
    alreadyKnown: run.already_known,
    newLeads: run.new_leads,
    failed: accepted.rejected + run.errors,
  };
}

export function resultSummary(accepted: LeadImportAccepted, run: AnalysisRun): string {
  const figures = importFigures(accepted, run);
  const head =
    run.status === 'failed'
      ? `The import stopped after ${count(figures.imported, 'row', 'rows')} of ${figures.received.toLocaleString('en')}`
      : `Imported ${figures.imported.toLocaleString('en')} of ${count(figures.received, 'row', 'rows')}`;
  return `${head} — ${count(figures.newLeads, 'new lead', 'new leads')}`;
}

/** Row 0 is the whole content (no header, not JSON...), not a row of it. */
const where = (error: LeadImportRowError) =>
  error.row === 0 ? 'File' : `Row ${error.row.toLocaleString('en')}`;

export const errorsAsText = (errors: LeadImportRowError[]) =>
  errors.map((error) => `${where(error)}, ${error.field}: ${error.message}`).join('\n');

export function ImportResult({ accepted, run }: { accepted: LeadImportAccepted; run: AnalysisRun }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The dialog's content just changed under the user: read them the outcome first.
  useEffect(() => heading.current?.focus(), []);
  const figures = importFigures(accepted, run);
  const { errors } = accepted;
  return (
    <div className="sb-stack sb-stack--sm">
      <h3 className="ds-import__result" ref={heading} tabIndex={-1}>
        {resultSummary(accepted, run)}
      </h3>
      <dl className="ds-import__figures" aria-label="Import figures">
        <div>
          <dt>Imported</dt>
          <dd>{figures.imported.toLocaleString('en')}</dd>
        </div>
        <div>
          <dt>Already known</dt>
          <dd>{figures.alreadyKnown.toLocaleString('en')}</dd>
        </div>
        <div>
          <dt>Leads created</dt>
          <dd>{figures.newLeads.toLocaleString('en')}</dd>
        </div>
        <div>
          <dt>Failed rows</dt>
          <dd>{figures.failed.toLocaleString('en')}</dd>
        </div>
      </dl>
      {run.status === 'failed' ? (
        <p className="ds-warning" role="alert">
          {count(run.errors, 'row was', 'rows were')} not stored
          {run.last_error ? ` (${run.last_error})` : ''}. Try again: rows already stored are recognised and
          not added twice.
        </p>
      ) : null}
      {errors.length === 0 ? (
        <p className="sb-muted">Every row was read without a problem.</p>
      ) : (
        <>
          <div className="ds-import__errors-head">
            <h4 className="ds-import__heading" id="ds-import-errors">
              {count(errors.length, 'problem', 'problems')} in the file
            </h4>
            <CopyButton value={errorsAsText(errors)} label="Copy the list of problems" />
          </div>
          <div className="ds-table-scroll" role="region" aria-labelledby="ds-import-errors" tabIndex={0}>
            <table className="ds-table">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Field</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((error, index) => (
                  <tr key={index}>
                    <th scope="row">{where(error)}</th>
                    <td>
                      <code>{error.field}</code>
                    </td>
                    <td>{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
