import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../../src/db/open-database.js';
import { startPgProxy } from '../support/pg-proxy.js';
import { createTestDatabase } from '../support/test-database.js';

// A connection that drops while it is checked out of the pool (a transaction open when the server
// restarts) emits 'error' on its client, where pg-pool has taken its own listener off: with no listener
// Node ends the process. The cluster faults caught a worker dying so; this does it on purpose.
describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL pool when the server goes away', () => {
  it('fails the open transaction, keeps the process, and serves the next query once the server is back', async () => {
    const database = await createTestDatabase();
    onTestFinished(() => database.drop());
    const direct = new URL(database.env.DATABASE_URL!);
    const proxy = await startPgProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    onTestFinished(() => proxy.close());
    const handle = await openDatabase({ kind: 'postgres', url: proxy.url(direct.toString()) });
    onTestFinished(() => handle.close());

    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      proxy.cut();
      // Idle in the transaction while the socket resets: the client's 'error' event fires now.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 2`);
    });
    await expect(transaction).rejects.toThrow();

    proxy.restore();
    const { rows } = await handle.executeSql('select 3 as three', []);
    expect(rows).toEqual([{ three: 3 }]);
  });
});
