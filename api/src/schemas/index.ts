import type { FastifyInstance } from 'fastify';
import { GoogleAuthorizationSchema, BearerTokenSchema, SignInMethodsSchema } from './auth.js';
import { ErrorSchema } from './common.js';
import { HealthSchema } from './health.js';
import {
  InviteAcceptedSchema,
  InviteCreatedSchema,
  InviteCreateSchema,
  InvitePreviewSchema,
  InviteSchema,
} from './invite.js';
import { GuestInviteCreateSchema, GuestInviteSchema } from './guest-invite.js';
import { MemberRoleUpdateSchema, MemberSchema } from './member.js';
import { OrganizationCreateSchema, OrganizationSchema } from './organization.js';
import { OutboxMailSchema } from './outbox.js';
import {
  ProjectCreateSchema,
  ProjectGuestSchema,
  ProjectGuestUserSchema,
  ProjectSchema,
  ProjectUpdateSchema,
} from './project.js';
import { DataSourceSchema, DataSourcesUpdateSchema, PlatformSchema } from './data-source.js';
import { FeedbackBodySchema, FeedbackCreatedSchema } from './feedback.js';
import {
  BusinessInfoProposalSchema,
  IntentSignalProposalsSchema,
  ProposedIntentSignalSchema,
  RefinedIntentSignalSchema,
  RefineIntentSignalRequestSchema,
} from './brainstorm.js';
import {
  IntentSignalInputSchema,
  IntentSignalSchema,
  IntentSignalsUpdateSchema,
  UnreadCountSchema,
} from './intent-signal.js';
import { leadNamedSchemas } from './lead.js';
import { leadImportNamedSchemas } from './lead-import.js';
import { LeadChangedEventSchema, NewLeadsEventSchema } from './lead-events.js';
import { assignmentRuleNamedSchemas } from './assignment-rule.js';
import { leadAssigneeNamedSchemas } from './lead-assignee.js';
import { leadHistoryNamedSchemas } from './lead-history.js';
import { leadNoteNamedSchemas } from './lead-note.js';
import { personNotificationNamedSchemas } from './person-notification.js';
import { replySpeedNamedSchemas } from './reply-speed.js';
import { webhookNamedSchemas } from './webhook.js';
import { outboundWebhookNamedSchemas } from './outbound-webhook.js';
import { NotificationSettingsInputSchema, NotificationSettingsSchema } from './notification-settings.js';
import { slackNamedSchemas } from './slack.js';
import { crmNamedSchemas } from './crm.js';
import { apiKeyNamedSchemas } from './api-key.js';
import { statusConfigNamedSchemas } from './lead-status-config.js';
import { smartColumnNamedSchemas } from './smart-column.js';
import { AdminUserTokenSchema, GoogleUserInfoSchema, UserReadSchema } from './users.js';

/** Named schemas: each becomes components.schemas.<$id> in openapi.json and a named type in the client. */
export const namedSchemas = [
  ErrorSchema,
  BearerTokenSchema,
  GoogleAuthorizationSchema,
  SignInMethodsSchema,
  UserReadSchema,
  GoogleUserInfoSchema,
  AdminUserTokenSchema,
  OrganizationSchema,
  OrganizationCreateSchema,
  MemberSchema,
  MemberRoleUpdateSchema,
  InviteSchema,
  InviteCreatedSchema,
  InviteCreateSchema,
  InvitePreviewSchema,
  InviteAcceptedSchema,
  ProjectSchema,
  ProjectCreateSchema,
  ProjectGuestSchema,
  ProjectUpdateSchema,
  ProjectGuestUserSchema,
  GuestInviteSchema,
  GuestInviteCreateSchema,
  PlatformSchema,
  DataSourceSchema,
  DataSourcesUpdateSchema,
  NotificationSettingsSchema,
  NotificationSettingsInputSchema,
  FeedbackBodySchema,
  FeedbackCreatedSchema,
  ProposedIntentSignalSchema,
  BusinessInfoProposalSchema,
  IntentSignalProposalsSchema,
  RefineIntentSignalRequestSchema,
  RefinedIntentSignalSchema,
  IntentSignalSchema,
  IntentSignalInputSchema,
  IntentSignalsUpdateSchema,
  UnreadCountSchema,
  NewLeadsEventSchema,
  LeadChangedEventSchema,
  ...leadNamedSchemas,
  ...leadAssigneeNamedSchemas,
  ...assignmentRuleNamedSchemas,
  ...leadNoteNamedSchemas,
  ...personNotificationNamedSchemas,
  ...leadHistoryNamedSchemas,
  ...replySpeedNamedSchemas,
  ...leadImportNamedSchemas,
  ...webhookNamedSchemas,
  ...outboundWebhookNamedSchemas,
  ...smartColumnNamedSchemas,
  ...statusConfigNamedSchemas,
  ...slackNamedSchemas,
  ...crmNamedSchemas,
  ...apiKeyNamedSchemas,
  HealthSchema,
  OutboxMailSchema,
];

export function addNamedSchemas(app: FastifyInstance): void {
  for (const schema of namedSchemas) app.addSchema(schema);
}
