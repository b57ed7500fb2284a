// The lead import and the project webhook calls against a real node:http server: what each sends,
// what a refusal becomes, what the hooks refresh, and that a rotated secret never enters the cache.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../query/index';
import { useSession } from '../../session/index';
import { errorReply } from '../../testing/api-server';
import { failure, server, signedInAgainstApiServer } from './signed-in-api-server';
import {
  LEAD_IMPORT_FAILED,
  getProjectWebhook,
  importLeads,
  queryKeys,
  rotateWebhookSecret,
  useAnalysisRun,
  useProjectWebhook,
  useRotateWebhookSecret,
  type AnalysisRun,
  type LeadImportAccepted,
} from '../index';

signedInAgainstApiServer();

function wrapperWithClient() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const result: LeadImportAccepted = {
  analysis_run_id: 'run-1',
  received: 3,
  accepted: 2,
  rejected: 1,
  errors: [{ row: 3, field: 'url', message: 'url must be an http(s) address.' }],
};

const importRun = (fields: Partial<AnalysisRun>): AnalysisRun => {
  const run = {
    id: 'run-1',
    kind: 'import' as const,
    smart_column_id: null,
    status: 'running' as const,
    done: 0,
    total: 2,
    errors: 0,
    new_leads: 0,
    already_known: 0,
    last_error: null,
    started_at: '2025-03-01T10:00:00.000Z',
    finished_at: null,
    created_at: '2025-03-01T10:00:00.000Z',
    ...fields,
  };
  return run as AnalysisRun;
};

describe('lead import', () => {
  it('posts the format and the text as JSON with the bearer token, and answers the run and the counts', async () => {
    server.route('POST /api/v1/leads/:projectId/import', () => ({ status: 202, body: result }));
    const content = 'title,url\nNeed a CRM,https://a.example\nCRM?,https://b.example\nÜber,ftp://c\n';
    await expect(importLeads('p1', { format: 'csv', content })).resolves.toEqual(result);
    const sent = server.requests[0];
    expect(sent?.path).toBe('/api/v1/leads/p1/import');
    expect(sent?.authorization).toBe('Bearer tok-ada');
    expect(sent?.body).toEqual({ format: 'csv', content });
  });

  it("gives the server's detail on a refusal, and the call's own sentence without one", async () => {
    server.route('POST /api/v1/leads/:projectId/import', () =>
      errorReply(422, 'VALIDATION_FAILED', 'content: must be at most 5 MB'),
    );
    const refused = await failure(importLeads('p1', { format: 'json', content: '[]' }));
    expect([refused.status, refused.code, refused.message]).toEqual([
      422,
      'VALIDATION_FAILED',
      'content: must be at most 5 MB',
    ]);
    server.route('POST /api/v1/leads/:projectId/import', () => ({ status: 502 }));
    expect((await failure(importLeads('p1', { format: 'json', content: '[]' }))).message).toBe(
      LEAD_IMPORT_FAILED,
    );
  });

  it('signs out on 401, as every authenticated call does', async () => {
    server.route('POST /api/v1/leads/:projectId/import', () =>
      errorReply(401, 'UNAUTHORIZED', 'Token expired'),
    );
    const error = await failure(importLeads('p1', { format: 'csv', content: 'title\nx' }));
    expect([error.status, error.message]).toEqual([401, 'Unauthorized']);
    expect(useSession.getState().accessToken).toBeNull();
  });

  it("follows the run until it is done, then refreshes the project's unread count and data sources only", async () => {
    let polls = 0;
    server.route('GET /api/v1/leads/:projectId/analysis_runs/:runId', () => {
      polls += 1;
      return {
        status: 200,
        body: polls < 2 ? importRun({ done: 1 }) : importRun({ status: 'done', done: 2, new_leads: 2 }),
      };
    });
    const { queryClient, wrapper } = wrapperWithClient();
    for (const key of [
      queryKeys.unreadCount('p1'),
      queryKeys.dataSources('p1'),
      queryKeys.unreadCount('p2'),
    ]) {
      queryClient.setQueryData(key, { seeded: true });
    }
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    const { result: hook } = renderHook(() => useAnalysisRun('p1', 'run-1'), { wrapper });
    await waitFor(() => expect(hook.current.data?.done).toBe(1));
    expect(invalidated(queryKeys.unreadCount('p1'))).toBe(false);
    await waitFor(() => expect(hook.current.data?.status).toBe('done'), { timeout: 3000 });
    expect(server.requests.at(-1)?.path).toBe('/api/v1/leads/p1/analysis_runs/run-1');
    expect(invalidated(queryKeys.unreadCount('p1'))).toBe(true);
    expect(invalidated(queryKeys.dataSources('p1'))).toBe(true);
    expect(invalidated(queryKeys.unreadCount('p2'))).toBe(false);
    // Finished: no more asking.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(polls).toBe(2);
  });

  it('does not ask without a run', async () => {
    const { wrapper } = wrapperWithClient();
    renderHook(() => useAnalysisRun('p1', null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
  });
});

describe('project webhook', () => {
  /** A server that keeps one secret per project and hints its last 4 characters. */
  function webhookRoutes() {
    const secrets: Record<string, string> = { p1: 'whsec_first0001' };
    const url = (projectId: string) => `https://api.example/api/v1/inbound/${projectId}`;
    server.route('GET /api/v1/project/:projectId/webhook', ({ params }) => {
      const secret = secrets[params.projectId ?? ''];
      return {
        status: 200,
        body: {
          url: url(params.projectId ?? ''),
          secret_hint: secret ? `…${secret.slice(-4)}` : null,
          enabled: Boolean(secret),
        },
      };
    });
    server.route('POST /api/v1/project/:projectId/webhook/rotate', ({ params }) => {
      secrets[params.projectId ?? ''] = 'whsec_second0002';
      return { status: 200, body: { url: url(params.projectId ?? ''), secret: 'whsec_second0002' } };
    });
  }

  it('reads the address and the hint of the secret', async () => {
    webhookRoutes();
    await expect(getProjectWebhook('p1')).resolves.toEqual({
      url: 'https://api.example/api/v1/inbound/p1',
      secret_hint: '…0001',
      enabled: true,
    });
    expect(server.requests[0]?.authorization).toBe('Bearer tok-ada');
  });

  it('rotates with a POST and no body, and answers the new secret in clear', async () => {
    webhookRoutes();
    await expect(rotateWebhookSecret('p1')).resolves.toEqual({
      url: 'https://api.example/api/v1/inbound/p1',
      secret: 'whsec_second0002',
    });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/project/p1/webhook/rotate',
      body: null,
    });
  });

  it('after a rotation the cached webhook shows the new hint, and the secret is nowhere in the cache', async () => {
    webhookRoutes();
    const { queryClient, wrapper } = wrapperWithClient();
    const { result: hook } = renderHook(
      () => ({ webhook: useProjectWebhook('p1'), rotate: useRotateWebhookSecret('p1') }),
      { wrapper },
    );
    await waitFor(() => expect(hook.current.webhook.data?.secret_hint).toBe('…0001'));

    const rotated = await act(() => hook.current.rotate.mutateAsync());
    expect(rotated.secret).toBe('whsec_second0002');
    await waitFor(() => expect(hook.current.webhook.data?.secret_hint).toBe('…0002'));
    expect(server.count('GET /api/v1/project/p1/webhook')).toBe(2);
    const cached = JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
    );
    expect(cached).not.toContain('whsec_second0002');
  });

  it('does not ask while told not to, and names the refusal', async () => {
    webhookRoutes();
    const { wrapper } = wrapperWithClient();
    const { rerender, result: hook } = renderHook(({ enabled }) => useProjectWebhook('p1', { enabled }), {
      wrapper,
      initialProps: { enabled: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.count('GET /api/v1/project/p1/webhook')).toBe(0);
    server.route('GET /api/v1/project/:projectId/webhook', () =>
      errorReply(403, 'PROJECT_ACCESS_FORBIDDEN', 'Only members can see the webhook.'),
    );
    rerender({ enabled: true });
    await waitFor(() => expect(hook.current.error?.message).toBe('Only members can see the webhook.'));
  });

  it('keys the webhook under its project, so dropping a project drops it', () => {
    expect(queryKeys.projectWebhook('p1').slice(0, 2)).toEqual([...queryKeys.projectScope('p1')]);
  });
});
