// /api/v1/project/{projectId}/assignment_rule and the project's people, as the API contract states them
// (api/src/routes/project/assignment-rule.ts): the defaults until saved, one shape both ways, and a 422
// naming `member_ids` for someone who is not one of the project's people (or nobody while enabled).
import type { AssignmentRule, ProjectPerson } from '@signalboard/shared/api';
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';

export interface AssignmentState {
  rules: Record<string, AssignmentRule>;
  people: ProjectPerson[];
}

export const defaultAssignmentRule = (): AssignmentRule => ({
  enabled: false,
  member_ids: [],
  min_score: 0,
  signal_ids: [],
  unowned_alert_hours: null,
  unowned_alert_min_score: 80,
});

export const testPeople = (): ProjectPerson[] => [
  { id: 'u-ada', name: 'Ada Lovelace', kind: 'member' },
  { id: 'u-grace', name: 'Grace Hopper', kind: 'member' },
  { id: 'u-linus', name: 'Linus Guest', kind: 'guest' },
];

const invalid = (field: string, detail: string, code = 'VALIDATION_ERROR'): ApiReply => ({
  status: 422,
  body: { detail, code, field },
});

export function assignmentRuleRoutes(
  state: { assignment: AssignmentState },
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
  return {
    'GET /api/v1/leads/:projectId/people': ({ authorization }) =>
      signedIn(authorization) ? { status: 200, body: state.assignment.people } : unauthorized,
    'GET /api/v1/project/:projectId/assignment_rule': ({ authorization, params }) => {
      if (!signedIn(authorization)) return unauthorized;
      return { status: 200, body: state.assignment.rules[params.projectId ?? ''] ?? defaultAssignmentRule() };
    },
    'PUT /api/v1/project/:projectId/assignment_rule': ({ authorization, params, body }) => {
      if (!signedIn(authorization)) return unauthorized;
      const rule = body as AssignmentRule;
      const known = new Set(state.assignment.people.map((person) => person.id));
      if (rule.enabled && rule.member_ids.length === 0)
        return invalid('member_ids', 'member_ids: choose at least one person.', 'ASSIGNMENT_RULE_NO_MEMBERS');
      if (rule.member_ids.some((id) => !known.has(id)))
        return invalid(
          'member_ids',
          "member_ids: a person chosen is neither a member of the project's organization nor a guest of the project.",
          'ASSIGNMENT_RULE_MEMBER_NOT_IN_PROJECT',
        );
      if (!Number.isInteger(rule.min_score) || rule.min_score < 0 || rule.min_score > 100)
        return invalid('min_score', 'min_score: must be <= 100');
      state.assignment.rules[params.projectId ?? ''] = rule;
      return { status: 200, body: rule };
    },
  };
}
