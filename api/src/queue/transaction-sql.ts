import { sql, type SQL } from 'drizzle-orm';
import type { Database, ExecuteSql } from '../db/database.js';

/**
 * pg-boss's `db` option over a Drizzle transaction, so a job is sent in the same transaction as the
 * rows it is about (`boss.send(queue, data, { db: transactionSql(tx) })`): both commit or neither does.
 * pg-boss writes numbered placeholders ($1, $2...); each becomes a bound parameter here, whichever driver
 * (node-postgres or PGlite) runs the transaction.
 */
export function transactionSql(tx: Database): ExecuteSql {
  return async (text, values = []) => {
    const chunks: SQL[] = text
      .split(/\$(\d+)/)
      // undefined is null to node-postgres; in a Drizzle template it would vanish, placeholder and all.
      .map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`,
      );
    const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
    return { rows: result.rows };
  };
}
