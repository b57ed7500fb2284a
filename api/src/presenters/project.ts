import type { Static } from 'typebox';
import type { ProjectGuestRow, ProjectRow } from '../db/schema/index.js';
import type { ProjectGuestUser } from '../repositories/project-guests-repository.js';
import type {
  ProjectGuestSchema,
  ProjectGuestUserSchema,
  ProjectSchema,
  UseCase,
} from '../schemas/project.js';

export function toProject(project: ProjectRow): Static<typeof ProjectSchema> {
  return {
    id: project.id,
    name: project.name,
    business_description: project.businessDescription,
    website: project.website,
    // Stored as text; only the schema's values are ever written.
    use_case: project.useCase as UseCase | null,
    wizard_step: project.wizardStep,
    organization_id: project.organizationId,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  };
}

export function toProjectGuest(guest: ProjectGuestRow): Static<typeof ProjectGuestSchema> {
  return { project_id: guest.projectId, user_id: guest.userId, created_at: guest.createdAt.toISOString() };
}

export function toProjectGuestUser(guest: ProjectGuestUser): Static<typeof ProjectGuestUserSchema> {
  return {
    id: guest.id,
    email: guest.email,
    first_name: guest.firstName,
    last_name: guest.lastName,
    added_at: guest.addedAt.toISOString(),
  };
}
