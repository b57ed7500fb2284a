import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import {
  apiKeys,
  organizations,
  projects,
  users,
  type ApiKeyRow,
  type ApiKeyScope,
  type OrganizationRow,
  type ProjectRow,
  type UserRow,
} from '../db/schema/index.js';

export interface NewApiKey {
  organizationId: string;
  /** Null: the key reaches every project of the organization. */
  projectId: string | null;
  name: string;
  scopes: ApiKeyScope[];
  expiresAt: Date | null;
  prefix: string;
  secretHash: string;
  createdBy: string;
}

/** A key as its list shows it: with the name and e-mail of whoever created it, while their account lasts. */
export interface ApiKeyView extends ApiKeyRow {
  creator: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'> | null;
}

/** The label a key's changes carry in a lead's history, and the name of its hidden account. */
export const apiKeyLabel = (name: string) => `API key “${name}”`;

/**
 * API keys of organizations (issue 28) and the hidden account each acts as. Every management call is
 * scoped to what reaches one project: the project's own keys and its organization's.
 */
export function apiKeysRepository(db: Database) {
  const creators = alias(users, 'creators');
  const reachingProject = (projectId: string, organizationId: string) =>
    and(
      eq(apiKeys.organizationId, organizationId),
      or(isNull(apiKeys.projectId), eq(apiKeys.projectId, projectId)),
    );
  // Looked up on every request a key makes: the key and its account in one statement.
  const bySecret = db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.secretHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('api_key_by_secret');

  return {
    /** The key and its hidden account, in one transaction: there is never one without the other. */
    async create(key: NewApiKey): Promise<ApiKeyRow> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            kind: 'api_key',
            // The reserved .invalid domain (RFC 2606): no mail ever reaches it, nobody can sign in with it.
            email: `api-key-${randomUUID()}@api-keys.signalboard.invalid`,
            hashedPassword: null,
            firstName: apiKeyLabel(key.name),
            isActive: false,
          })
          .returning({ id: users.id });
        if (!user) throw new Error("the API key's account was not created");
        const [row] = await tx
          .insert(apiKeys)
          .values({ ...key, userId: user.id })
          .returning();
        if (!row) throw new Error('the API key was not created');
        return row;
      });
    },

    async findBySecretHash(hash: string): Promise<{ key: ApiKeyRow; user: UserRow } | null> {
      const [row] = await bySecret.execute({ hash });
      return row ?? null;
    },

    /** The key acting as the hidden account `userId`, or null (a person). */
    async findByUserId(userId: string): Promise<ApiKeyRow | null> {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).limit(1);
      return row ?? null;
    },

    /** Keys that reach the project: active ones newest first, then revoked and expired ones newest first. */
    async listReaching(projectId: string, organizationId: string): Promise<ApiKeyView[]> {
      const rows = await db
        .select({
          key: apiKeys,
          creator: {
            id: creators.id,
            firstName: creators.firstName,
            lastName: creators.lastName,
            email: creators.email,
          },
        })
        .from(apiKeys)
        .leftJoin(creators, eq(creators.id, apiKeys.createdBy))
        .where(reachingProject(projectId, organizationId))
        .orderBy(
          sql`(${apiKeys.revokedAt} is not null or coalesce(${apiKeys.expiresAt} <= now(), false))`,
          desc(apiKeys.createdAt),
          asc(apiKeys.id),
        );
      return rows.map(({ key, creator }) => ({ ...key, creator: creator?.id ? creator : null }));
    },

    /**
     * Revokes a key that reaches the project (again: nothing changes, the first time stays); false when no
     * such key reaches it.
     */
    async revoke(projectId: string, organizationId: string, keyId: string): Promise<boolean> {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
        .where(and(eq(apiKeys.id, keyId), reachingProject(projectId, organizationId)))
        .returning({ id: apiKeys.id });
      return rows.length > 0;
    },

    /**
     * Notes the key's use at most once a minute: a busy key would otherwise write its row on every
     * request, and the list only needs to say "used a minute ago".
     */
    async touch(keyId: string): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(apiKeys.id, keyId),
            or(isNull(apiKeys.lastUsedAt), sql`${apiKeys.lastUsedAt} < now() - interval '1 minute'`),
          ),
        );
    },

    /** What the key acting as `userId` reaches: its organization and, for a project key, its project. */
    async reachOf(userId: string): Promise<{ organization: OrganizationRow; projects: ProjectRow[] } | null> {
      const [row] = await db
        .select({ organization: organizations, projectId: apiKeys.projectId })
        .from(apiKeys)
        .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
        .where(eq(apiKeys.userId, userId))
        .limit(1);
      if (!row) return null;
      const reached = await db
        .select()
        .from(projects)
        .where(
          row.projectId
            ? and(eq(projects.id, row.projectId), eq(projects.organizationId, row.organization.id))
            : eq(projects.organizationId, row.organization.id),
        )
        .orderBy(asc(projects.createdAt), asc(projects.id));
      return { organization: row.organization, projects: reached };
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof apiKeysRepository>;
