import { Type } from 'typebox';
import { DateTimeSchema, IdSchema, Nullable } from './common.js';
import { readOnlyFields } from './read-only.js';

export const MemberSchema = Type.Object(
  {
    id: IdSchema,
    email: Type.String(),
    first_name: Nullable(Type.String()),
    last_name: Nullable(Type.String()),
    role: Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('member')]),
    joined_at: DateTimeSchema,
  },
  { $id: 'Member', additionalProperties: false },
);

export const MemberRoleUpdateSchema = Type.Object(
  {
    role: Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('member')]),
    // A person's name and e-mail are theirs to change (users_info), not the organization's.
    ...readOnlyFields(MemberSchema, ['id', 'email', 'first_name', 'last_name', 'joined_at']),
  },
  { $id: 'MemberRoleUpdate', additionalProperties: false },
);

export const MemberParamsSchema = Type.Object({ userId: IdSchema }, { additionalProperties: false });
