import { desc } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { mailOutbox, type OutboxMailRow } from '../db/schema/index.js';

export function outboxRepository(db: Database) {
  return {
    async listNewestFirst(limit = 200): Promise<OutboxMailRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
