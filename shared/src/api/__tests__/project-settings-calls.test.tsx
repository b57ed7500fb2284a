// The project item, data sources and notification settings calls against the shared contract
// server: what each sends, and what each mutation leaves in the cache.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getRuntimeConfig, setRuntimeConfig } from '../../config/index';
import { createQueryClient } from '../../query/index';
import { useSession } from '../../session/index';
import { errorReply, startApiServer, type ApiServer } from '../../testing/api-server';
import {
  ApiError,
  queryKeys,
  updateDataSources,
  dataSourcesQueryOptions,
  projectQueryOptions,
  projectsQueryOptions,
  useDataSources,
  useDeleteProject,
  useNotificationSettings,
  useProject,
  useProjects,
  useUpdateDataSources,
  useUpdateNotificationSettings,
  useUpdateProject,
  type DataSource,
  type DataSourceInput,
  type NotificationSettings,
  type Project,
} from '../index';

function testProject(id: string, name: string): Project {
  // Built as a variable, not a literal, so fields the API adds later do not break the fixture.
  const project = {
    id,
    name,
    business_description: null,
    website: null,
    use_case: null,
    wizard_step: null,
    organization_id: 'org-1',
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    unread_count: 0,
    enabled_platforms: [],
    lead_threshold: 50,
    excluded_authors: [],
    excluded_communities: [],
    viewer_role: 'owner' as const,
  };
  return project;
}

let server: ApiServer;
let projects: Project[];
beforeEach(async () => {
  projects = [testProject('p1', 'Alpha'), testProject('p2', 'Beta')];
  server = await startApiServer({
    'GET /api/v1/project': () => ({ status: 200, body: projects }),
    'GET /api/v1/project/:id': ({ params }) => {
      const project = projects.find((p) => p.id === params.id);
      return project ? { status: 200, body: project } : errorReply(404, 'PROJECT_NOT_FOUND', 'Not found');
    },
  });
  setRuntimeConfig({ ...getRuntimeConfig(), apiUrl: server.url });
  useSession.getState().signIn('tok-ada');
});
afterEach(async () => {
  await server.close();
  useSession.getState().signOut();
  localStorage.clear();
});

function setup() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

it('renaming a project updates the project and its entry in the cached list', async () => {
  server.route('PATCH /api/v1/project/:id', ({ params, body }) => {
    const project = projects.find((p) => p.id === params.id)!;
    Object.assign(project, body);
    return { status: 200, body: project };
  });
  const { queryClient, wrapper } = setup();
  const { result } = renderHook(
    () => ({ list: useProjects(), one: useProject('p1'), update: useUpdateProject('p1') }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.one.data?.name).toBe('Alpha'));
  await waitFor(() => expect(result.current.list.data).toHaveLength(2));
  const listCalls = server.count('GET /api/v1/project');

  await act(() => result.current.update.mutateAsync({ name: 'Gamma' }));
  expect(server.requests.at(-1)?.body).toEqual({ name: 'Gamma' });
  await waitFor(() => expect(result.current.one.data?.name).toBe('Gamma'));
  expect(queryClient.getQueryData<Project[]>(queryKeys.projects)?.map((p) => p.name)).toEqual([
    'Gamma',
    'Beta',
  ]);
  // The answer is the project itself: no refetch is needed to show it.
  expect(server.count('GET /api/v1/project')).toBe(listCalls);
});

it('deleting a project drops it from the list and forgets everything cached under it', async () => {
  server.route('DELETE /api/v1/project/:id', ({ params }) => {
    projects = projects.filter((p) => p.id !== params.id);
    return { status: 204 };
  });
  server.route('GET /api/v1/project/:id/data-sources', () => ({ status: 200, body: [] }));
  const { queryClient, wrapper } = setup();
  // Cached but not on screen, as after leaving the project's pages.
  await queryClient.fetchQuery(dataSourcesQueryOptions('p1'));
  await queryClient.fetchQuery(projectQueryOptions('p1'));
  const { result } = renderHook(() => ({ list: useProjects(), remove: useDeleteProject() }), { wrapper });
  await waitFor(() => expect(result.current.list.data).toHaveLength(2));

  await act(() => result.current.remove.mutateAsync('p1'));
  expect(server.requests.find((r) => r.method === 'DELETE')?.params).toEqual({ id: 'p1' });
  expect(queryClient.getQueryData(queryKeys.dataSources('p1'))).toBeUndefined();
  expect(queryClient.getQueryData(queryKeys.project('p1'))).toBeUndefined();
  await waitFor(() => expect(result.current.list.data?.map((p) => p.id)).toEqual(['p2']));
});

it("a refused delete surfaces the server's sentence and keeps the project", async () => {
  const sentence = 'Only owners and admins can delete a project.';
  server.route('DELETE /api/v1/project/:id', () => errorReply(403, 'PROJECT_DELETE_FORBIDDEN', sentence));
  const { wrapper } = setup();
  const { result } = renderHook(() => ({ list: useProjects(), remove: useDeleteProject() }), { wrapper });
  await waitFor(() => expect(result.current.list.data).toHaveLength(2));
  const error = await act(() => result.current.remove.mutateAsync('p1').catch((e: unknown) => e));
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).message).toBe(sentence);
  expect(result.current.list.data).toHaveLength(2);
});

it('saving data sources sends the whole list and caches the answer, and a 422 names the field', async () => {
  const stored: DataSource[] = [];
  server.route('GET /api/v1/project/:id/data-sources', () => ({ status: 200, body: stored }));
  server.route('PATCH /api/v1/project/:id/data-sources', ({ body }) => {
    const list = (body as { data_sources: DataSourceInput[] }).data_sources;
    if (list.some((s) => s.platform === 'nope')) {
      return {
        status: 422,
        body: {
          detail: 'data_sources.0.platform: "nope" is not a known platform',
          code: 'VALIDATION_ERROR',
          field: 'data_sources.0.platform',
        },
      };
    }
    stored.splice(
      0,
      stored.length,
      ...list.map((s) => ({
        ...s,
        last_polled_at: null,
        last_success_at: null,
        last_error: null,
        items_seen: 0,
        poll_interval_seconds: s.poll_interval_seconds ?? 300,
        poll_interval_is_default: s.poll_interval_seconds == null,
        next_poll_at: null,
        consecutive_failures: 0,
      })),
    );
    return { status: 200, body: stored };
  });
  const { queryClient, wrapper } = setup();
  const { result } = renderHook(() => ({ sources: useDataSources('p1'), save: useUpdateDataSources('p1') }), {
    wrapper,
  });
  await waitFor(() => expect(result.current.sources.data).toEqual([]));

  const list = [{ platform: 'hackernews', enabled: true, settings: { keywords: ['crm'] } }];
  await act(() => result.current.save.mutateAsync(list));
  expect(server.requests.at(-1)?.body).toEqual({ data_sources: list });
  expect(queryClient.getQueryData<DataSource[]>(queryKeys.dataSources('p1'))?.[0]?.platform).toBe(
    'hackernews',
  );

  const error = (await updateDataSources('p1', [{ platform: 'nope', enabled: false, settings: {} }]).catch(
    (e: unknown) => e,
  )) as ApiError;
  expect([error.status, error.field]).toEqual([422, 'data_sources.0.platform']);
});

it('notification settings are read, then saved whole with PUT, and the saved copy is cached', async () => {
  let settings: NotificationSettings = {
    email_enabled: true,
    email_frequency: 'daily',
    email_recipients: ['ada@example.com'],
    slack_enabled: false,
    min_score: 50,
    intent_signal_ids: [],
    timezone: 'Europe/Paris',
    saved: true,
  };
  server.route('GET /api/v1/notification-settings/:projectId', () => ({ status: 200, body: settings }));
  server.route('PUT /api/v1/notification-settings/:projectId', ({ body, params }) => {
    expect(params.projectId).toBe('p1');
    settings = {
      ...(body as NotificationSettings),
      email_recipients: ['grace@example.com'],
      saved: true,
    };
    return { status: 200, body: settings };
  });
  const { wrapper } = setup();
  const { result } = renderHook(
    () => ({ settings: useNotificationSettings('p1'), save: useUpdateNotificationSettings('p1') }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.settings.data?.email_frequency).toBe('daily'));
  await act(() =>
    result.current.save.mutateAsync({
      ...(({ saved: _saved, ...input }) => input)(settings),
      email_recipients: ['Grace@Example.com'],
      min_score: 70,
    }),
  );
  expect(server.requests.at(-1)?.method).toBe('PUT');
  await waitFor(() =>
    expect(result.current.settings.data).toMatchObject({
      email_recipients: ['grace@example.com'],
      min_score: 70,
    }),
  );
});

it('a caller leaving the project keeps it cached until it unmounts (the routing guard never sees it vanish)', async () => {
  server.route('DELETE /api/v1/project/:id', ({ params }) => {
    projects = projects.filter((p) => p.id !== params.id);
    return { status: 204 };
  });
  const { queryClient, wrapper } = setup();
  await queryClient.fetchQuery(projectsQueryOptions());
  const { result, unmount } = renderHook(() => useDeleteProject({ leavingProject: true }), { wrapper });

  await act(() => result.current.mutateAsync('p1'));
  expect(queryClient.getQueryData<Project[]>(queryKeys.projects)?.map((p) => p.id)).toEqual(['p1', 'p2']);
  unmount();
  expect(queryClient.getQueryData<Project[]>(queryKeys.projects)?.map((p) => p.id)).toEqual(['p2']);
});
