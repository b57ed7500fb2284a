// The overview and CSV export calls against a real node:http server: what each sends, what comes
// back (the export's file, name and cap come as a text body and headers), and how a refusal reads.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../query/index';
import { errorReply, type ApiReply } from '../../testing/api-server';
import { failure, server, signedInAgainstApiServer } from './signed-in-api-server';
import {
  LEAD_EXPORT_FAILED,
  LEAD_OVERVIEW_FAILED,
  exportFileName,
  exportLeadsCsv,
  getLeadOverview,
  queryKeys,
  useLeadOverview,
  type LeadOverview,
} from '../index';

signedInAgainstApiServer();

const overview: LeadOverview = {
  days: [
    { date: '2025-03-01', by_signal: [{ intent_signal_id: 's1', count: 2 }], total: 2 },
    { date: '2025-03-02', by_signal: [], total: 0 },
  ],
  by_status: [{ status_config_id: 'st1', count: 5 }],
};

describe('lead overview', () => {
  it('asks for the default 30 days without a query, another range with days', async () => {
    server.route('GET /api/v1/leads/:projectId/overview', () => ({ status: 200, body: overview }));
    await expect(getLeadOverview('p1')).resolves.toEqual(overview);
    await getLeadOverview('p1', 7);
    expect(server.requests.map((r) => [r.path, r.query, r.authorization])).toEqual([
      ['/api/v1/leads/p1/overview', {}, 'Bearer tok-ada'],
      ['/api/v1/leads/p1/overview', { days: '7' }, 'Bearer tok-ada'],
    ]);
  });

  it('caches under leadOverview(projectId), so one invalidation refreshes every range', async () => {
    server.route('GET /api/v1/leads/:projectId/overview', () => ({ status: 200, body: overview }));
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLeadOverview('p1'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(overview));
    await queryClient.invalidateQueries({ queryKey: queryKeys.leadOverview('p1') });
    await waitFor(() => expect(server.count('GET /api/v1/leads/p1/overview')).toBe(2));
  });

  it("gives the server's detail on a refusal, and its own sentence without one", async () => {
    server.route('GET /api/v1/leads/:projectId/overview', () =>
      errorReply(404, 'PROJECT_NOT_FOUND', 'Project not found'),
    );
    expect((await failure(getLeadOverview('p1'))).message).toBe('Project not found');
    server.route('GET /api/v1/leads/:projectId/overview', () => ({ status: 502 }));
    expect((await failure(getLeadOverview('p1'))).message).toBe(LEAD_OVERVIEW_FAILED);
  });
});

describe('lead export', () => {
  /** What the export answers next; each test sets it before calling. */
  let answer: ApiReply;

  beforeEach(() => {
    server.route('GET /api/v1/leads/:projectId/export.csv', () => answer);
  });

  it('sends the filter as the list does (paging left out) and hands back the file, its name and cap', async () => {
    const body = '\uFEFFtitle,body\r\n"a, b","x"\r\n';
    answer = {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="signalboard-acme-leads-2025-03-02.csv"',
        'x-export-capped': 'true',
      },
      text: body,
    };
    const file = await exportLeadsCsv('p1', {
      intent_signals: ['s1', 's2'],
      read: false,
      search_text: 'crm',
      limit: 100,
      skip: 200,
    });
    expect(server.requests.map((r) => [r.path, r.search.toString(), r.authorization])).toEqual([
      [
        '/api/v1/leads/p1/export.csv',
        'intent_signals=s1&intent_signals=s2&read=false&search_text=crm',
        'Bearer tok-ada',
      ],
    ]);
    expect(file.fileName).toBe('signalboard-acme-leads-2025-03-02.csv');
    expect(file.capped).toBe(true);
    // The BOM and the bytes come through untouched (no text decoding on the way).
    expect(Array.from(new Uint8Array(await file.blob.arrayBuffer()))).toEqual(Array.from(Buffer.from(body)));
  });

  it('names the file itself when the header is out of reach, and says not capped', async () => {
    answer = { status: 200, headers: { 'content-type': 'text/csv' }, text: 'title\r\n' };
    const file = await exportLeadsCsv('p1', {});
    expect(file.capped).toBe(false);
    expect(file.fileName).toMatch(/^signalboard-project-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exportFileName(null, 'acme', new Date('2025-01-02T10:00:00Z'))).toBe(
      'signalboard-acme-leads-2025-01-02.csv',
    );
  });

  it('turns a refusal into an ApiError with the server’s detail', async () => {
    answer = {
      status: 422,
      body: { code: 'VALIDATION_ERROR', detail: 'date_from: bad', field: 'date_from' },
    };
    const error = await failure(exportLeadsCsv('p1', { date_from: 'soon' }));
    expect([error.status, error.message]).toEqual([422, 'date_from: bad']);
    // No body and no content-type: the call's own sentence.
    answer = { status: 500 };
    expect((await failure(exportLeadsCsv('p1', {}))).message).toBe(LEAD_EXPORT_FAILED);
  });
});
