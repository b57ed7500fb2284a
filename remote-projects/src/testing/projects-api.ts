// The project part of the API contract (common.md), in memory, for one signed-in user.
import type { Project } from '@signalboard/shared/api';
import { errorReply, startApiServer, withApiServer, type ApiServer } from '@signalboard/shared/testing';

export interface ProjectsApi extends ApiServer {
  /** What the server holds; tests change it to set the scene. */
  state: {
    projects: Project[];
    /** Whether the signed-in user has an organization (creating a project needs one). */
    hasOrganization: boolean;
  };
}

export const TEST_TOKEN = 'token-ada';

export async function startProjectsApi(): Promise<ProjectsApi> {
  const state = { projects: [] as Project[], hasOrganization: true };
  let nextId = 1;
  const signedIn = (authorization: string | undefined) => authorization === `Bearer ${TEST_TOKEN}`;
  const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');

  const server = await startApiServer({
    'GET /api/v1/project': ({ authorization }) =>
      signedIn(authorization) ? { status: 200, body: state.projects } : unauthorized,
    'POST /api/v1/project': ({ authorization, body }) => {
      if (!signedIn(authorization)) return unauthorized;
      if (!state.hasOrganization) {
        return errorReply(403, 'ORGANIZATION_REQUIRED', 'Create an organization before creating projects.');
      }
      const name = (body as { name?: unknown } | null)?.name;
      if (typeof name !== 'string' || name.length < 1 || name.length > 100) {
        return {
          status: 422,
          body: { detail: 'name: must be 1 to 100 characters', code: 'VALIDATION', field: 'name' },
        };
      }
      const project: Project = {
        id: `project-${nextId++}`,
        name,
        business_description: null,
        website: null,
        organization_id: 'org-1',
        created_at: '2025-03-04T10:00:00.000Z',
        updated_at: '2025-03-04T10:00:00.000Z',
        use_case: null,
        wizard_step: null,
      };
      state.projects.push(project);
      return { status: 201, body: project };
    },
  });

  return { ...server, state };
}

/** A fresh server per test, the runtime config pointed at it, and the user signed in. */
export function withProjectsApi(): () => ProjectsApi {
  return withApiServer(startProjectsApi, { signInWith: TEST_TOKEN });
}
