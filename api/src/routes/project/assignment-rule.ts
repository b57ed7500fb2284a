import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../errors/error-catalogue.js';
import { defaultAssignmentRule, toAssignmentRule } from '../../presenters/assignment-rule.js';
import { AssignmentRuleParamsSchema, AssignmentRuleSchema } from '../../schemas/assignment-rule.js';
import { errorResponses, ref } from '../../schemas/common.js';

const security = [{ bearerAuth: [] }];
const tags = ['assignment rule'];
const membersOnly =
  " Members of the project's organization only (a guest: 403 PROJECT_MEMBERS_ONLY; anyone else: 404).";

/**
 * /api/v1/project/{projectId}/assignment_rule (issue 26): who gets the project's new leads in turn, and
 * the alert for a good lead nobody took. Guests may be chosen, as they may be given leads by hand (they
 * triage the project's leads today); only members change the rule, as with the notification settings.
 */
const assignmentRule: FastifyPluginAsyncTypebox = async (app) => {
  const repository = app.repositories.assignmentRule;

  app.get(
    '/:projectId/assignment_rule',
    {
      config: { apiKeyScope: 'settings:read' },
      schema: {
        tags,
        summary: "The project's assignment rule and unowned-lead alert (both off until saved)",
        description:
          'People who have left the project and deleted intent signals are no longer listed, so this answer ' +
          `can be sent back to PUT unchanged.${membersOnly}`,
        security,
        params: AssignmentRuleParamsSchema,
        response: { 200: ref(AssignmentRuleSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      const saved = await repository.find(project.id);
      return saved ? toAssignmentRule(saved) : defaultAssignmentRule;
    },
  );

  app.put(
    '/:projectId/assignment_rule',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: "Save the project's assignment rule and unowned-lead alert (all fields)",
        description:
          'New leads stored from now on scoring at least `min_score` (on one of `signal_ids`, when any) go to ' +
          "`member_ids` in turn; each assignment is in the lead's history as made by the rule. 422 naming " +
          '`member_ids` for someone who is neither a member nor a guest of the project (or none while enabled), ' +
          '`signal_ids` for a signal of another project. Turning the alert on watches leads found from then on.' +
          membersOnly,
        security,
        params: AssignmentRuleParamsSchema,
        body: ref(AssignmentRuleSchema),
        response: { 200: ref(AssignmentRuleSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      const body = request.body;
      const memberIds = [...new Set(body.member_ids.map((id) => id.toLowerCase()))];
      const signalIds = [...new Set(body.signal_ids.map((id) => id.toLowerCase()))];
      if (body.enabled && memberIds.length === 0)
        throw new DomainError('ASSIGNMENT_RULE_NO_MEMBERS', { field: 'member_ids' });
      if ((await app.repositories.projectPeople.strangers(project.id, memberIds)).length > 0)
        throw new DomainError('ASSIGNMENT_RULE_MEMBER_NOT_IN_PROJECT', { field: 'member_ids' });
      if ((await repository.foreignSignals(project.id, signalIds)).length > 0)
        throw new DomainError('ASSIGNMENT_RULE_SIGNAL_NOT_IN_PROJECT', { field: 'signal_ids' });
      const saved = await repository.save(project.id, {
        enabled: body.enabled,
        memberIds,
        minScore: body.min_score,
        signalIds,
        unownedAlertHours: body.unowned_alert_hours,
        unownedAlertMinScore: body.unowned_alert_min_score,
      });
      return toAssignmentRule(saved);
    },
  );
};

export default assignmentRule;
