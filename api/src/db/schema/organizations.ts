import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.js';
import { users } from './users.js';

export const organizations = pgTable('organizations', {
  id: primaryId(),
  name: text('name').notNull(),
  website: text('website'),
  createdAt: createdAt(),
});

export const membershipRole = pgEnum('membership_role', ['owner', 'admin', 'member']);

export const memberships = pgTable(
  'memberships',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: membershipRole('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // A user belongs to at most one organization today; the index makes concurrent creations lose cleanly.
    uniqueIndex('memberships_one_organization_per_user').on(table.userId),
    index('memberships_organization_idx').on(table.organizationId),
  ],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type MembershipRole = (typeof membershipRole.enumValues)[number];
