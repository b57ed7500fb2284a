import { Type } from 'typebox';
import { IdSchema } from './common.js';
import { bulkTarget } from './lead.js';

const assigneeField = {
  assignee_id: Type.Union([IdSchema, Type.Null()], {
    description:
      "A member of the project's organization or a guest of the project (422 naming `assignee_id` for " +
      'anyone else), or null to leave the lead unassigned.',
  }),
};

export const LeadAssigneeSchema = Type.Object(assigneeField, {
  $id: 'LeadAssignee',
  additionalProperties: false,
});

export const LeadAssigneeUpdateSchema = Type.Object(
  { ...assigneeField, ...bulkTarget },
  {
    $id: 'LeadAssigneeUpdate',
    additionalProperties: false,
    description: 'Exactly one of `lead_ids` and `filter`.',
  },
);

/** Someone who may work the project's leads: be assigned them, mentioned in their notes. */
export const ProjectPersonSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String({ description: 'Their name, else their e-mail address.' }),
    kind: Type.Enum(['member', 'guest'], {
      description: "'member' of the project's organization, or 'guest' of the project.",
    }),
  },
  { $id: 'ProjectPerson', additionalProperties: false },
);

export const leadAssigneeNamedSchemas = [LeadAssigneeSchema, LeadAssigneeUpdateSchema, ProjectPersonSchema];
