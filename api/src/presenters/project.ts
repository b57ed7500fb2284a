import type { Static } from 'typebox';
import type { ProjectRow } from '../db/schema/index.js';
import type { ProjectSchema } from '../schemas/project.js';

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
