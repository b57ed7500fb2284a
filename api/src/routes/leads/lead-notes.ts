import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { userActor, type LeadActor } from '../../leads/lead-actor.js';
import { mentionIds, noteBody } from '../../leads/note-body.js';
import { requireOpenLead } from '../../leads/open-lead.js';
import { notifyMentioned } from '../../notifications/person-notifications.js';
import { rolePolicy } from '../../plugins/app/permissions.js';
import { toLeadNote } from '../../presenters/lead-note.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { LeadParamsSchema } from '../../schemas/lead.js';
import {
  leadNoteLimits,
  LeadNoteEditSchema,
  LeadNoteInputSchema,
  LeadNoteParamsSchema,
  LeadNoteSchema,
  LeadNotesSchema,
} from '../../schemas/lead-note.js';

const security = [{ bearerAuth: [] }];
const tags = ['leads'];
const live =
  "The lead's history records it, and the project's event stream sends `lead_changed` with `fields: ['notes']`.";
const notFound = 'LEAD_NOT_FOUND: not a lead of this project, or deleted.';
const editRefusals = {
  not_found: 'NOTE_NOT_FOUND',
  not_author: 'NOTE_NOT_AUTHOR',
  too_late: 'NOTE_EDIT_WINDOW_CLOSED',
} as const;

/**
 * /api/v1/leads/{projectId}/lead/{leadId}/notes: the team's notes on a lead (issue 26). Anyone who may
 * triage the lead (members of the project's organization, its guests) reads and writes them; an author
 * edits their own for 15 minutes and deletes it any time; owners and admins delete anyone's.
 */
const leadNotes: FastifyPluginAsyncTypebox = async (app) => {
  /** The project and the caller as a note's writer, after the lead is found open (else 404). */
  async function openLead(user: UserRow, projectId: string, leadId: string) {
    const access = await app.permissions.requireProject(user, projectId, 'read');
    await requireOpenLead(app.db, access.project.id, leadId);
    return { ...access, writer: userActor(user) as Extract<LeadActor, { kind: 'user' }> };
  }

  /** The mentions, each once; a 422 naming `mentioned_user_ids` for anyone who may not triage the lead. */
  async function checkedMentions(projectId: string, sent: string[] | undefined) {
    if (sent === undefined) return undefined;
    const ids = mentionIds(sent);
    const [stranger] = await app.repositories.projectPeople.strangers(projectId, ids);
    if (stranger)
      throw new DomainError('MENTION_NOT_IN_PROJECT', {
        field: 'mentioned_user_ids',
        detail:
          `mentioned_user_ids: ${stranger} is neither a member of the project's organization nor a guest ` +
          'of the project.',
      });
    return ids;
  }

  app.get(
    '/:projectId/lead/:leadId/notes',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags,
        summary: "A lead's notes, oldest first (members and guests)",
        description: notFound,
        security,
        params: LeadParamsSchema,
        response: { 200: ref(LeadNotesSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await openLead(
        request.currentUser,
        request.params.projectId,
        request.params.leadId,
      );
      const notes = await app.repositories.leadNotes.list(project.id, request.params.leadId);
      return { items: notes.map(toLeadNote) };
    },
  );

  app.post(
    '/:projectId/lead/:leadId/notes',
    {
      config: { apiKeyScope: 'leads:write' },
      schema: {
        tags,
        summary: 'Add a note to a lead, mentioning people or not (members and guests)',
        description:
          `Answers 201 with the note. ${live} A lead has at most ${leadNoteLimits.perLead} notes ` +
          `(409 LEAD_NOTE_LIMIT). ${notFound}`,
        security,
        params: LeadParamsSchema,
        body: ref(LeadNoteInputSchema),
        response: { 201: ref(LeadNoteSchema), ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { projectId, leadId } = request.params;
      const { project, writer } = await openLead(request.currentUser, projectId, leadId);
      const body = noteBody(request.body.body);
      const mentionedUserIds = (await checkedMentions(project.id, request.body.mentioned_user_ids)) ?? [];
      const added = await app.repositories.leadNotes.add(project.id, leadId, writer, {
        body,
        mentionedUserIds,
      });
      if (added.outcome === 'limit') throw new DomainError('LEAD_NOTE_LIMIT');
      await notifyMentioned(
        { db: app.db, boss: app.queue.boss },
        { projectId: project.id, leadId, body, mentionedUserIds, writer },
      );
      return reply.code(201).send(toLeadNote(added.note));
    },
  );

  app.patch(
    '/:projectId/lead/:leadId/notes/:noteId',
    {
      config: { apiKeyScope: 'leads:write' },
      schema: {
        tags,
        summary: 'Edit your own note within 15 minutes of writing it (members and guests)',
        description:
          `Answers the note. \`mentioned_user_ids\` left out keeps the note's mentions. ${live} Someone ` +
          "else's note: 403 NOTE_NOT_AUTHOR; after 15 minutes: 409 NOTE_EDIT_WINDOW_CLOSED; a note not of " +
          `this lead: 404 NOTE_NOT_FOUND. ${notFound}`,
        security,
        params: LeadNoteParamsSchema,
        body: ref(LeadNoteEditSchema),
        response: { 200: ref(LeadNoteSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { projectId, leadId, noteId } = request.params;
      const { project, writer } = await openLead(request.currentUser, projectId, leadId);
      const body = noteBody(request.body.body);
      const mentionedUserIds = await checkedMentions(project.id, request.body.mentioned_user_ids);
      const edit = await app.repositories.leadNotes.edit(project.id, leadId, noteId, writer, {
        body,
        ...(mentionedUserIds ? { mentionedUserIds } : {}),
      });
      if (edit.outcome === 'edited')
        // Only those the edit adds are told: the others were when they were first mentioned.
        await notifyMentioned(
          { db: app.db, boss: app.queue.boss },
          {
            projectId: project.id,
            leadId,
            body,
            mentionedUserIds: edit.note.mentionedUserIds,
            writer,
            mentionedBefore: edit.mentionedBefore,
          },
        );
      if ('note' in edit) return toLeadNote(edit.note);
      throw new DomainError(editRefusals[edit.outcome]);
    },
  );

  app.delete(
    '/:projectId/lead/:leadId/notes/:noteId',
    {
      config: { apiKeyScope: 'leads:write' },
      schema: {
        tags,
        summary: "Delete a note: your own, or as an owner or admin anyone's (members and guests)",
        description:
          `204. The note's text is gone; the history keeps that it was deleted and by whom. ${live} ` +
          'Not allowed: 403 NOTE_DELETE_FORBIDDEN; a note not of this lead: 404 NOTE_NOT_FOUND. ' +
          notFound,
        security,
        params: LeadNoteParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { projectId, leadId, noteId } = request.params;
      const { project, membership, writer } = await openLead(request.currentUser, projectId, leadId);
      const moderates = membership !== null && rolePolicy.deleteAnyNote(membership.role);
      const outcome = await app.repositories.leadNotes.remove(project.id, leadId, noteId, writer, {
        moderates,
      });
      if (outcome === 'not_found') throw new DomainError('NOTE_NOT_FOUND');
      if (outcome === 'forbidden') throw new DomainError('NOTE_DELETE_FORBIDDEN');
      return reply.code(204).send(null);
    },
  );
};

export default leadNotes;
