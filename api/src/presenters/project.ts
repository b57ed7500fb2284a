import type { Static } from 'typebox';
import type { ProjectGuestRow, ProjectRow } from '../db/schema/index.js';
import type { ProjectGuestSchema, ProjectSchema } from '../schemas/project.js';

export function toProject(project: ProjectRow): Static<typeof ProjectSchema> {
  return {
    id: project.id,
    name: project.name,
    business_description: project.businessDescription,
    website: project.website,
    organization_id: project.organizationId,
    created_at: project.createdAt.toISOString(),
  };
}

export function toProjectGuest(guest: ProjectGuestRow): Static<typeof ProjectGuestSchema> {
  return { project_id: guest.projectId, user_id: guest.userId, created_at: guest.createdAt.toISOString() };
}
