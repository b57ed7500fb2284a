// The organization/team calls against a real node:http server (the shared contract server, with
// its `:param` routes): what each call sends, and that the server's sentence and code come back.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../query/index';
import { useSession } from '../../session/index';
import { errorReply } from '../../testing/api-server';
import { failure, server, signedInAgainstApiServer } from './signed-in-api-server';
import {
  ApiError,
  createInvite,
  leaveOrganization,
  previewInvite,
  queryKeys,
  removeMember,
  useCancelInvite,
  useInvites,
  type Invite,
} from '../index';

const invite = (id: string, status: Invite['status']): Invite => ({
  id,
  email: 'grace@example.com',
  role: 'member',
  status,
  created_at: '2025-03-01T10:00:00.000Z',
  expires_at: '2025-03-08T10:00:00.000Z',
  inviter_id: 'user-1',
  inviter_name: 'Ada Lovelace',
  organization_id: 'org-1',
  organization_name: 'Acme',
});

signedInAgainstApiServer();

it('creates a link invite: only the role is sent, and the one-time link comes back', async () => {
  server.route('POST /api/v1/organization/invites', () => ({
    status: 201,
    body: { ...invite('inv-1', 'pending'), email: null, invite_url: 'http://app.test/invite?t=abc' },
  }));
  const created = await createInvite({ role: 'member' });
  expect(created.invite_url).toBe('http://app.test/invite?t=abc');
  expect(server.requests[0]?.body).toEqual({ role: 'member' });
  expect(server.requests[0]?.authorization).toBe('Bearer tok-ada');
});

it('removes a member by id, through a :userId route', async () => {
  server.route('DELETE /api/v1/organization/members/:userId', () => ({ status: 204 }));
  await removeMember('user-2');
  expect(server.requests[0]?.params).toEqual({ userId: 'user-2' });
});

it("surfaces the server's sentence and code when the last owner tries to leave", async () => {
  const sentence = 'You are the last owner: make someone else an owner before you leave.';
  server.route('POST /api/v1/organization/leave', () => errorReply(409, 'LAST_OWNER_CANNOT_LEAVE', sentence));
  const error = await failure(leaveOrganization());
  expect(error).toBeInstanceOf(ApiError);
  expect(error.message).toBe(sentence);
  expect(error.code).toBe('LAST_OWNER_CANNOT_LEAVE');
  expect(error.status).toBe(409);
});

it('previews a link without a session, and reports an expired link by its code', async () => {
  useSession.getState().signOut();
  server.route('GET /api/v1/organization/tokenized-invites/preview', ({ query }) =>
    query.t === 'old'
      ? errorReply(410, 'INVITE_EXPIRED', 'This invitation has expired.')
      : { status: 200, body: { ...invite('inv-1', 'pending'), email: null } },
  );
  await expect(previewInvite('fresh')).resolves.toMatchObject({ organization_name: 'Acme' });
  expect(server.requests[0]?.authorization).toBeUndefined();
  const error = await failure(previewInvite('old'));
  expect([error.status, error.code, error.message]).toEqual([
    410,
    'INVITE_EXPIRED',
    'This invitation has expired.',
  ]);
});

it('cancelling an invite refreshes the invite list', async () => {
  const invites = [invite('inv-1', 'pending')];
  server.route('GET /api/v1/organization/invites', () => ({ status: 200, body: invites }));
  server.route('POST /api/v1/organization/invites/:id/cancel', ({ params }) => {
    const found = invites.find((i) => i.id === params.id);
    if (!found) return errorReply(404, 'INVITE_NOT_FOUND', 'Invite not found');
    found.status = 'cancelled';
    return { status: 200, body: found };
  });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => ({ list: useInvites(), cancel: useCancelInvite() }), { wrapper });
  await waitFor(() => expect(result.current.list.data?.[0]?.status).toBe('pending'));

  await act(() => result.current.cancel.mutateAsync('inv-1'));
  await waitFor(() => expect(result.current.list.data?.[0]?.status).toBe('cancelled'));
  expect(server.count('GET /api/v1/organization/invites')).toBe(2);
  expect(queryClient.getQueryState(queryKeys.invites)?.status).toBe('success');

  const error = await failure(act(() => result.current.cancel.mutateAsync('inv-404')));
  expect(error.message).toBe('Invite not found');
});
