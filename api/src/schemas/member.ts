import { Type } from 'typebox';
import { DateTimeSchema, IdSchema, Nullable } from './common.js';

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
  { role: Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('member')]) },
  { $id: 'MemberRoleUpdate', additionalProperties: false },
);

export const MemberParamsSchema = Type.Object({ userId: IdSchema }, { additionalProperties: false });
