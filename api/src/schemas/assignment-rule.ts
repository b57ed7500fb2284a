import { Type } from 'typebox';
import { IdSchema, Nullable } from './common.js';

export const assignmentRuleLimits = { members: 100, signals: 200 } as const;

const score = (description: string) => Type.Integer({ minimum: 0, maximum: 100, description });

/**
 * A project's assignment rule and unowned-lead alert (issue 26). One shape for GET and PUT: what GET
 * answers, PUT accepts unchanged.
 */
export const AssignmentRuleSchema = Type.Object(
  {
    enabled: Type.Boolean({ description: 'Hand new leads out round robin; false: leads stay unassigned.' }),
    member_ids: Type.Array(IdSchema, {
      maxItems: assignmentRuleLimits.members,
      description:
        "Who gets new leads, in turn, in this order: members of the project's organization or guests of the " +
        'project. Someone who leaves drops out (and from this list). At least one when `enabled`.',
    }),
    min_score: score('Only new leads scoring at least this (0-100) are handed out.'),
    signal_ids: Type.Array(IdSchema, {
      maxItems: assignmentRuleLimits.signals,
      description:
        'Only new leads matching one of these intent signals with at least `min_score`; empty means any signal.',
    }),
    unowned_alert_hours: Nullable(
      Type.Integer({
        minimum: 1,
        maximum: 168,
        description:
          'Alert the project (its Slack channel and e-mail recipients) once when a lead marked Good, or scoring ' +
          'at least `unowned_alert_min_score`, still has no owner this many hours after it was found. Null: off.',
      }),
    ),
    unowned_alert_min_score: score('What "high-scoring" means for the unowned-lead alert (0-100).'),
  },
  { $id: 'AssignmentRule', additionalProperties: false },
);

export const AssignmentRuleParamsSchema = Type.Object(
  { projectId: IdSchema },
  { additionalProperties: false },
);

export const assignmentRuleNamedSchemas = [AssignmentRuleSchema];
