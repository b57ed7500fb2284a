// /api/v1/organization/members and /leave: who is in the caller's organization, and leaving it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { Member, Role } from './types';

export function listMembers(): Promise<Member[]> {
  return unwrap(apiClient().GET('/api/v1/organization/members'), 'Failed to load the members');
}

export async function removeMember(userId: string): Promise<void> {
  await unwrap(
    apiClient().DELETE('/api/v1/organization/members/{userId}', { params: { path: { userId } } }),
    'Could not remove the member',
  );
}

export function changeMemberRole(input: { userId: string; role: Role }): Promise<Member> {
  return unwrap(
    apiClient().PATCH('/api/v1/organization/members/{userId}', {
      params: { path: { userId: input.userId } },
      body: { role: input.role },
    }),
    'Could not change the role',
  );
}

export async function leaveOrganization(): Promise<void> {
  await unwrap(apiClient().POST('/api/v1/organization/leave'), 'Could not leave the organization');
}

export const membersQueryOptions = () => queryOptions({ queryKey: queryKeys.members, queryFn: listMembers });

/** The members of the caller's organization; idle while signed out. */
export function useMembers() {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...membersQueryOptions(), enabled: signedIn });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.members }),
  });
}

/** Changing a role can hand over ownership, which changes the caller's own role too. */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.members }),
        queryClient.invalidateQueries({ queryKey: queryKeys.organization, exact: true }),
      ]),
  });
}

/** Leaves the organization: access ends at once, so everything it gave is dropped from the cache. */
export function useLeaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveOrganization,
    onSuccess: async () => {
      queryClient.setQueryData(queryKeys.organization, null);
      queryClient.removeQueries({ queryKey: queryKeys.members });
      queryClient.removeQueries({ queryKey: queryKeys.invites });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.organization, exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
      ]);
    },
  });
}
