// The export button against a real HTTP server that answers the CSV as the API does (a text body with
// its headers, which the shared contract server cannot send): the filter in the URL goes out as the
// list's query, the file is saved under the server's name, and a cap or a refusal is said in a toast.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { notify } from '@signalboard/shared/feedback';
import { queryClient } from '@signalboard/shared/query';
import {
  renderWithProviders,
  withApiServer,
  type ApiRequest,
  type ApiServer,
} from '@signalboard/shared/testing';
import { ExportButton } from '../export-button';

const TOKEN = 'tok-ada';
const csv = '\uFEFFpublished_at,title\r\n2025-03-01T10:00:00.000Z,"Need a CRM, fast"\r\n';

interface CsvReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface CsvApi extends ApiServer {
  /** What GET .../export.csv answers next. */
  reply: CsvReply;
  /** The export requests' query strings. */
  exports: string[];
}

const okReply = (capped: boolean): CsvReply => ({
  status: 200,
  headers: {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': 'attachment; filename="signalboard-acme-leads-2025-03-02.csv"',
    'x-export-capped': String(capped),
    'access-control-expose-headers': 'content-disposition, x-export-capped',
  },
  body: csv,
});

const api = withApiServer<CsvApi>(
  async () => {
    const requests: ApiRequest[] = [];
    const state = { reply: okReply(false), exports: [] as string[] };
    const server = createServer((request, response) => {
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('access-control-allow-headers', 'authorization, content-type');
      if (request.method === 'OPTIONS') return void response.end();
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.headers.authorization !== `Bearer ${TOKEN}`) {
        response.writeHead(401).end();
        return;
      }
      if (url.pathname === '/api/v1/leads/p1/export.csv') {
        state.exports.push(url.search);
        response.writeHead(state.reply.status, state.reply.headers).end(state.reply.body);
        return;
      }
      // The filter's lookups (statuses, signals, columns, sources): none, which keeps search and flags.
      response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const api: CsvApi = Object.assign(state, {
      url: `http://127.0.0.1:${port}`,
      requests,
      route: () => undefined,
      count: () => 0,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    });
    return api;
  },
  { signInWith: TOKEN },
);

let saved: { name: string; href: string; blob: Blob | undefined }[];
const blobs = new Map<string, Blob>();
const onClick = (event: MouseEvent) => {
  const link = event.target as HTMLAnchorElement;
  if (link.tagName !== 'A' || !link.download) return;
  // jsdom does not download: note what would have been saved instead.
  event.preventDefault();
  saved.push({ name: link.download, href: link.href, blob: blobs.get(link.href) });
};

beforeEach(() => {
  saved = [];
  // jsdom has no object URLs; these stand in for the browser's own.
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const href = `blob:test/${blobs.size}`;
    blobs.set(href, blob as Blob);
    return href;
  };
  URL.revokeObjectURL = (href: string) => void blobs.delete(href);
  document.addEventListener('click', onClick, true);
});

afterEach(() => {
  document.removeEventListener('click', onClick, true);
  act(() => notify.remove());
  queryClient.clear();
});

function renderButton(search = '') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/projects/p1/leads${search}`]}>
      <Routes>
        <Route path="/projects/:projectId/leads" element={<ExportButton projectId="p1" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ExportButton', () => {
  it('downloads the list as filtered and sorted now, under the name the server gives', async () => {
    const { user } = renderButton('?q=crm&read=false&sort=score&lead=x');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Leads exported')).toBeInTheDocument();
    expect(new URLSearchParams(api().exports[0])).toEqual(
      new URLSearchParams({ read: 'false', search_text: 'crm', sort_by: 'score' }),
    );
    expect(saved.map((file) => file.name)).toEqual(['signalboard-acme-leads-2025-03-02.csv']);
    // Byte for byte, the BOM included (Blob.text() would drop it while decoding).
    const bytes = Array.from(new Uint8Array(await saved[0]!.blob!.arrayBuffer()));
    expect(bytes).toEqual(Array.from(Buffer.from(csv)));
    // The object URL is let go once the download has started.
    await waitFor(() => expect(blobs.size).toBe(0));
  });

  it('says when the file stopped at the row cap', async () => {
    api().reply = okReply(true);
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported the first 50,000 leads')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('says why when the server refuses, and saves nothing', async () => {
    api().reply = {
      status: 422,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'VALIDATION_ERROR', detail: 'date_from: bad date', field: 'date_from' }),
    };
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Could not export the leads')).toBeInTheDocument();
    expect(screen.getByText('date_from: bad date')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
