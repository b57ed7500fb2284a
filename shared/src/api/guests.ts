// /api/v1/project/guests-access/{projectId}: people outside the organization who may see one
// project. Owners and admins of the project's organization list, add and remove them; anyone else
// gets 403 GUESTS_FORBIDDEN (so the list is only asked for where the caller manages guests).
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { GuestAccessGrant, GuestInvite, ProjectGuest } from './types';

const guestPath = (projectId: string, userId: string) => ({ params: { path: { projectId, userId } } });

/** The project's guests, longest-standing first. */
export function listProjectGuests(projectId: string): Promise<ProjectGuest[]> {
  return unwrap(
    apiClient().GET('/api/v1/project/guests-access/{projectId}', { params: { path: { projectId } } }),
    'Failed to load the guests',
  );
}

/**
 * Gives an existing user (by id) guest access. Idempotent on the server: adding someone who already
 * is a guest keeps their first grant. 404 GUEST_USER_NOT_FOUND for an unknown id, 409
 * GUEST_IS_MEMBER for a member of the organization (who sees the project anyway).
 */
export function addProjectGuest(projectId: string, userId: string): Promise<GuestAccessGrant> {
  return unwrap(
    apiClient().POST('/api/v1/project/guests-access/{projectId}/user/{userId}', guestPath(projectId, userId)),
    'Could not add the guest',
  );
}

/** Ends a guest's access; 404 GUEST_NOT_FOUND when they had none. */
export async function removeProjectGuest(projectId: string, userId: string): Promise<void> {
  await unwrap(
    apiClient().DELETE(
      '/api/v1/project/guests-access/{projectId}/user/{userId}',
      guestPath(projectId, userId),
    ),
    'Could not remove the guest',
  );
}

export const projectGuestsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: queryKeys.projectGuests(projectId), queryFn: () => listProjectGuests(projectId) });

/** A project's guests; idle while signed out or not `enabled` (e.g. for a caller who cannot manage them). */
export function useProjectGuests(projectId: string, options: { enabled?: boolean } = {}) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    ...projectGuestsQueryOptions(projectId),
    enabled: signedIn && Boolean(projectId) && (options.enabled ?? true),
  });
}

const refreshGuests = (queryClient: QueryClient, projectId: string) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.projectGuests(projectId) });

/** Adds a guest (variables: their user id); the project's guest list is fetched again for the name. */
export function useAddProjectGuest(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => addProjectGuest(projectId, userId),
    onSuccess: () => refreshGuests(queryClient, projectId),
  });
}

/** Removes a guest (variables: their user id): gone from the cached list at once, then refetched. */
export function useRemoveProjectGuest(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeProjectGuest(projectId, userId),
    onSuccess: (_nothing, userId) => {
      queryClient.setQueryData<ProjectGuest[]>(queryKeys.projectGuests(projectId), (list) =>
        list?.filter((guest) => guest.id !== userId),
      );
      return refreshGuests(queryClient, projectId);
    },
  });
}

// /api/v1/project/guests-access/{projectId}/invites: inviting a guest by e-mail. The addressee gets a
// link (/invite?t=) and becomes a guest when they accept it. Owners and admins only, like the above.

const inviteIdPath = (projectId: string, id: string) => ({ params: { path: { projectId, id } } });

/** The project's pending guest invites, newest first (expired ones too: `expires_at` says so). */
export function listGuestInvites(projectId: string): Promise<GuestInvite[]> {
  return unwrap(
    apiClient().GET('/api/v1/project/guests-access/{projectId}/invites', { params: { path: { projectId } } }),
    'Failed to load the guest invites',
  );
}

/**
 * Mails a guest invite to `email`. 409 (with `field: email`): GUEST_ALREADY_HAS_ACCESS, GUEST_IS_MEMBER
 * (someone of the organization), GUEST_INVITE_PENDING (resend that one); 422 `email` for a bad address.
 */
export function inviteGuest(projectId: string, email: string): Promise<GuestInvite> {
  return unwrap(
    apiClient().POST('/api/v1/project/guests-access/{projectId}/invites', {
      params: { path: { projectId } },
      body: { email: email.trim() },
    }),
    'Could not send the invite',
  );
}

/** Cancels a pending guest invite (its link stops working); 409 INVITE_NOT_PENDING once answered. */
export function cancelGuestInvite(projectId: string, id: string): Promise<GuestInvite> {
  return unwrap(
    apiClient().POST(
      '/api/v1/project/guests-access/{projectId}/invites/{id}/cancel',
      inviteIdPath(projectId, id),
    ),
    'Could not cancel the invite',
  );
}

/** Mails a pending guest invite again with a new link and 7 more days; the old link stops working. */
export function resendGuestInvite(projectId: string, id: string): Promise<GuestInvite> {
  return unwrap(
    apiClient().POST(
      '/api/v1/project/guests-access/{projectId}/invites/{id}/resend',
      inviteIdPath(projectId, id),
    ),
    'Could not resend the invite',
  );
}

export const guestInvitesQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: queryKeys.guestInvites(projectId), queryFn: () => listGuestInvites(projectId) });

/** A project's pending guest invites; idle while signed out or not `enabled`. */
export function useGuestInvites(projectId: string, options: { enabled?: boolean } = {}) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    ...guestInvitesQueryOptions(projectId),
    enabled: signedIn && Boolean(projectId) && (options.enabled ?? true),
  });
}

const refreshGuestInvites = (queryClient: QueryClient, projectId: string) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.guestInvites(projectId) });

/** Invites a guest (variables: the e-mail address); the new invite heads the cached list at once. */
export function useInviteGuest(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => inviteGuest(projectId, email),
    onSuccess: (invite) => {
      queryClient.setQueryData<GuestInvite[]>(queryKeys.guestInvites(projectId), (list) =>
        list ? [invite, ...list.filter((other) => other.id !== invite.id)] : list,
      );
      return refreshGuestInvites(queryClient, projectId);
    },
  });
}

/** Cancels a guest invite (variables: its id): gone from the cached list at once, then refetched. */
export function useCancelGuestInvite(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelGuestInvite(projectId, id),
    onSuccess: (_cancelled, id) => {
      queryClient.setQueryData<GuestInvite[]>(queryKeys.guestInvites(projectId), (list) =>
        list?.filter((invite) => invite.id !== id),
      );
      return refreshGuestInvites(queryClient, projectId);
    },
  });
}

/** Resends a guest invite (variables: its id); its new expiry replaces the cached one. */
export function useResendGuestInvite(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => resendGuestInvite(projectId, id),
    onSuccess: (resent) => {
      queryClient.setQueryData<GuestInvite[]>(queryKeys.guestInvites(projectId), (list) =>
        list?.map((invite) => (invite.id === resent.id ? resent : invite)),
      );
      return refreshGuestInvites(queryClient, projectId);
    },
  });
}
