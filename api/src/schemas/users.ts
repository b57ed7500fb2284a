import { Type } from 'typebox';
import { DateTimeSchema, IdSchema, Nullable } from './common.js';

export const UserReadSchema = Type.Object(
  {
    id: IdSchema,
    email: Type.String({ format: 'email' }),
    first_name: Nullable(Type.String()),
    last_name: Nullable(Type.String()),
    is_active: Type.Boolean(),
    is_superuser: Type.Boolean(),
    is_verified: Type.Boolean(),
    created_at: DateTimeSchema,
  },
  { $id: 'UserRead', additionalProperties: false },
);

export const GoogleUserInfoSchema = Type.Object(
  {
    sub: Type.String(),
    email: Nullable(Type.String()),
    email_verified: Nullable(Type.Boolean()),
    name: Nullable(Type.String()),
    given_name: Nullable(Type.String()),
    family_name: Nullable(Type.String()),
    picture: Nullable(Type.String()),
  },
  { $id: 'GoogleUserInfo', additionalProperties: false },
);

export const UpdateNameQuerySchema = Type.Object({
  first_name: Type.Optional(Type.String({ maxLength: 100 })),
  last_name: Type.Optional(Type.String({ maxLength: 100 })),
});

export const AdminUserTokenQuerySchema = Type.Object({
  email: Type.String({ format: 'email', maxLength: 320 }),
});

export const AdminUserTokenSchema = Type.Object(
  { token: Type.String() },
  { $id: 'AdminUserToken', additionalProperties: false },
);

export const ChangePasswordSchema = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: 256 }),
    new_password: Type.String({ maxLength: 256 }),
  },
  { additionalProperties: false },
);
