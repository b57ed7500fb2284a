// The first rows of a file as the import will read them, and which column fills which post field.
// A file with neither a title nor a body column is called out: no row of it could become a post.
import type { ImportPreview as Preview, PostField } from './import-content';
import { PREVIEW_ROWS } from './import-content';

export const fieldNames: Record<PostField, string> = {
  title: 'Title',
  body: 'Body',
  url: 'URL',
  author: 'Author',
  community: 'Community',
  published_at: 'Published',
  external_id: 'External id',
};

const CELL_MAX = 120;
const cell = (text: string) => (text.length > CELL_MAX ? `${text.slice(0, CELL_MAX)}…` : text);

export function ImportPreview({ preview }: { preview: Preview }) {
  const used = preview.columns.filter((c) => c.field);
  const extra = preview.columns.filter((c) => !c.field);
  return (
    <div className="sb-stack sb-stack--sm">
      <h3 className="ds-import__heading">Columns</h3>
      <ul className="sb-plain-list ds-mapping" aria-label="Column mapping">
        {used.map(({ column, field }) => (
          // A field is filled by one column at most, so it names the entry.
          <li key={field}>
            <code>{column}</code> → {field ? fieldNames[field] : null}
          </li>
        ))}
        {extra.length > 0 ? (
          <li className="sb-muted">
            Kept as extra data:{' '}
            {extra.map((c, i) => [i > 0 ? ', ' : '', <code key={i}>{c.column || '(unnamed)'}</code>])}
          </li>
        ) : null}
      </ul>
      {preview.lacksTitleAndBody ? (
        <p className="ds-warning" role="alert">
          No title or body column was found, so no row can become a post. Name a column title, or body (text,
          content or description also work).
        </p>
      ) : null}
      {preview.rows.length > 0 ? (
        <div className="ds-table-scroll" role="region" aria-label="Preview of the first rows" tabIndex={0}>
          <table className="ds-table">
            <caption className="sb-text-sm sb-muted">
              {preview.rowCount > PREVIEW_ROWS
                ? `The first ${PREVIEW_ROWS} of ${preview.rowCount.toLocaleString('en')} rows`
                : `All ${preview.rowCount.toLocaleString('en')} ${preview.rowCount === 1 ? 'row' : 'rows'}`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                {preview.columns.map(({ column, field }, i) => (
                  <th scope="col" key={i}>
                    {field ? fieldNames[field] : <span className="sb-muted">{column || '(unnamed)'}</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row, index) => (
                <tr key={index}>
                  <th scope="row">{index + 1}</th>
                  {row.map((value, i) => (
                    <td key={i}>{cell(value)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="sb-muted">The file has a header row but no rows.</p>
      )}
    </div>
  );
}
