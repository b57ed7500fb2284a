import type { Static } from 'typebox';
import type { Member } from '../repositories/members-repository.js';
import type { MemberSchema } from '../schemas/member.js';

export function toMember(member: Member): Static<typeof MemberSchema> {
  return {
    id: member.userId,
    email: member.email,
    first_name: member.firstName,
    last_name: member.lastName,
    role: member.role,
    joined_at: member.joinedAt.toISOString(),
  };
}
