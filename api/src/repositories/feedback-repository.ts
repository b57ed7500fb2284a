import type { Database } from '../db/database.js';
import { feedback, type FeedbackRow } from '../db/schema/index.js';

export function feedbackRepository(db: Database) {
  return {
    async create(fields: {
      userId: string;
      organizationId: string | null;
      page: string | null;
      feedback: string;
    }): Promise<FeedbackRow> {
      const [row] = await db.insert(feedback).values(fields).returning();
      if (!row) throw new Error('feedback insert returned nothing');
      return row;
    },
  };
}
