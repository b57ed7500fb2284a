// @signalboard/shared/api: the typed API client, one module per endpoint group.
export { ApiError, errorMessage, isApiError, isClientError } from './api-error';
export type { ApiErrorBody } from './api-error';
export {
  apiClient,
  unwrap,
  authMiddleware,
  NO_TOKEN_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
} from './client';
export type { ApiClient, ClientKind, Fallback } from './client';
export type { paths, components } from './schema.gen';
export type * from './types';
export { queryKeys } from './query-keys';
export {
  login,
  register,
  requestVerifyToken,
  verify,
  forgotPassword,
  resetPassword,
  googleAuthorize,
  googleCallback,
  requestFailed,
  LOGIN_FAILED,
  LOGIN_NETWORK_ERROR,
  SIGN_UP_FAILED,
  GOOGLE_SIGN_IN_FAILED,
} from './auth';
export {
  getMe,
  getGoogleUserInfo,
  updateName,
  getUserTokenAsAdmin,
  meQueryOptions,
  useMe,
  useGoogleUserInfo,
  useUpdateName,
  UPDATE_NAME_FAILED,
} from './users';
export {
  getOrganization,
  createOrganization,
  organizationQueryOptions,
  useOrganization,
  useCreateOrganization,
  ORGANIZATION_NOT_FOUND,
} from './organization';
export {
  listProjects,
  createProject,
  projectsQueryOptions,
  useProjects,
  useCreateProject,
  NO_PROJECTS_FOUND,
} from './projects';
export { fetcher, useFetcher, FETCH_FAILED } from './fetcher';
export {
  listMembers,
  removeMember,
  changeMemberRole,
  leaveOrganization,
  membersQueryOptions,
  useMembers,
  useRemoveMember,
  useChangeMemberRole,
  useLeaveOrganization,
} from './members';
export {
  listInvites,
  createInvite,
  cancelInvite,
  resendInvite,
  listInvitesAddressedToMe,
  acceptInvite,
  rejectInvite,
  invitesQueryOptions,
  invitesAddressedToMeQueryOptions,
  useInvites,
  useInvitesAddressedToMe,
  useCreateInvite,
  useCancelInvite,
  useResendInvite,
  useAcceptInvite,
  useRejectInvite,
} from './invites';
export {
  previewInvite,
  acceptInviteLink,
  rejectInviteLink,
  invitePreviewQueryOptions,
  useInvitePreview,
  useAcceptInviteLink,
  useRejectInviteLink,
  INVITE_LINK_ERRORS,
} from './tokenized-invites';
export type { InviteLinkError } from './tokenized-invites';
