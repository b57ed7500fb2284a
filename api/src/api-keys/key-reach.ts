import { sql, type SQL } from 'drizzle-orm';
import { apiKeys } from '../db/schema/index.js';

/**
 * Whether the key whose hidden account is `userId` reaches the project (`projectId` of the organization
 * `organizationId`; SQL expressions: columns or values) now: its own project, or any project of its
 * organization for an organization key; never once revoked or expired. The SQL twin of a member's or a
 * guest's `exists` in the statements that check access themselves (leads-repository, lead-flags-batch),
 * and what permissions.requireProject reads for a key.
 */
export function apiKeyReaches(userId: SQL, projectId: SQL, organizationId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${apiKeys} k where k.user_id = ${userId}
    and k.organization_id = ${organizationId} and (k.project_id is null or k.project_id = ${projectId})
    and k.revoked_at is null and (k.expires_at is null or k.expires_at > now()))`;
}
