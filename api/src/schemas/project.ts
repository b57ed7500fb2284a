import { Type } from 'typebox';
import { DateTimeSchema, IdSchema, NameSchema, Nullable } from './common.js';

export const ProjectSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    business_description: Nullable(Type.String()),
    website: Nullable(Type.String()),
    organization_id: IdSchema,
    created_at: DateTimeSchema,
  },
  { $id: 'Project', additionalProperties: false },
);

export const ProjectCreateSchema = Type.Object(
  { name: NameSchema(100) },
  { $id: 'ProjectCreate', additionalProperties: false },
);

export const ProjectGuestSchema = Type.Object(
  { project_id: IdSchema, user_id: IdSchema, created_at: DateTimeSchema },
  { $id: 'ProjectGuest', additionalProperties: false },
);

export const GuestAccessParamsSchema = Type.Object(
  { projectId: IdSchema, userId: IdSchema },
  { additionalProperties: false },
);
