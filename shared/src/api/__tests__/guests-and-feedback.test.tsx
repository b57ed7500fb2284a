// Guest access and feedback calls against a real node:http server: what each call sends, that the
// guest hooks keep the right project's list fresh, and that feedback is measured as the API does.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../query/index';
import { errorReply } from '../../testing/api-server';
import { failure, server, signedInAgainstApiServer } from './signed-in-api-server';
import {
  FEEDBACK_FAILED,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_REQUIRED,
  FEEDBACK_TOO_LONG,
  addProjectGuest,
  feedbackLength,
  feedbackProblem,
  queryKeys,
  sendFeedback,
  useAddProjectGuest,
  useProjectGuests,
  useRemoveProjectGuest,
  type ProjectGuest,
} from '../index';

const guest = (id: string, email: string): ProjectGuest => ({
  id,
  email,
  first_name: null,
  last_name: null,
  added_at: '2025-03-01T10:00:00.000Z',
});

signedInAgainstApiServer();

describe('guest access', () => {
  /** Two projects' guest lists on the server. */
  function guestRoutes() {
    const guests: Record<string, ProjectGuest[]> = {
      p1: [guest('u-grace', 'grace@example.com')],
      p2: [guest('u-linus', 'linus@example.com')],
    };
    server.route('GET /api/v1/project/guests-access/:projectId', ({ params }) => ({
      status: 200,
      body: guests[params.projectId ?? ''] ?? [],
    }));
    server.route('POST /api/v1/project/guests-access/:projectId/user/:userId', ({ params }) => {
      if (params.userId === 'u-member') {
        return errorReply(409, 'GUEST_IS_MEMBER', 'This person is a member of the organization.');
      }
      guests[params.projectId ?? '']?.push(guest(params.userId ?? '', `${params.userId}@example.com`));
      return {
        status: 201,
        body: { project_id: params.projectId, user_id: params.userId, created_at: '2025-03-02T10:00:00Z' },
      };
    });
    server.route('DELETE /api/v1/project/guests-access/:projectId/user/:userId', ({ params }) => {
      const list = guests[params.projectId ?? ''] ?? [];
      guests[params.projectId ?? ''] = list.filter((g) => g.id !== params.userId);
      return { status: 204 };
    });
  }

  /** The guest routes, and hooks for p1 (and p2's list) in a fresh query client. */
  function scene() {
    guestRoutes();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const view = renderHook(
      () => ({
        p1: useProjectGuests('p1'),
        p2: useProjectGuests('p2'),
        add: useAddProjectGuest('p1'),
        remove: useRemoveProjectGuest('p1'),
      }),
      { wrapper },
    );
    return { queryClient, ...view };
  }

  it('adds a guest by user id and refreshes that project only', async () => {
    const { result } = scene();
    await waitFor(() => expect(result.current.p2.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.p1.data).toHaveLength(1));

    await act(() => result.current.add.mutateAsync('u-alan'));
    await waitFor(() => expect(result.current.p1.data?.map((g) => g.id)).toEqual(['u-grace', 'u-alan']));
    expect(server.count('GET /api/v1/project/guests-access/p1')).toBe(2);
    expect(server.count('GET /api/v1/project/guests-access/p2')).toBe(1);
    const post = server.requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/v1/project/guests-access/p1/user/u-alan');
    expect(post?.authorization).toBe('Bearer tok-ada');
  });

  it('removes a guest: gone from the cached list even if the refetch that follows fails', async () => {
    const { result, queryClient } = scene();
    await waitFor(() => expect(result.current.p1.data).toHaveLength(1));
    server.route('GET /api/v1/project/guests-access/:projectId', () =>
      errorReply(403, 'GUESTS_FORBIDDEN', 'Only owners and admins can manage guest access.'),
    );

    await act(() => result.current.remove.mutateAsync('u-grace'));
    expect(server.count('GET /api/v1/project/guests-access/p1')).toBe(2);
    expect(queryClient.getQueryData(queryKeys.projectGuests('p1'))).toEqual([]);
    expect(server.requests.some((r) => r.method === 'DELETE' && r.params.userId === 'u-grace')).toBe(true);
    expect(result.current.p2.data).toHaveLength(1);
  });

  it("surfaces the server's sentence and code when the person is a member", async () => {
    guestRoutes();
    const error = await failure(addProjectGuest('p1', 'u-member'));
    expect([error.status, error.code, error.message]).toEqual([
      409,
      'GUEST_IS_MEMBER',
      'This person is a member of the organization.',
    ]);
  });

  it('keys every guest list under its project, so dropping a project drops its guests', () => {
    expect(queryKeys.projectGuests('p1').slice(0, 2)).toEqual([...queryKeys.projectScope('p1')]);
  });
});

describe('feedback', () => {
  it('sends the trimmed text and the page in a JSON body, with nothing in the URL', async () => {
    server.route('POST /api/v1/feedback', () => ({ status: 201, body: { id: 'fb-1' } }));
    await expect(
      sendFeedback({ feedback: '  Löve the lead list 🎉 & more?  ', page: '/team' }),
    ).resolves.toEqual({
      id: 'fb-1',
    });
    const sent = server.requests[0];
    expect(sent?.body).toEqual({ feedback: 'Löve the lead list 🎉 & more?', page: '/team' });
    expect(sent?.query).toEqual({});
  });

  it('sends 5,000 accented letters in one request (too big for a URL, fine in a body)', async () => {
    server.route('POST /api/v1/feedback', () => ({ status: 201, body: { id: 'fb-3' } }));
    const text = 'é'.repeat(FEEDBACK_MAX_LENGTH);
    expect(feedbackProblem(text)).toBeNull();
    await sendFeedback({ feedback: text });
    expect(server.requests[0]?.body).toEqual({ feedback: text });
  });

  it("shows the server's sentence on a refusal, and a plain one without it", async () => {
    server.route('POST /api/v1/feedback', () =>
      errorReply(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
    );
    expect((await failure(sendFeedback({ feedback: 'hi' }))).message).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
    server.route('POST /api/v1/feedback', () => ({ status: 502 }));
    expect((await failure(sendFeedback({ feedback: 'hi' }))).message).toBe(FEEDBACK_FAILED);
  });

  it('counts characters as the API does: an emoji is one', () => {
    expect(feedbackLength('ok 🎉')).toBe(4);
    expect('ok 🎉'.length).toBe(5);
  });

  it('says what is wrong before sending: empty or over the limit', () => {
    expect(feedbackProblem('')).toBe(FEEDBACK_REQUIRED);
    expect(feedbackProblem(' \n\t ')).toBe(FEEDBACK_REQUIRED);
    expect(feedbackProblem('a'.repeat(FEEDBACK_MAX_LENGTH))).toBeNull();
    expect(feedbackProblem('🎉'.repeat(FEEDBACK_MAX_LENGTH / 5))).toBeNull();
    expect(feedbackProblem('a'.repeat(FEEDBACK_MAX_LENGTH + 1))).toBe(FEEDBACK_TOO_LONG);
    expect(FEEDBACK_TOO_LONG).toBe('Feedback can be at most 5,000 characters.');
  });

  it('copes with a lone surrogate in pasted text instead of throwing', async () => {
    server.route('POST /api/v1/feedback', () => ({ status: 201, body: { id: 'fb-2' } }));
    expect(feedbackProblem('broken \uD83D text')).toBeNull();
    await sendFeedback({ feedback: 'broken \uD83D text' });
    expect(server.requests[0]?.body).toEqual({ feedback: 'broken \uFFFD text' });
  });
});
