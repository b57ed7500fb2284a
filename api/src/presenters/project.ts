import type { Static } from 'typebox';
import type { ProjectGuestRow, ProjectRow } from '../db/schema/index.js';
import { platformCatalogue } from '../data-sources/catalogue.js';
import type { OrganizationMembership } from '../repositories/organizations-repository.js';
import type { ProjectGuestUser } from '../repositories/project-guests-repository.js';
import type { ProjectSummary } from '../repositories/projects-repository.js';
import type {
  ProjectGuestSchema,
  ProjectGuestUserSchema,
  ProjectSchema,
  UseCase,
  ViewerRole,
} from '../schemas/project.js';

const catalogueOrder = new Map(platformCatalogue.map((platform, index) => [platform.id, index]));

/** Catalogue ids in catalogue order (the order the wizard shows them); unknown ids last, by name. */
function inCatalogueOrder(platforms: readonly string[]): string[] {
  const rank = (id: string) => catalogueOrder.get(id) ?? Number.MAX_SAFE_INTEGER;
  return [...new Set(platforms)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * The caller's role on a project they may see: their role when it belongs to their organization, else
 * `guest` (the only other way to see a project), so clients can hide what a guest may not change.
 */
export function viewerRoleOf(project: ProjectRow, membership: OrganizationMembership | null): ViewerRole {
  return membership?.organization.id === project.organizationId ? membership.role : 'guest';
}

export function toProject(
  project: ProjectRow,
  viewerRole: ViewerRole,
  summary: ProjectSummary = { unreadCount: 0, enabledPlatforms: [] },
): Static<typeof ProjectSchema> {
  return {
    id: project.id,
    name: project.name,
    business_description: project.businessDescription,
    reply_voice: project.replyVoice,
    website: project.website,
    // Stored as text; only the schema's values are ever written.
    use_case: project.useCase as UseCase | null,
    wizard_step: project.wizardStep,
    organization_id: project.organizationId,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
    unread_count: summary.unreadCount,
    enabled_platforms: inCatalogueOrder(summary.enabledPlatforms),
    lead_threshold: project.leadThreshold,
    excluded_authors: project.excludedAuthors,
    excluded_communities: project.excludedCommunities,
    viewer_role: viewerRole,
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
