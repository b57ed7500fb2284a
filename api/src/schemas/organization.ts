import { Type } from 'typebox';
import { DateTimeSchema, IdSchema, NameSchema, Nullable } from './common.js';

export const OrganizationSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    website: Nullable(Type.String()),
    created_at: DateTimeSchema,
    role: Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('member')]),
  },
  { $id: 'Organization', additionalProperties: false },
);

export const OrganizationCreateSchema = Type.Object(
  {
    name: NameSchema(100),
    website: Type.Optional(Nullable(Type.String({ maxLength: 2048 }))),
  },
  { $id: 'OrganizationCreate', additionalProperties: false },
);
