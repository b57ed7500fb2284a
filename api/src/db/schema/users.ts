import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { citext, createdAt, primaryId, updatedAt } from './columns.js';

export const users = pgTable('users', {
  id: primaryId(),
  email: citext('email').notNull().unique('users_email_unique'),
  // Null for accounts created through Google sign-in that never set a password.
  hashedPassword: text('hashed_password'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  isActive: boolean('is_active').notNull().default(true),
  isVerified: boolean('is_verified').notNull().default(false),
  // Carried in every access token (claim `ver`); raising it (password reset or change, "sign out
  // everywhere") makes every token issued before useless, although JWTs cannot be recalled.
  tokenVersion: integer('token_version').notNull().default(0),
  // 'api_key': the hidden account an API key acts as (api_keys.user_id), never a person: no password, an
  // e-mail on the reserved .invalid domain, never a member or guest, so never in a team list or a mail.
  kind: text('kind').$type<'person' | 'api_key'>().notNull().default('person'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type UserRow = typeof users.$inferSelect;
