import type { IncomingPost } from '../sources/connector.js';
import type { ImportResult } from '../sources/import/parse-import.js';
import { chunked } from './chunked.js';
import { ingestPosts, type IngestDependencies } from './ingest-posts.js';

export interface RowsImported {
  received: number;
  imported: number;
  newLeads: number;
}

/** Rows per ingest transaction: a 10,000-row file commits in steps, each retried alone if need be. */
const rowsPerIngest = 500;

/** Fields whose problem leaves the row out (an unreadable date does not: the row is kept without it). */
const keptDespite = new Set(['published_at', 'content']);

/** Rows read from the content: those kept plus those left out with an error. */
export function rowsRead(parsed: ImportResult): number {
  const dropped = new Set(
    parsed.errors.filter((error) => error.row > 0 && !keptDespite.has(error.field)).map((error) => error.row),
  );
  return parsed.rows.length + dropped.size;
}

/** Ingests parsed import or webhook rows into the project (as `platform` posts), in batches. */
export async function ingestRows(
  deps: IngestDependencies,
  projectId: string,
  parsed: ImportResult,
  options: { asLeads: boolean; platform?: string },
): Promise<RowsImported> {
  const incoming: IncomingPost[] = options.platform
    ? parsed.rows.map((row) => ({ ...row, platform: options.platform! }))
    : parsed.rows;
  let newLeads = 0;
  for (const batch of chunked(incoming, rowsPerIngest)) {
    const result = await ingestPosts(deps, { projectId, incoming: batch, asLeads: options.asLeads });
    newLeads += result.newLeads;
  }
  return { received: rowsRead(parsed), imported: incoming.length, newLeads };
}
