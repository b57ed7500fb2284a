import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.js';
import { users } from './users.js';

/** PKCE verifier kept server-side between /authorize and /callback, keyed by the sha256 of the state. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: primaryId(),
    provider: text('provider').notNull(),
    stateHash: text('state_hash').notNull().unique('oauth_states_state_hash_unique'),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('oauth_states_expires_idx').on(table.expiresAt)],
);

/** The identity-provider profile as last received, as the userinfo endpoint returned it. */
export type OAuthProfile = Record<string, unknown>;

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: primaryId(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    profile: jsonb('profile').$type<OAuthProfile>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('oauth_accounts_provider_subject_unique').on(table.provider, table.subject),
    index('oauth_accounts_user_idx').on(table.userId, table.provider),
  ],
);
