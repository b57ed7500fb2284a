import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.js';
import { organizations } from './organizations.js';
import { projects } from './projects.js';
import { users } from './users.js';

/** What a key may do: read or change leads, read or change a project's settings. */
export const apiKeyScopes = ['leads:read', 'leads:write', 'settings:read', 'settings:write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/**
 * API keys (issue 28): they belong to the organization, not to the person who made one, and reach one
 * project (`project_id`) or all of the organization's (`project_id` null). Only the SHA-256 of the secret
 * is kept: a 32-byte random secret needs no slow hash, and the lookup is one indexed equality.
 * `user_id` is the key's own hidden account (users.kind 'api_key'): what routes written for people act as,
 * so a key's read marks, notes and history are its own.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .unique('api_keys_user_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The secret's first 12 characters (`sb_live_AbCd`), what lists show. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique('api_keys_secret_hash_unique'),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('api_keys_organization_idx').on(table.organizationId),
    check(
      'api_keys_scopes_known',
      sql`${table.scopes} <@ array['leads:read', 'leads:write', 'settings:read', 'settings:write']::text[] and cardinality(${table.scopes}) > 0`,
    ),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
