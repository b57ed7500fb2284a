import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.js';
import { users } from './users.js';

export const authTokenPurpose = pgEnum('auth_token_purpose', ['verify', 'reset']);

/** Single-use tokens mailed to users. Only the sha256 of the token is stored, so a database leak reveals none. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: authTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique('auth_tokens_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('auth_tokens_user_purpose_idx').on(table.userId, table.purpose),
    index('auth_tokens_expires_idx').on(table.expiresAt),
  ],
);

export type AuthTokenPurpose = (typeof authTokenPurpose.enumValues)[number];
