// /api/v1/organization/invites: the organization's invites (sent by its owners and admins) and the
// invites addressed to the caller's own e-mail.
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
import type { CreatedInvite, Invite, NewInvite, Organization } from './types';

const byId = (id: string) => ({ params: { path: { id } } });

export function listInvites(): Promise<Invite[]> {
  return unwrap(apiClient().GET('/api/v1/organization/invites'), 'Failed to load the invites');
}

/** With an e-mail the link is mailed; without one the answer carries the one-time `invite_url`. */
export function createInvite(input: NewInvite): Promise<CreatedInvite> {
  return unwrap(
    apiClient().POST('/api/v1/organization/invites', { body: input }),
    'Could not create the invite',
  );
}

export function cancelInvite(id: string): Promise<Invite> {
  return unwrap(
    apiClient().POST('/api/v1/organization/invites/{id}/cancel', byId(id)),
    'Could not cancel the invite',
  );
}

export function resendInvite(id: string): Promise<Invite> {
  return unwrap(
    apiClient().POST('/api/v1/organization/invites/{id}/resend', byId(id)),
    'Could not resend the invite',
  );
}

export function listInvitesAddressedToMe(): Promise<Invite[]> {
  return unwrap(
    apiClient().GET('/api/v1/organization/invites/addressed-to-me'),
    'Failed to load your invitations',
  );
}

export function acceptInvite(id: string): Promise<Organization> {
  return unwrap(
    apiClient().POST('/api/v1/organization/invites/{id}/accept', byId(id)),
    'Could not accept the invitation',
  );
}

export function rejectInvite(id: string): Promise<Invite> {
  return unwrap(
    apiClient().POST('/api/v1/organization/invites/{id}/reject', byId(id)),
    'Could not decline the invitation',
  );
}

export const invitesQueryOptions = () => queryOptions({ queryKey: queryKeys.invites, queryFn: listInvites });

export const invitesAddressedToMeQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.invitesAddressedToMe, queryFn: listInvitesAddressedToMe });

/** The organization's invites, every state (newest first); idle while signed out or not `enabled`. */
export function useInvites(options: { enabled?: boolean } = {}) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...invitesQueryOptions(), enabled: signedIn && (options.enabled ?? true) });
}

/** Pending invites addressed to the caller; idle while signed out or not `enabled`. */
export function useInvitesAddressedToMe(options: { enabled?: boolean } = {}) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...invitesAddressedToMeQueryOptions(), enabled: signedIn && (options.enabled ?? true) });
}

const refreshInvites = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.invites });

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInvite, onSuccess: () => refreshInvites(queryClient) });
}

export function useCancelInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelInvite, onSuccess: () => refreshInvites(queryClient) });
}

export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendInvite, onSuccess: () => refreshInvites(queryClient) });
}

/** After joining, the organization and its projects are the caller's: refresh them. */
export async function joinedOrganization(queryClient: QueryClient, organization: Organization) {
  queryClient.setQueryData(queryKeys.organization, organization);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.organization }),
    queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
    queryClient.invalidateQueries({ queryKey: queryKeys.invitesAddressedToMe }),
  ]);
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: (organization) => joinedOrganization(queryClient, organization),
  });
}

export function useRejectInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invitesAddressedToMe }),
  });
}
