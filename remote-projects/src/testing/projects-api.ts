// The parts of the API contract this remote calls (common.md, contract.md), in memory, for one
// signed-in user: the organization, projects, data sources, brainstorming and intent signals.
import type { Organization, Project } from '@signalboard/shared/api';
import { errorReply, startApiServer, withApiServer, type ApiServer } from '@signalboard/shared/testing';
import { brainstormRoutes, PROPOSED_SIGNALS, proposalFor, type BrainstormState } from './brainstorm-routes';
import { dataSourcesRoutes, type DataSourcesState } from './data-sources-routes';
import { TEST_CATALOGUE, testProject } from './fixtures';
import { intentSignalsRoutes, type IntentSignalsState } from './intent-signals-routes';

export interface ProjectsApi extends ApiServer {
  /** What the server holds; tests change it to set the scene. */
  state: {
    projects: Project[];
    /** The signed-in user's organization; null for a guest (creating a project needs one). */
    organization: Organization | null;
  } & DataSourcesState &
    BrainstormState &
    IntentSignalsState;
}

export const TEST_TOKEN = 'token-ada';

export const TEST_ORGANIZATION: Organization = {
  id: 'org-1',
  name: 'Acme',
  website: null,
  created_at: '2025-01-01T00:00:00.000Z',
  role: 'owner',
};

const USE_CASES = [
  'lead_generation',
  'competitor_monitoring',
  'market_research',
  'brand_monitoring',
  'customer_support',
  'other',
];

const invalid = (field: string, message: string) => ({
  status: 422,
  body: { detail: `${field}: ${message}`, code: 'VALIDATION_ERROR', field },
});

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export async function startProjectsApi(): Promise<ProjectsApi> {
  const state: ProjectsApi['state'] = {
    projects: [],
    organization: TEST_ORGANIZATION,
    catalogue: structuredClone(TEST_CATALOGUE),
    dataSources: {},
    businessInfo: (website) => ({ status: 200, body: proposalFor(website) }),
    proposedSignals: structuredClone(PROPOSED_SIGNALS),
    intentSignals: {},
  };
  let nextId = 1;
  const signedIn = (authorization: string | undefined) => authorization === `Bearer ${TEST_TOKEN}`;
  const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
  const notFound = errorReply(404, 'PROJECT_NOT_FOUND', 'Project not found.');
  const find = (id: string) => state.projects.find((project) => project.id === id);

  const server = await startApiServer({
    'GET /api/v1/organization': ({ authorization }) => {
      if (!signedIn(authorization)) return unauthorized;
      return state.organization
        ? { status: 200, body: state.organization }
        : errorReply(404, 'ORGANIZATION_NOT_FOUND', 'Organization not found');
    },
    'GET /api/v1/project': ({ authorization }) =>
      signedIn(authorization) ? { status: 200, body: state.projects } : unauthorized,
    'POST /api/v1/project': ({ authorization, body }) => {
      if (!signedIn(authorization)) return unauthorized;
      if (!state.organization) {
        return errorReply(403, 'ORGANIZATION_REQUIRED', 'Create an organization before creating projects.');
      }
      const { name, wizard_step: step } = (body ?? {}) as { name?: unknown; wizard_step?: number | null };
      if (typeof name !== 'string' || name.length < 1 || name.length > 100) {
        return invalid('name', 'must be 1 to 100 characters');
      }
      const project = testProject({ id: `project-${nextId++}`, name, wizard_step: step ?? null });
      state.projects.push(project);
      return { status: 201, body: project };
    },
    'GET /api/v1/project/:id': ({ params }) => {
      const project = find(params.id!);
      return project ? { status: 200, body: project } : notFound;
    },
    'PATCH /api/v1/project/:id': ({ params, body }) => {
      const project = find(params.id!);
      if (!project) return notFound;
      const patch = body as Partial<Project>;
      if (patch.website && !isHttpUrl(patch.website)) {
        return invalid('website', 'must be an http(s) URL, e.g. https://example.com');
      }
      if (patch.business_description && patch.business_description.length > 5000) {
        return invalid('business_description', 'must be at most 5000 characters');
      }
      if (patch.use_case && !USE_CASES.includes(patch.use_case))
        return invalid('use_case', 'unknown use case');
      if (patch.wizard_step != null && (patch.wizard_step < 1 || patch.wizard_step > 6)) {
        return invalid('wizard_step', 'must be 1 to 6');
      }
      Object.assign(project, patch, { updated_at: '2025-03-05T10:00:00.000Z' });
      return { status: 200, body: project };
    },
    ...dataSourcesRoutes(state, find),
    ...brainstormRoutes(state, find),
    ...intentSignalsRoutes(state, (id) => Boolean(find(id))),
  });

  return { ...server, state };
}

/** A fresh server per test, the runtime config pointed at it, and the user signed in. */
export function withProjectsApi(): () => ProjectsApi {
  // The wizard keeps a website's proposal in sessionStorage; no test may see another's.
  afterEach(() => sessionStorage.clear());
  return withApiServer(startProjectsApi, { signInWith: TEST_TOKEN });
}
