// Guest invites by e-mail against a real node:http server: what each call sends, and that the hooks
// keep the right project's pending list fresh (and nothing of another project's).
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../query/index';
import { useSession } from '../../session/index';
import { errorReply } from '../../testing/api-server';
import { failure, server, signedInAgainstApiServer } from './signed-in-api-server';
import {
  cancelGuestInvite,
  inviteGuest,
  listGuestInvites,
  queryKeys,
  resendGuestInvite,
  useCancelGuestInvite,
  useGuestInvites,
  useInviteGuest,
  useResendGuestInvite,
  useAcceptInviteLink,
  type GuestInvite,
} from '../index';

const invite = (id: string, email: string, projectId = 'p1'): GuestInvite => ({
  id,
  project_id: projectId,
  email,
  status: 'pending',
  invited_by: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
  created_at: '2025-03-01T10:00:00.000Z',
  expires_at: '2025-03-08T10:00:00.000Z',
});

signedInAgainstApiServer();

/** Pending guest invites of two projects, played by the server like the API does. */
function inviteRoutes() {
  const pending: Record<string, GuestInvite[]> = {
    p1: [invite('i-grace', 'grace@example.com')],
    p2: [invite('i-linus', 'linus@example.com', 'p2')],
  };
  let next = 0;
  server.route('GET /api/v1/project/guests-access/:projectId/invites', ({ params }) => ({
    status: 200,
    body: pending[params.projectId ?? ''] ?? [],
  }));
  server.route('POST /api/v1/project/guests-access/:projectId/invites', ({ params, body }) => {
    const email = (body as { email: string }).email;
    if (email === 'member@example.com')
      return {
        status: 409,
        body: { code: 'GUEST_IS_MEMBER', detail: 'This person is a member.', field: 'email' },
      };
    const created = invite(`i-new-${(next += 1)}`, email, params.projectId);
    pending[params.projectId ?? '']?.unshift(created);
    return { status: 201, body: created };
  });
  server.route('POST /api/v1/project/guests-access/:projectId/invites/:id/cancel', ({ params }) => {
    const list = pending[params.projectId ?? ''] ?? [];
    const found = list.find((i) => i.id === params.id);
    if (!found) return errorReply(404, 'INVITE_NOT_FOUND', 'Invite not found.');
    pending[params.projectId ?? ''] = list.filter((i) => i.id !== params.id);
    return { status: 200, body: { ...found, status: 'cancelled' } };
  });
  server.route('POST /api/v1/project/guests-access/:projectId/invites/:id/resend', ({ params }) => {
    const list = pending[params.projectId ?? ''] ?? [];
    const found = list.find((i) => i.id === params.id);
    if (!found) return errorReply(409, 'INVITE_NOT_PENDING', 'This invite was already answered.');
    const renewed = { ...found, expires_at: '2025-04-01T10:00:00.000Z' };
    pending[params.projectId ?? ''] = list.map((i) => (i.id === found.id ? renewed : i));
    return { status: 200, body: renewed };
  });
}

describe('guest invite calls', () => {
  it('sends the trimmed e-mail as a JSON body to the project’s invites', async () => {
    inviteRoutes();
    const created = await inviteGuest('p1', '  alan@example.com ');
    expect(created.email).toBe('alan@example.com');
    const sent = server.requests.find((r) => r.method === 'POST');
    expect(sent?.path).toBe('/api/v1/project/guests-access/p1/invites');
    expect(sent?.body).toEqual({ email: 'alan@example.com' });
    expect(sent?.authorization).toBe('Bearer tok-ada');
  });

  it('lists, cancels and resends through the invite’s own path', async () => {
    inviteRoutes();
    expect((await listGuestInvites('p1')).map((i) => i.id)).toEqual(['i-grace']);
    expect((await resendGuestInvite('p1', 'i-grace')).expires_at).toBe('2025-04-01T10:00:00.000Z');
    expect((await cancelGuestInvite('p1', 'i-grace')).status).toBe('cancelled');
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/v1/project/guests-access/p1/invites',
      'POST /api/v1/project/guests-access/p1/invites/i-grace/resend',
      'POST /api/v1/project/guests-access/p1/invites/i-grace/cancel',
    ]);
  });

  it("keeps the server's code, sentence and field on a refusal", async () => {
    inviteRoutes();
    const error = await failure(inviteGuest('p1', 'member@example.com'));
    expect([error.status, error.code, error.message, error.field]).toEqual([
      409,
      'GUEST_IS_MEMBER',
      'This person is a member.',
      'email',
    ]);
    const gone = await failure(resendGuestInvite('p1', 'i-unknown'));
    expect([gone.status, gone.code]).toEqual([409, 'INVITE_NOT_PENDING']);
  });

  it('keys the list under its project, so dropping a project drops its invites', () => {
    expect(queryKeys.guestInvites('p1')).toEqual(['project', 'p1', 'guest-invites']);
    expect(queryKeys.guestInvites('p1').slice(0, 2)).toEqual([...queryKeys.projectScope('p1')]);
  });
});

describe('guest invite hooks', () => {
  function scene() {
    inviteRoutes();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const view = renderHook(
      () => ({
        p1: useGuestInvites('p1'),
        p2: useGuestInvites('p2'),
        invite: useInviteGuest('p1'),
        cancel: useCancelGuestInvite('p1'),
        resend: useResendGuestInvite('p1'),
      }),
      { wrapper },
    );
    return { queryClient, ...view };
  }

  it('invites, resends and cancels, refreshing that project only', async () => {
    const { result } = scene();
    await waitFor(() => expect(result.current.p2.data).toHaveLength(1));
    await waitFor(() => expect(result.current.p1.data).toHaveLength(1));

    await act(() => result.current.invite.mutateAsync('alan@example.com'));
    await waitFor(() =>
      expect(result.current.p1.data?.map((i) => i.email)).toEqual(['alan@example.com', 'grace@example.com']),
    );

    await act(() => result.current.resend.mutateAsync('i-grace'));
    expect(result.current.p1.data?.find((i) => i.id === 'i-grace')?.expires_at).toBe(
      '2025-04-01T10:00:00.000Z',
    );

    await act(() => result.current.cancel.mutateAsync('i-grace'));
    await waitFor(() => expect(result.current.p1.data?.map((i) => i.id)).toEqual(['i-new-1']));
    expect(server.count('GET /api/v1/project/guests-access/p2/invites')).toBe(1);
    expect(result.current.p2.data).toHaveLength(1);
  });

  it('stays idle while signed out', async () => {
    inviteRoutes();
    useSession.getState().signOut();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useGuestInvites('p1'), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.requests).toHaveLength(0);
  });
});

describe('accepting a guest invite link', () => {
  const organization = {
    id: 'org-acme',
    name: 'Acme',
    website: null,
    role: 'member' as const,
    created_at: '2025-03-01T10:00:00.000Z',
  };

  function render() {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.organization, null);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    return { queryClient, ...renderHook(() => useAcceptInviteLink(), { wrapper }) };
  }

  it('never caches the project’s organization as the guest’s own', async () => {
    server.route('POST /api/v1/organization/tokenized-invites/accept', () => ({
      status: 200,
      body: { ...organization, project_id: 'p1' },
    }));
    const { queryClient, result } = render();
    await act(() => result.current.mutateAsync('tok'));
    expect(queryClient.getQueryData(queryKeys.organization)).toBeNull();
    expect(queryClient.getQueryState(queryKeys.organization)?.isInvalidated).toBe(true);
  });

  it('caches the organization an organization invite joined', async () => {
    server.route('POST /api/v1/organization/tokenized-invites/accept', () => ({
      status: 200,
      body: { ...organization, project_id: null },
    }));
    const { queryClient, result } = render();
    await act(() => result.current.mutateAsync('tok'));
    expect(queryClient.getQueryData(queryKeys.organization)).toEqual(organization);
  });
});
