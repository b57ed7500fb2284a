import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { memberships, projectGuests, projects, users } from '../db/schema/index.js';

/** Someone who may work a project's leads: a member of its organization or a guest of it. */
export interface ProjectPerson {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  kind: 'member' | 'guest';
}

/**
 * Whether the user `userId` (an SQL expression: a column or a value) belongs to the project `projectId`
 * now: a member of its organization or a guest of it. What decides "former member" in notes and history.
 */
export function belongsToProject(userId: SQL, projectId: string): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${memberships} m join ${projects} p on p.organization_id = m.organization_id
      where p.id = ${projectId} and m.user_id = ${userId})
    or exists (select 1 from ${projectGuests} g where g.project_id = ${projectId} and g.user_id = ${userId}))`;
}

const person = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };

/** The people who may triage a project's leads (issue 26: be assigned them, be mentioned in notes). */
export function projectPeopleRepository(db: Database) {
  return {
    /** Members of the project's organization, then its guests (a member who is also a guest: once). */
    async list(projectId: string): Promise<ProjectPerson[]> {
      const [members, guests] = await Promise.all([
        db
          .select(person)
          .from(projects)
          .innerJoin(memberships, eq(memberships.organizationId, projects.organizationId))
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(eq(projects.id, projectId)),
        db
          .select(person)
          .from(projectGuests)
          .innerJoin(users, eq(users.id, projectGuests.userId))
          .where(eq(projectGuests.projectId, projectId)),
      ]);
      const memberIds = new Set(members.map((member) => member.id));
      return [
        ...members.map((member) => ({ ...member, kind: 'member' as const })),
        ...guests
          .filter((guest) => !memberIds.has(guest.id))
          .map((guest) => ({ ...guest, kind: 'guest' as const })),
      ];
    },

    /** Those of `userIds` who do not belong to the project (no account, another organization, no access). */
    async strangers(projectId: string, userIds: readonly string[]): Promise<string[]> {
      const unique = [...new Set(userIds.map((id) => id.toLowerCase()))];
      if (unique.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, unique), belongsToProject(sql.raw(`"users"."id"`), projectId)));
      const known = new Set(rows.map((row) => row.id));
      return unique.filter((id) => !known.has(id));
    },
  };
}

export type ProjectPeopleRepository = ReturnType<typeof projectPeopleRepository>;
