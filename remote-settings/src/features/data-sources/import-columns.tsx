// What the import reads, said before a file is chosen: each post field and the column names it is read
// from (the API's parser's own list, mirrored in import-content.ts), and what happens to the others.
import { columnAliases, POST_FIELDS } from './import-content';
import { fieldNames } from './import-preview';

export function ImportColumns() {
  return (
    <section className="sb-stack sb-stack--sm" aria-labelledby="ds-import-columns">
      <h3 id="ds-import-columns" className="ds-import__heading">
        Columns it reads
      </h3>
      <p className="sb-text-sm sb-muted">
        Named by the CSV&apos;s header row (a JSON object&apos;s keys), in any case; spaces and hyphens count
        as underscores. Each row needs a title or a body. Other columns are kept with the post as extra data.
      </p>
      <dl className="ds-columns">
        {POST_FIELDS.map((field) => (
          <div key={field} className="ds-columns__field">
            <dt>{fieldNames[field]}</dt>
            <dd>
              {columnAliases[field].map((name, index) => (
                <span key={name}>
                  {index > 0 ? ', ' : null}
                  <code>{name}</code>
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
