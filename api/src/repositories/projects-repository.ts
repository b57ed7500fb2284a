import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  dataSources,
  leadPlatformCounts,
  leadStatusConfigs,
  memberships,
  organizations,
  projectGuests,
  projectListVersions,
  projects,
  type MembershipRole,
  type OrganizationRow,
  type ProjectRow,
} from '../db/schema/index.js';
import { apiKeyReaches } from '../api-keys/key-reach.js';
import { defaultLeadStatuses } from '../lead-status/default-statuses.js';

/** What a project response shows beyond its own columns. */
export interface ProjectSummary {
  unreadCount: number;
  /** Platforms of the enabled data sources, in no particular order. */
  enabledPlatforms: string[];
}

/** What a user is to a project: a member of its organization (with their role), a guest of it, or neither. */
export interface ProjectAccessFacts {
  project: ProjectRow;
  /** The user's membership when it is of the project's organization. */
  membership: { organization: OrganizationRow; role: MembershipRole } | null;
  isGuest: boolean;
  /** For an API key's account: the project's organization when the key reaches the project, else null. */
  keyOrganization: OrganizationRow | null;
  /** The project's lead list version (the sum of its project_list_versions rows), read in the same statement. */
  listVersion: number;
}

export function projectsRepository(db: Database) {
  // Prepared once (a named statement on each PostgreSQL connection): every request to a project's routes
  // asks it first, and building its sixty-odd columns anew each time was a tenth of a cheap route's
  // server time under load (bench:load --profile).
  const access = db
    .select({
      project: projects,
      organization: organizations,
      role: memberships.role,
      isGuest: sql<boolean>`exists (select 1 from ${projectGuests} where ${projectGuests.projectId} = ${projects.id} and ${projectGuests.userId} = ${sql.placeholder('userId')})`,
      listVersion: sql<string>`coalesce((select sum(${projectListVersions.version}) from ${projectListVersions} where ${projectListVersions.projectId} = ${projects.id}), 0)`,
      // An API key's hidden account reaches the project through its key, not a membership (issue 28).
      keyReaches: apiKeyReaches(
        sql`${sql.placeholder('userId')}`,
        sql`${projects.id}`,
        sql`${projects.organizationId}`,
      ),
    })
    .from(projects)
    .leftJoin(
      memberships,
      and(
        eq(memberships.organizationId, projects.organizationId),
        eq(memberships.userId, sql.placeholder('userId')),
      ),
    )
    .leftJoin(organizations, eq(organizations.id, projects.organizationId))
    .where(eq(projects.id, sql.placeholder('projectId')))
    .limit(1)
    .prepare('project_access');

  return {
    /**
     * The project and what `userId` is to it, in one statement (every request to a project's routes
     * asks this first); null when there is no such project.
     */
    async accessOf(projectId: string, userId: string): Promise<ProjectAccessFacts | null> {
      const [row] = await access.execute({ projectId, userId });
      if (!row) return null;
      const { project, organization, role, isGuest, listVersion, keyReaches } = row;
      return {
        project,
        membership: organization && role ? { organization, role } : null,
        isGuest,
        keyOrganization: keyReaches && organization ? organization : null,
        listVersion: Number(listVersion),
      };
    },

    async listForOrganization(organizationId: string): Promise<ProjectRow[]> {
      return db
        .select()
        .from(projects)
        .where(eq(projects.organizationId, organizationId))
        .orderBy(asc(projects.createdAt), asc(projects.id));
    },

    async findById(id: string): Promise<ProjectRow | null> {
      const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Unread counts and enabled platforms of many projects in one statement (two grouped subqueries),
     * so a project list costs the same whatever its length. Every id gets an entry.
     */
    async summaries(ids: readonly string[]): Promise<Map<string, ProjectSummary>> {
      const result = new Map<string, ProjectSummary>(
        ids.map((id) => [id, { unreadCount: 0, enabledPlatforms: [] }]),
      );
      if (ids.length === 0) return result;
      // The per-platform counters the leads triggers keep (migration 0017): leads neither read, deleted nor
      // marked "not a lead" (those are hidden from the list, so not unread either).
      const unread = db
        .select({
          projectId: leadPlatformCounts.projectId,
          unread: sql<number>`sum(${leadPlatformCounts.unreadCount})::int`.as('unread'),
        })
        .from(leadPlatformCounts)
        .where(inArray(leadPlatformCounts.projectId, [...ids]))
        .groupBy(leadPlatformCounts.projectId)
        .as('unread_leads');
      const enabled = db
        .select({
          projectId: dataSources.projectId,
          platforms: sql<string[]>`array_agg(${dataSources.platform})`.as('platforms'),
        })
        .from(dataSources)
        .where(and(inArray(dataSources.projectId, [...ids]), eq(dataSources.enabled, true)))
        .groupBy(dataSources.projectId)
        .as('enabled_sources');
      const rows = await db
        .select({ id: projects.id, unread: unread.unread, platforms: enabled.platforms })
        .from(projects)
        .leftJoin(unread, eq(unread.projectId, projects.id))
        .leftJoin(enabled, eq(enabled.projectId, projects.id))
        .where(inArray(projects.id, [...ids]));
      for (const row of rows)
        result.set(row.id, { unreadCount: Number(row.unread ?? 0), enabledPlatforms: row.platforms ?? [] });
      return result;
    },

    async create(
      organizationId: string,
      fields: {
        name: string;
        website?: string | null;
        businessDescription?: string | null;
        useCase?: string | null;
        wizardStep?: number | null;
      },
    ): Promise<ProjectRow> {
      // A project is born with its lead statuses, so every lead always has one to be in.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(projects)
          .values({ organizationId, ...fields })
          .returning();
        if (!row) throw new Error('project insert returned nothing');
        await tx.insert(leadStatusConfigs).values(
          defaultLeadStatuses.map((status, position) => ({
            projectId: row.id,
            name: status.name,
            color: status.color,
            position,
            isDefault: position === 0,
          })),
        );
        return row;
      });
    },

    async update(id: string, fields: ProjectChanges): Promise<ProjectRow | null> {
      const [row] = await db
        .update(projects)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(projects.id, id))
        .returning();
      return row ?? null;
    },

    /** Deletes the project and, by cascade, its guests, data sources and notification settings. */
    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
      return rows.length > 0;
    },
  };
}

export type ProjectChanges = Partial<
  Pick<
    ProjectRow,
    | 'name'
    | 'website'
    | 'businessDescription'
    | 'replyVoice'
    | 'useCase'
    | 'wizardStep'
    | 'leadThreshold'
    | 'excludedAuthors'
    | 'excludedCommunities'
  >
>;

export type ProjectsRepository = ReturnType<typeof projectsRepository>;
