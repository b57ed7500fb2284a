// /api/v1/organization/tokenized-invites: an invite link (`/invite?t=`). The preview is public, so
// a signed-out visitor sees what they are invited to before signing in.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@signalboard/shared/query';
import { apiClient, unwrap } from './client';
import { joinedOrganization } from './invites';
import { queryKeys } from './query-keys';
import type { Invite, InviteAccepted, InvitePreview } from './types';

/** The stable codes of a link that no longer works (the API's error catalogue). */
export const INVITE_LINK_ERRORS = [
  'INVITE_EXPIRED',
  'INVITE_USED',
  'INVITE_CANCELLED',
  'INVITE_UNKNOWN',
] as const;
export type InviteLinkError = (typeof INVITE_LINK_ERRORS)[number];

const withToken = (token: string) => ({ params: { query: { t: token } } });

export function previewInvite(token: string): Promise<InvitePreview> {
  return unwrap(
    apiClient('public').GET('/api/v1/organization/tokenized-invites/preview', withToken(token)),
    'Could not load the invitation',
  );
}

export function acceptInviteLink(token: string): Promise<InviteAccepted> {
  return unwrap(
    apiClient().POST('/api/v1/organization/tokenized-invites/accept', withToken(token)),
    'Could not accept the invitation',
  );
}

export function rejectInviteLink(token: string): Promise<Invite> {
  return unwrap(
    apiClient().POST('/api/v1/organization/tokenized-invites/reject', withToken(token)),
    'Could not decline the invitation',
  );
}

export const invitePreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.invitePreview(token),
    queryFn: () => previewInvite(token),
    // The link's state only changes through this page's own actions, which refresh it.
    refetchOnWindowFocus: false,
  });

/** What an invite link offers; idle without a token. */
export function useInvitePreview(token: string | null) {
  return useQuery({ ...invitePreviewQueryOptions(token ?? ''), enabled: Boolean(token) });
}

export function useAcceptInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInviteLink,
    onSuccess: async (accepted) => {
      // A guest invite answers with the project's organization, which the guest has NOT joined:
      // caching it as theirs would let the guard treat a guest as a member. Refetch instead.
      if (accepted.project_id) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.organization }),
          queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
        ]);
        return;
      }
      const { project_id: _guestProject, ...organization } = accepted;
      await joinedOrganization(queryClient, organization);
    },
  });
}

export function useRejectInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectInviteLink,
    // Not refetched: a declined link answers INVITE_USED, and the page should say "declined".
    onSuccess: (invite, token) =>
      queryClient.setQueryData<InvitePreview>(queryKeys.invitePreview(token), (preview) =>
        preview ? { ...preview, status: invite.status } : preview,
      ),
  });
}
