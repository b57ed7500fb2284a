// @signalboard/shared/api: the typed API client, one module per endpoint group.
export { ApiError, errorMessage, isApiError, isClientError } from './api-error';
export type { ApiErrorBody } from './api-error';
export { errorSentence } from './error-sentences';
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
export { createEventStreamParser, parseLeadChanged, readLeadEvents } from './lead-events';
export type { LeadChangedEvent, LeadEventHandlers, NewLeadsEvent, ServerSentEvent } from './lead-events';
export { USE_CASES } from './use-cases';
export { PLATFORM_NAMES, platformName } from './platform-names';
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
export { getSignInMethods, signInMethodsQueryOptions, useSignInMethods } from './sign-in-methods';
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
  changePassword,
  signOutEverywhere,
  useChangePassword,
  useSignOutEverywhere,
  CHANGE_PASSWORD_FAILED,
  SIGN_OUT_EVERYWHERE_FAILED,
} from './account-security';
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
export {
  getProject,
  updateProject,
  deleteProject,
  projectQueryOptions,
  useProject,
  useUpdateProject,
  useDeleteProject,
} from './project-item';
export type { DeleteProjectOptions } from './project-item';
export {
  listPlatforms,
  getDataSources,
  updateDataSources,
  platformCatalogueQueryOptions,
  dataSourcesQueryOptions,
  usePlatformCatalogue,
  useDataSources,
  useUpdateDataSources,
} from './data-sources';
export {
  getNotificationSettings,
  updateNotificationSettings,
  notificationSettingsQueryOptions,
  useNotificationSettings,
  useUpdateNotificationSettings,
} from './notification-settings';
export {
  listProjectGuests,
  addProjectGuest,
  removeProjectGuest,
  projectGuestsQueryOptions,
  useProjectGuests,
  useAddProjectGuest,
  useRemoveProjectGuest,
  listGuestInvites,
  inviteGuest,
  cancelGuestInvite,
  resendGuestInvite,
  guestInvitesQueryOptions,
  useGuestInvites,
  useInviteGuest,
  useCancelGuestInvite,
  useResendGuestInvite,
} from './guests';
export {
  sendFeedback,
  feedbackLength,
  feedbackProblem,
  useSendFeedback,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_PAGE_MAX_LENGTH,
  FEEDBACK_FAILED,
  FEEDBACK_REQUIRED,
  FEEDBACK_TOO_LONG,
} from './feedback';
export type { FeedbackInput } from './feedback';
export {
  brainstormBusinessInfo,
  brainstormIntentSignals,
  refineIntentSignal,
  useBrainstormBusinessInfo,
  useBrainstormIntentSignals,
  useRefineIntentSignal,
} from './brainstorm';
export {
  listIntentSignals,
  saveIntentSignals,
  deleteIntentSignal,
  unreadCount,
  intentSignalsQueryOptions,
  unreadCountQueryOptions,
  useIntentSignals,
  useSaveIntentSignals,
  useDeleteIntentSignal,
  useUnreadCount,
  useMyUnreadCount,
  myUnreadCount,
} from './intent-signals';
export {
  importLeads,
  useImportLeads,
  getAnalysisRun,
  useAnalysisRun,
  isRunFinished,
  LEAD_IMPORT_MAX_BYTES,
  LEAD_IMPORT_FAILED,
  IMPORT_RUN_FAILED,
  IMPORT_RUN_POLL_MS,
} from './lead-import';
export {
  getProjectWebhook,
  rotateWebhookSecret,
  projectWebhookQueryOptions,
  useProjectWebhook,
  useRotateWebhookSecret,
} from './project-webhook';
export {
  getSlackConnection,
  listSlackChannels,
  connectSlack,
  disconnectSlack,
  updateSlackChannel,
  sendSlackTest,
  slackConnectionQueryOptions,
  useSlackConnection,
  useSlackChannels,
  useConnectSlack,
  useDisconnectSlack,
  useUpdateSlackChannel,
  useSendSlackTest,
  SLACK_NOT_CONFIGURED,
  SLACK_NOT_IN_CHANNEL,
} from './slack';
export type { SlackChannelChoice, SlackConnectionState, SlackNotConfigured } from './slack';
export * from './crm';
export * from './lead-item';
export * from './lead-list';
export * from './lead-status-configs';
export * from './smart-columns';
export * from './analysis-runs';
export * from './lead-actions';
export * from './lead-verdicts';
export * from './lead-overview';
export * from './lead-export';
export * from './lead-quality';
export * from './lead-draft-reply';
export * from './lead-assignee';
export * from './assignment-rule';
export * from './lead-notes';
export * from './lead-history';
export * from './reply-speed';
export {
  listOutboundWebhooks,
  createOutboundWebhook,
  updateOutboundWebhook,
  deleteOutboundWebhook,
  rotateOutboundWebhookSecret,
  sendTestWebhook,
  listWebhookDeliveries,
  redeliverWebhook,
  outboundWebhookKeys,
  outboundWebhooksQueryOptions,
  useOutboundWebhooks,
  useWebhookDeliveries,
  useCreateOutboundWebhook,
  useUpdateOutboundWebhook,
  useDeleteOutboundWebhook,
  useRotateOutboundWebhookSecret,
  useSendTestWebhook,
  useRedeliverWebhook,
} from './outbound-webhooks';
export type {
  OutboundWebhook,
  OutboundWebhookWithSecret,
  NewOutboundWebhook,
  OutboundWebhookChange,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEventType,
} from './outbound-webhooks';
export {
  personNotificationKeys,
  unseenCountQueryOptions,
  unseenRefetchMs,
  useMarkAllNotificationsSeen,
  useNotificationChoice,
  usePersonNotifications,
  useSaveNotificationChoice,
  useUnseenNotificationCount,
} from './person-notifications';
export type {
  PersonNotification,
  PersonNotificationChannel,
  PersonNotificationChoice,
  PersonNotificationPage,
} from './person-notifications';
