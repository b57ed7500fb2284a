import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { citext, createdAt, primaryId } from './columns.js';
import { membershipRole, organizations } from './organizations.js';
import { projects } from './projects.js';
import { users } from './users.js';

export const inviteStatus = pgEnum('invite_status', ['pending', 'accepted', 'rejected', 'cancelled']);

/**
 * An invitation into an organization: addressed (an e-mail is set and mailed the link) or a link anyone
 * signed in may use once. Only the sha256 of the link's token is stored; resending replaces it.
 *
 * With a project_id it is a GUEST invite instead: accepting makes the addressee a guest of that one
 * project, not a member. `role` is then a placeholder ('member') and means nothing: adding 'guest' to the
 * membership enum would let a guest role leak into memberships, which must never hold one.
 */
export const invites = pgTable(
  'invites',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    inviterId: uuid('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    email: citext('email'),
    role: membershipRole('role').notNull(),
    status: inviteStatus('status').notNull().default('pending'),
    tokenHash: text('token_hash').notNull().unique('invites_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    respondedBy: uuid('responded_by').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('invites_organization_created_idx').on(table.organizationId, table.createdAt),
    index('invites_email_status_idx').on(table.email, table.status),
    index('invites_project_status_idx').on(table.projectId, table.status),
    // One pending guest invite per project and address, even when two owners send it at the same moment.
    uniqueIndex('invites_pending_guest_unique')
      .on(table.projectId, table.email)
      .where(sql`${table.status} = 'pending' and ${table.projectId} is not null`),
    // A guest invite is always mailed to someone: there are no anonymous guest links.
    check('invites_guest_addressed', sql`${table.projectId} is null or ${table.email} is not null`),
  ],
);

export type InviteRow = typeof invites.$inferSelect;
export type InviteStatus = (typeof inviteStatus.enumValues)[number];
