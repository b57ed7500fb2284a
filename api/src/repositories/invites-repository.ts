import { and, desc, eq, gt, isNotNull, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hashSecretToken, newSecretToken } from '../auth/secret-tokens.js';
import type { Database } from '../db/database.js';
import {
  invites,
  memberships,
  organizations,
  projectGuests,
  projects,
  users,
  type InviteRow,
  type MembershipRole,
} from '../db/schema/index.js';

export const inviteLifetimeSeconds = 7 * 24 * 60 * 60;

/** An invite with what people read about it: the organization's (and a guest invite's project's) name and who sent it. */
export interface InviteDetails extends InviteRow {
  organizationName: string;
  projectName: string | null;
  inviter: { firstName: string | null; lastName: string | null; email: string } | null;
}

const inviter = alias(users, 'inviter');
const expiresIn = sql`now() + make_interval(secs => ${inviteLifetimeSeconds})`;

export function invitesRepository(db: Database) {
  const selectDetails = () =>
    db
      .select({
        invite: invites,
        organizationName: organizations.name,
        projectName: projects.name,
        inviterFirstName: inviter.firstName,
        inviterLastName: inviter.lastName,
        inviterEmail: inviter.email,
      })
      .from(invites)
      .innerJoin(organizations, eq(organizations.id, invites.organizationId))
      .leftJoin(projects, eq(projects.id, invites.projectId))
      .leftJoin(inviter, eq(inviter.id, invites.inviterId));

  type DetailsRow = Awaited<ReturnType<ReturnType<typeof selectDetails>['execute']>>[number];
  const toDetails = (row: DetailsRow): InviteDetails => ({
    ...row.invite,
    organizationName: row.organizationName,
    projectName: row.projectName,
    inviter:
      row.inviterEmail === null
        ? null
        : { firstName: row.inviterFirstName, lastName: row.inviterLastName, email: row.inviterEmail },
  });

  return {
    /** Creates a pending invite; the token is returned once and only its hash is kept. */
    async create(fields: {
      organizationId: string;
      /** Set for a guest invite (the project must belong to organizationId). */
      projectId?: string;
      inviterId: string;
      email: string | null;
      role: MembershipRole;
    }): Promise<{ id: string; token: string }> {
      const token = newSecretToken();
      const [row] = await db
        .insert(invites)
        .values({ ...fields, tokenHash: hashSecretToken(token), expiresAt: expiresIn })
        .returning({ id: invites.id });
      if (!row) throw new Error('invite insert returned nothing');
      return { id: row.id, token };
    },

    async findById(id: string): Promise<InviteDetails | null> {
      const [row] = await selectDetails().where(eq(invites.id, id)).limit(1);
      return row ? toDetails(row) : null;
    },

    async findByToken(token: string): Promise<InviteDetails | null> {
      const [row] = await selectDetails()
        .where(eq(invites.tokenHash, hashSecretToken(token)))
        .limit(1);
      return row ? toDetails(row) : null;
    },

    async listForOrganization(organizationId: string): Promise<InviteDetails[]> {
      const rows = await selectDetails()
        // Organization invites only: guest invites are listed per project.
        .where(and(eq(invites.organizationId, organizationId), isNull(invites.projectId)))
        .orderBy(desc(invites.createdAt), desc(invites.id));
      return rows.map(toDetails);
    },

    /**
     * Pending, unexpired organization invites addressed to the e-mail (compared case-insensitively:
     * citext). Guest invites are answered through their link only.
     */
    async listPendingFor(email: string): Promise<InviteDetails[]> {
      const rows = await selectDetails()
        .where(
          and(
            eq(invites.email, email),
            eq(invites.status, 'pending'),
            gt(invites.expiresAt, sql`now()`),
            isNull(invites.projectId),
          ),
        )
        .orderBy(desc(invites.createdAt), desc(invites.id));
      return rows.map(toDetails);
    },

    /** A project's pending guest invites (expired ones too: resend renews them), newest first. */
    async listPendingGuestInvites(projectId: string): Promise<InviteDetails[]> {
      const rows = await selectDetails()
        .where(and(eq(invites.projectId, projectId), eq(invites.status, 'pending')))
        .orderBy(desc(invites.createdAt), desc(invites.id));
      return rows.map(toDetails);
    },

    /** The pending (even expired) guest invite of the project for the e-mail, if any. */
    async findPendingGuestInvite(projectId: string, email: string): Promise<InviteDetails | null> {
      const [row] = await selectDetails()
        .where(and(eq(invites.projectId, projectId), eq(invites.email, email), eq(invites.status, 'pending')))
        .limit(1);
      return row ? toDetails(row) : null;
    },

    /**
     * pending -> accepted for a guest invite, and the guest access with it (kept if it exists already).
     * `asMember` accepts without adding access: the caller is a member and sees the project anyway.
     */
    async acceptAsGuest(id: string, userId: string, asMember: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [invite] = await tx
          .update(invites)
          .set({ status: 'accepted', respondedBy: userId, respondedAt: sql`now()` })
          .where(
            and(
              eq(invites.id, id),
              isNotNull(invites.projectId),
              eq(invites.status, 'pending'),
              gt(invites.expiresAt, sql`now()`),
            ),
          )
          .returning();
        if (!invite?.projectId) return false;
        if (!asMember)
          await tx
            .insert(projectGuests)
            .values({ projectId: invite.projectId, userId })
            .onConflictDoNothing();
        return true;
      });
    },

    /** pending -> rejected | cancelled, in one statement so only one answer ever wins. */
    async close(id: string, status: 'rejected' | 'cancelled', userId: string): Promise<boolean> {
      const rows = await db
        .update(invites)
        .set({ status, respondedBy: userId, respondedAt: sql`now()` })
        .where(and(eq(invites.id, id), eq(invites.status, 'pending')))
        .returning({ id: invites.id });
      return rows.length > 0;
    },

    /**
     * pending -> accepted and the membership, together: the invite stays pending when the user already
     * belongs to an organization (the unique index on memberships.user_id decides under races).
     */
    async accept(
      id: string,
      userId: string,
    ): Promise<'accepted' | 'not-pending' | 'already-in-organization'> {
      return db
        .transaction(async (tx) => {
          const [invite] = await tx
            .update(invites)
            .set({ status: 'accepted', respondedBy: userId, respondedAt: sql`now()` })
            .where(and(eq(invites.id, id), eq(invites.status, 'pending'), gt(invites.expiresAt, sql`now()`)))
            .returning();
          if (!invite) return 'not-pending' as const;
          const [membership] = await tx
            .insert(memberships)
            .values({ organizationId: invite.organizationId, userId, role: invite.role })
            .onConflictDoNothing({ target: memberships.userId })
            .returning({ id: memberships.id });
          if (!membership) return tx.rollback();
          return 'accepted' as const;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return 'already-in-organization' as const;
          throw error;
        });
    },

    /** A new token and a new week for a pending invite; the old link stops working. */
    async reissue(id: string): Promise<string | null> {
      const token = newSecretToken();
      const rows = await db
        .update(invites)
        .set({ tokenHash: hashSecretToken(token), expiresAt: expiresIn })
        .where(and(eq(invites.id, id), eq(invites.status, 'pending')))
        .returning({ id: invites.id });
      return rows.length > 0 ? token : null;
    },
  };
}

export type InvitesRepository = ReturnType<typeof invitesRepository>;
