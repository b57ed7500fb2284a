import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Case-insensitive text (PostgreSQL citext): e-mail addresses compare and stay unique regardless of case. */
export const citext = customType<{ data: string }>({
  dataType() {
    return 'citext';
  },
});

export const primaryId = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
