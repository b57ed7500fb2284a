import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DomainError } from '../../errors/error-catalogue.js';
import { bulkAnswer, bulkLeadIds, bulkRouteSchema, bulkTargetText } from '../../leads/bulk-route.js';
import { userActor } from '../../leads/lead-actor.js';
import { requireOpenLead } from '../../leads/open-lead.js';
import { notifyAssigned } from '../../notifications/person-notifications.js';
import { toLead } from '../../presenters/lead.js';
import { toProjectPerson } from '../../presenters/project-person.js';
import { assigneePending } from '../../repositories/lead-assignment-repository.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { LeadsProjectParamsSchema } from '../../schemas/intent-signal.js';
import {
  LeadAssigneeSchema,
  LeadAssigneeUpdateSchema,
  ProjectPersonSchema,
} from '../../schemas/lead-assignee.js';
import { LeadParamsSchema, LeadSchema } from '../../schemas/lead.js';

const security = [{ bearerAuth: [] }];
const tags = ['leads'];
const live =
  "The history records the change as the caller's, and the project's event stream sends `lead_changed` " +
  "with `fields: ['assignee']`. The assignee (unless the caller) gets one notification per call " +
  '(`/api/v1/notifications`), and an e-mail or Slack DM if they chose one.';

/**
 * Who works a lead (issue 26): anyone who may triage the project's leads (members of its organization and
 * its guests, who triage today) may assign a lead, to themselves or to another such person, or leave it
 * unassigned. Last write wins; the history keeps every change.
 */
const leadAssignee: FastifyPluginAsyncTypebox = async (app) => {
  /** A 422 naming `assignee_id` unless the person may triage the project's leads. */
  async function requireAssignable(projectId: string, assigneeId: string | null) {
    if (assigneeId === null) return;
    const strangers = await app.repositories.projectPeople.strangers(projectId, [assigneeId]);
    if (strangers.length > 0) throw new DomainError('ASSIGNEE_NOT_IN_PROJECT', { field: 'assignee_id' });
  }

  app.put(
    '/:projectId/lead/:leadId/assignee',
    {
      config: { apiKeyScope: 'leads:write' },
      schema: {
        tags,
        summary: 'Give one lead to someone who may triage it, or to nobody (members and guests)',
        description:
          `Answers the lead (\`assignee_id\`, \`assigned_at\`, \`assigned_by\`). Giving it to its assignee changes ` +
          `nothing. ${live} LEAD_NOT_FOUND: not a lead of this project, or deleted.`,
        security,
        params: LeadParamsSchema,
        body: ref(LeadAssigneeSchema),
        response: { 200: ref(LeadSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      const { leadId } = request.params;
      await requireOpenLead(app.db, project.id, leadId);
      const assigneeId = request.body.assignee_id?.toLowerCase() ?? null;
      await requireAssignable(project.id, assigneeId);
      const actor = userActor(request.currentUser);
      const changed = await app.repositories.leadAssignment.assign(project.id, [leadId], assigneeId, actor);
      await notifyAssigned(
        { db: app.db, boss: app.queue.boss },
        { projectId: project.id, leadIds: changed, assigneeId, actor },
      );
      const lead = await app.repositories.leads.find(project.id, leadId);
      if (!lead) throw new DomainError('LEAD_NOT_FOUND');
      return toLead(lead);
    },
  );

  app.post(
    '/:projectId/update_assignee',
    {
      config: { apiKeyScope: 'leads:write' },
      schema: bulkRouteSchema(
        'Give leads to someone who may triage them, or to nobody (members and guests)',
        `${bulkTargetText('assignee')} ${live}`,
        ref(LeadAssigneeUpdateSchema),
      ),
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      const { assignee_id: sent, ...target } = request.body;
      const assigneeId = sent?.toLowerCase() ?? null;
      await requireAssignable(project.id, assigneeId);
      const { ids, capped } = await bulkLeadIds(
        app,
        project.id,
        request.currentUser.id,
        target,
        assigneePending(assigneeId),
      );
      const actor = userActor(request.currentUser);
      const changed = await app.repositories.leadAssignment.assign(project.id, ids, assigneeId, actor);
      // One notification for the whole call, however many leads it gave.
      await notifyAssigned(
        { db: app.db, boss: app.queue.boss },
        { projectId: project.id, leadIds: changed, assigneeId, actor },
      );
      return bulkAnswer(changed.length, capped);
    },
  );

  app.get(
    '/:projectId/people',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags,
        summary: "Who may be given the project's leads and mentioned in their notes (members and guests)",
        description:
          "The members of the project's organization, then the project's guests, each once, each group by " +
          'name (else e-mail address).',
        security,
        params: LeadsProjectParamsSchema,
        response: { 200: Type.Array(ref(ProjectPersonSchema)), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      const people = (await app.repositories.projectPeople.list(project.id)).map(toProjectPerson);
      const order = { member: 0, guest: 1 };
      return people.sort(
        (a, b) =>
          order[a.kind] - order[b.kind] || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
      );
    },
  );
};

export default leadAssignee;
