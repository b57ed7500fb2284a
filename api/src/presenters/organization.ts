import type { Static } from 'typebox';
import type { OrganizationMembership } from '../repositories/organizations-repository.js';
import type { OrganizationSchema } from '../schemas/organization.js';

export function toOrganization({
  organization,
  role,
}: OrganizationMembership): Static<typeof OrganizationSchema> {
  return {
    id: organization.id,
    name: organization.name,
    website: organization.website,
    created_at: organization.createdAt.toISOString(),
    role,
  };
}
