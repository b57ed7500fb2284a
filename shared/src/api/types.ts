// The API's payloads, named in the product's words. Derived from the generated paths (not from
// component names) so they follow whatever the OpenAPI document calls its schemas.
import type { components, paths } from './schema.gen';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type User = Json<paths['/users_info/me']['get']['responses'][200]>;
export type GoogleUserInfo = Json<paths['/users_info/google_user_info']['get']['responses'][200]>;
export type Organization = Json<paths['/api/v1/organization']['get']['responses'][200]>;
export type NewOrganization = Json<NonNullable<paths['/api/v1/organization']['post']['requestBody']>>;
export type Project = Json<paths['/api/v1/project']['get']['responses'][200]>[number];
export type NewProject = Json<NonNullable<paths['/api/v1/project']['post']['requestBody']>>;
export type AccessTokenResponse = Json<paths['/auth/jwt/login']['post']['responses'][200]>;
/** Which ways to sign in this server offers (Google only with its credentials set). */
export type SignInMethods = Json<paths['/auth/methods']['get']['responses'][200]>;
export type GoogleCallbackQuery = { code?: string; state?: string; error?: string } & Record<
  string,
  string | undefined
>;
export type Member = Json<paths['/api/v1/organization/members']['get']['responses'][200]>[number];
export type Role = Member['role'];
export type Invite = Json<paths['/api/v1/organization/invites']['get']['responses'][200]>[number];
export type NewInvite = Json<NonNullable<paths['/api/v1/organization/invites']['post']['requestBody']>>;
/** A new invite; `invite_url` is set (once, never again) for a link invite. */
export type CreatedInvite = Json<paths['/api/v1/organization/invites']['post']['responses'][201]>;
export type InvitePreview = Json<
  paths['/api/v1/organization/tokenized-invites/preview']['get']['responses'][200]
>;
/** The fields of a project that PATCH /api/v1/project/{id} changes; any subset. */
export type ProjectPatch = Json<NonNullable<paths['/api/v1/project/{id}']['patch']['requestBody']>>;
export type UseCase = NonNullable<Project['use_case']>;
/** A platform of the data-source catalogue, with the settings fields it takes. */
export type Platform = Json<paths['/api/v1/data_source_subscriptions']['get']['responses'][200]>[number];
export type PlatformSetting = Platform['settings'][number];
/** A project's data source: settings (secrets masked) and polling health. */
export type DataSource = Json<paths['/api/v1/project/{id}/data-sources']['get']['responses'][200]>[number];
export type DataSourceInput = Json<
  NonNullable<paths['/api/v1/project/{id}/data-sources']['patch']['requestBody']>
>['data_sources'][number];
export type NotificationSettings = Json<
  paths['/api/v1/notification-settings/{projectId}']['get']['responses'][200]
>;
/** What a save sends (PUT): every setting; `timezone` may be left out to keep the saved one. */
export type NotificationSettingsInput = Json<
  NonNullable<paths['/api/v1/notification-settings/{projectId}']['put']['requestBody']>
>;
/** A guest of a project (a person outside its organization who may see it), with when they were added. */
export type ProjectGuest = Json<
  paths['/api/v1/project/guests-access/{projectId}']['get']['responses'][200]
>[number];
/** What adding a guest returns: the grant (project, user, when), without the person's name. */
export type GuestAccessGrant = Json<
  paths['/api/v1/project/guests-access/{projectId}/user/{userId}']['post']['responses'][201]
>;
export type FeedbackReceipt = Json<paths['/api/v1/feedback']['post']['responses'][201]>;
/** An invite by e-mail to be a guest of one project (pending, or after cancel/resend). */
export type GuestInvite = Json<
  paths['/api/v1/project/guests-access/{projectId}/invites']['post']['responses'][201]
>;
/** What accepting an invite link returns: the organization, plus `project_id` for a guest invite. */
export type InviteAccepted = Json<
  paths['/api/v1/organization/tokenized-invites/accept']['post']['responses'][200]
>;
/** A description proposed from a website (`source` says who wrote it; `notice` why not the AI, if so). */
export type BusinessInfoProposal = Json<
  paths['/api/v1/project/{id}/brainstorm_business_info']['get']['responses'][200]
>;
export type IntentSignalProposals = Json<
  paths['/api/v1/project/{id}/brainstorm_intent_signals']['get']['responses'][200]
>;
/** An intent signal as proposed or refined: not saved, so without id or position. */
export type ProposedIntentSignal = IntentSignalProposals['intent_signals'][number];
export type RefineIntentSignalRequest = Json<
  NonNullable<paths['/api/v1/project/{id}/refine_intent_signal']['post']['requestBody']>
>;
export type RefinedIntentSignal = Json<
  paths['/api/v1/project/{id}/refine_intent_signal']['post']['responses'][200]
>;
/** A saved intent signal of a project. */
export type IntentSignal = Json<
  paths['/api/v1/leads/{projectId}/intent_signals']['get']['responses'][200]
>[number];
/** The body of PUT /api/v1/leads/{projectId}/intent_signals. */
export type IntentSignalsUpdate = Json<
  NonNullable<paths['/api/v1/leads/{projectId}/intent_signals']['put']['requestBody']>
>;
/** One item of a save: with `id` it changes that signal, without it creates one. */
export type IntentSignalInput = IntentSignalsUpdate['intent_signals'][number];
/** What POST /api/v1/leads/{projectId}/import takes; `as_leads` defaults to true (a person chose these rows). */
export type LeadImportRequest = Json<paths['/api/v1/leads/{projectId}/import']['post']['requestBody']>;
export type LeadImportFormat = LeadImportRequest['format'];
/** What the API knew when it accepted the file: the run's id, rows read, accepted and left out (why). */
export type LeadImportAccepted = Json<paths['/api/v1/leads/{projectId}/import']['post']['responses'][202]>;
/** A row the server left out or changed; `row` counts data rows from 1. */
export type LeadImportRowError = LeadImportAccepted['errors'][number];
/** An analysis run; for an import, done / total count rows and new_leads / already_known what became of them. */
export type AnalysisRun = Json<
  paths['/api/v1/leads/{projectId}/analysis_runs/{runId}']['get']['responses'][200]
>;
export type ProjectWebhook = Json<paths['/api/v1/project/{id}/webhook']['get']['responses'][200]>;
/** The new secret, in clear: shown once, never kept in the query cache. */
export type RotatedWebhookSecret = Json<
  paths['/api/v1/project/{id}/webhook/rotate']['post']['responses'][200]
>;

// The lead workspace.
type LeadListOperation = paths['/api/v1/leads/{projectId}']['get'];
/** The list's filter, sort and paging, in the API's names (repeated keys become arrays). */
export type LeadListQuery = NonNullable<LeadListOperation['parameters']['query']>;
/**
 * One page of leads as the list's rows show them (snippet, signals and the words to mark, the best match's
 * reason), with the matching total counted up to a cap (`total_capped` says there are more).
 */
export type LeadList = components['schemas']['LeadList'];
/** A lead as a list row shows it; the whole lead (a `LeadItem`) is GET lead/{leadId}, and is a `Lead` too. */
export type Lead = LeadList['items'][number];
/** The list with `view=full`: every lead whole but for its body, cut to 600 characters. */
export type LeadListFull = components['schemas']['LeadListFull'];
/** A lead as GET lead/{leadId} answers it: the whole post body, its matches and smart values. */
export type LeadItem = Json<paths['/api/v1/leads/{projectId}/lead/{leadId}']['get']['responses'][200]>;
/** A lead's flags after mark read or star with `view=brief`, and the project's unread count. */
export type LeadFlags = components['schemas']['LeadFlags'];
/** A platform the source filter offers: the project's data sources and any platform with leads. */
export type LeadDataSource = Json<
  paths['/api/v1/leads/{projectId}/leads-data-sources']['get']['responses'][200]
>[number];
export type LeadOverview = Json<paths['/api/v1/leads/{projectId}/overview']['get']['responses'][200]>;
export type LeadOverviewDay = LeadOverview['days'][number];

type StatusConfigs = paths['/api/v1/lead-status-configs/project/{projectId}'];
type OneStatusConfig = paths['/api/v1/lead-status-configs/project/{projectId}/status/{id}'];
/** A lead status of a project, with how many (not deleted) leads are in it. */
export type StatusConfig = Json<StatusConfigs['get']['responses'][200]>[number];
export type StatusConfigCreate = Json<NonNullable<StatusConfigs['post']['requestBody']>>;
export type StatusConfigUpdate = Json<NonNullable<OneStatusConfig['patch']['requestBody']>>;
/** What deleting a status did: how many leads moved, and to which status (the default). */
export type StatusConfigDeleted = Json<OneStatusConfig['delete']['responses'][200]>;

type SmartColumns = paths['/api/v1/leads/{projectId}/smart_columns'];
export type SmartColumn = Json<SmartColumns['get']['responses'][200]>[number];
export type SmartColumnKind = SmartColumn['kind'];
export type SmartColumnCreate = Json<NonNullable<SmartColumns['post']['requestBody']>>;
/** The body of update_smart_column: `smart_column` (id + the fields that change) and `reanalyze_leads`. */
export type SmartColumnUpdate = Json<
  NonNullable<paths['/api/v1/leads/{projectId}/update_smart_column']['post']['requestBody']>
>;
type SmartColumnPreviewCall = paths['/api/v1/leads/{projectId}/preview_smart_column']['post'];
export type SmartColumnPreview = Json<NonNullable<SmartColumnPreviewCall['requestBody']>>;
/** How a question would be answered without an LLM, and the templates the local rules answer. */
export type SmartColumnPreviewResult = Json<SmartColumnPreviewCall['responses'][200]>;

/** The project's Slack connection: connected, broken (Slack's code and what to do) or disconnected. */
export type SlackConnection = Json<paths['/slack/{projectId}/connection']['get']['responses'][200]>;
/** The workspace's channels (sorted by name) and whether the server listed them all. */
export type SlackChannelList = Json<paths['/slack/{projectId}/channels']['get']['responses'][200]>;
/** A channel; `is_member`: whether Signalboard's bot is in it (it joins public ones by itself). */
export type SlackChannel = SlackChannelList['channels'][number];
/** Where a connection starts: the Slack authorize page to send the browser to. */
export type SlackAuthorization = Json<paths['/slack/{projectId}/connect']['post']['responses'][200]>;
