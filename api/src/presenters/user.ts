import type { Static } from 'typebox';
import type { UserRow } from '../db/schema/index.js';
import type { UserReadSchema } from '../schemas/users.js';

export function toUserRead(user: UserRow, isSuperuser: boolean): Static<typeof UserReadSchema> {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_active: user.isActive,
    is_superuser: isSuperuser,
    is_verified: user.isVerified,
    created_at: user.createdAt.toISOString(),
  };
}
