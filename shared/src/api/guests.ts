// /api/v1/project/guests-access/{projectId}: people outside the organization who may see one
// project. Owners and admins of the project's organization list, add and remove them; anyone else
// gets 403 GUESTS_FORBIDDEN (so the list is only asked for where the caller manages guests).
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSession } from '../session/session-store';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { GuestAccessGrant, ProjectGuest } from './types';

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
