import { Type } from 'typebox';
import { DateTimeSchema, IdSchema, Nullable } from './common.js';
import { InviteStatusSchema } from './invite.js';

/** An invite that makes its addressee a guest of one project (an `invites` row with a project_id). */
export const GuestInviteSchema = Type.Object(
  {
    id: IdSchema,
    project_id: IdSchema,
    email: Type.String({ description: 'The addressee; guest invites are always addressed.' }),
    status: InviteStatusSchema,
    invited_by: Nullable(
      Type.Object(
        {
          first_name: Nullable(Type.String()),
          last_name: Nullable(Type.String()),
          email: Type.String(),
        },
        { additionalProperties: false, description: 'Who sent it; null once their account is gone.' },
      ),
    ),
    created_at: DateTimeSchema,
    expires_at: DateTimeSchema,
  },
  { $id: 'GuestInvite', additionalProperties: false },
);

export const GuestInviteCreateSchema = Type.Object(
  { email: Type.String({ format: 'email', minLength: 3, maxLength: 320 }) },
  { $id: 'GuestInviteCreate', additionalProperties: false },
);

export const GuestInviteParamsSchema = Type.Object(
  { projectId: IdSchema, id: IdSchema },
  { additionalProperties: false },
);
