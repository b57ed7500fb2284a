// What an import did: rows read, posts stored, new leads, and each row the API left out or changed,
// in words a person can act on (and copy, to fix the file in a spreadsheet).
import { useEffect, useRef } from 'react';
import type { LeadImportResult, LeadImportRowError } from '@signalboard/shared/api';
import { CopyButton } from '../../lib/copy-button';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

export function resultSummary(result: LeadImportResult): string {
  return `Imported ${result.imported.toLocaleString('en')} of ${count(result.received, 'row', 'rows')} — ${count(
    result.new_leads,
    'new lead',
    'new leads',
  )}`;
}

/** Row 0 is the whole content (no header, not JSON...), not a row of it. */
const where = (error: LeadImportRowError) =>
  error.row === 0 ? 'File' : `Row ${error.row.toLocaleString('en')}`;

export const errorsAsText = (errors: LeadImportRowError[]) =>
  errors.map((error) => `${where(error)}, ${error.field}: ${error.message}`).join('\n');

export function ImportResult({ result }: { result: LeadImportResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The dialog's content just changed under the user: read them the outcome first.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="sb-stack sb-stack--sm">
      <h3 className="ds-import__result" ref={heading} tabIndex={-1}>
        {resultSummary(result)}
      </h3>
      {result.errors.length === 0 ? (
        <p className="sb-muted">Every row was read without a problem.</p>
      ) : (
        <>
          <div className="ds-import__errors-head">
            <h4 className="ds-import__heading" id="ds-import-errors">
              {count(result.errors.length, 'problem', 'problems')} in the file
            </h4>
            <CopyButton value={errorsAsText(result.errors)} label="Copy the list of problems" />
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
                {result.errors.map((error, index) => (
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
