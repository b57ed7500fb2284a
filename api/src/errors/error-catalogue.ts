/**
 * Every failure the API reports on purpose: a stable code, its HTTP status and the sentence users read.
 * Handlers throw `new DomainError('CODE')`; the error handler turns it into `{ detail, code }`.
 */
export const errorCatalogue = {
  UNAUTHORIZED: { status: 401, detail: 'Sign in to continue.' },
  LOGIN_BAD_CREDENTIALS: { status: 400, detail: 'Incorrect e-mail or password.' },
  LOGIN_USER_INACTIVE: { status: 400, detail: 'This account has been deactivated.' },
  REGISTER_USER_ALREADY_EXISTS: {
    status: 400,
    detail: 'An account with this e-mail address already exists.',
  },
  REGISTER_INVALID_PASSWORD: {
    status: 400,
    detail: 'Choose a password of at least 8 characters that does not contain your e-mail address.',
  },
  VERIFY_USER_BAD_TOKEN: {
    status: 400,
    detail: 'This verification link is invalid or has expired. Request a new one.',
  },
  VERIFY_USER_ALREADY_VERIFIED: { status: 400, detail: 'This e-mail address is already verified.' },
  RESET_PASSWORD_BAD_TOKEN: {
    status: 400,
    detail: 'This password reset link is invalid or has expired. Request a new one.',
  },
  RESET_PASSWORD_INVALID_PASSWORD: {
    status: 400,
    detail: 'Choose a password of at least 8 characters that does not contain your e-mail address.',
  },
  // The detail says why (common, close to a common one, easy to guess); see auth/password-strength.ts.
  PASSWORD_TOO_WEAK: {
    status: 422,
    detail: 'This password is too easy to guess. Choose a longer one, for example three or four words.',
  },
  CURRENT_PASSWORD_WRONG: { status: 400, detail: 'Your current password is not right.' },
  LOGIN_TEMPORARILY_LOCKED: {
    status: 429,
    detail: 'Too many failed sign-ins for this account. Please wait a moment, or reset your password.',
  },
  GOOGLE_NOT_CONFIGURED: { status: 503, detail: 'Sign in with Google is not configured on this server.' },
  OAUTH_INVALID_STATE: {
    status: 400,
    detail: 'This sign-in link has expired or was already used. Please try again.',
  },
  OAUTH_ACCESS_DENIED: { status: 400, detail: 'Sign in with Google was cancelled.' },
  OAUTH_CODE_EXCHANGE_FAILED: {
    status: 400,
    detail: 'Google did not confirm the sign-in. Please try again.',
  },
  OAUTH_EMAIL_NOT_VERIFIED: { status: 400, detail: 'Your Google account has no verified e-mail address.' },
  GOOGLE_ACCOUNT_NOT_LINKED: { status: 404, detail: 'No Google account is linked to this user.' },
  ADMIN_ONLY: { status: 403, detail: 'Only administrators can do this.' },
  USER_NOT_FOUND: { status: 404, detail: 'No user has this e-mail address.' },
  ORGANIZATION_NOT_FOUND: { status: 404, detail: 'Organization not found' },
  ALREADY_IN_ORGANIZATION: { status: 409, detail: 'You already belong to an organization.' },
  ORGANIZATION_REQUIRED: { status: 403, detail: 'Create or join an organization first.' },
  INVITE_FORBIDDEN: { status: 403, detail: 'Only owners and admins can invite people.' },
  INVITE_CANCEL_FORBIDDEN: {
    status: 403,
    detail: 'Only owners, admins and the person who sent the invite can change it.',
  },
  MEMBER_REMOVE_FORBIDDEN: {
    status: 403,
    detail: 'Owners can remove anyone; admins can remove members only.',
  },
  ROLE_CHANGE_FORBIDDEN: { status: 403, detail: 'Only owners can change roles.' },
  GUESTS_FORBIDDEN: { status: 403, detail: 'Only owners and admins can manage guest access.' },
  INVITE_FOR_ANOTHER_EMAIL: {
    status: 403,
    detail: 'This invite was sent to another e-mail address. Sign in with that address to answer it.',
  },
  LAST_OWNER_CANNOT_LEAVE: {
    status: 409,
    detail:
      'You are the last owner of this organization. Make another member an owner first, then you can leave.',
  },
  CANNOT_REMOVE_SELF: { status: 409, detail: 'To remove yourself, leave the organization instead.' },
  CANNOT_CHANGE_OWN_ROLE: {
    status: 409,
    detail: 'You cannot change your own role. Ask another owner to do it.',
  },
  MEMBER_NOT_FOUND: { status: 404, detail: 'This person is not a member of your organization.' },
  ALREADY_MEMBER: { status: 409, detail: 'This person is already a member of your organization.' },
  INVITE_ALREADY_PENDING: {
    status: 409,
    detail: 'An invite to this e-mail address is already pending. Resend it instead.',
  },
  INVITE_NOT_FOUND: { status: 404, detail: 'Invite not found.' },
  INVITE_NOT_PENDING: {
    status: 409,
    detail: 'This invite was already accepted, rejected or cancelled.',
  },
  INVITE_NOT_ADDRESSED: {
    status: 409,
    detail: 'This is a link invite with no e-mail address; create a new link instead.',
  },
  INVITE_UNKNOWN: { status: 404, detail: 'This invite link is not valid. Check that you copied all of it.' },
  INVITE_EXPIRED: { status: 410, detail: 'This invite link has expired. Ask for a new one.' },
  INVITE_USED: { status: 409, detail: 'This invite link was already used.' },
  INVITE_CANCELLED: { status: 409, detail: 'This invite was cancelled. Ask for a new one.' },
  PROJECT_NOT_FOUND: { status: 404, detail: 'Project not found.' },
  PROJECT_MEMBERS_ONLY: {
    status: 403,
    detail: "Only members of the project's organization can do this; guests can only view the project.",
  },
  PROJECT_DELETE_FORBIDDEN: { status: 403, detail: 'Only owners and admins can delete a project.' },
  DEMO_ORGANIZATION_REQUIRED: {
    status: 403,
    detail:
      'The demo project is added to your organization, and you are not in one: a guest sees only the projects shared with them. Create your organization first, then open the demo.',
  },
  WEBSITE_REQUIRED: {
    status: 422,
    detail: 'Enter your website first, or write the description by hand.',
  },
  WEBSITE_INVALID: {
    status: 422,
    detail: 'website: must be an http(s) URL, e.g. https://example.com',
  },
  WEBSITE_BLOCKED: {
    status: 422,
    detail:
      'This address points to a private or reserved network, so Signalboard will not read it. Enter your public website, or write the description by hand.',
  },
  WEBSITE_UNREADABLE: {
    status: 422,
    detail: 'Signalboard could not read this website. Check the address, or write the description by hand.',
  },
  BUSINESS_DESCRIPTION_REQUIRED: {
    status: 422,
    detail: 'Describe your business first: intent signals are proposed from the description.',
  },
  INTENT_SIGNAL_NOT_FOUND: { status: 404, detail: 'Intent signal not found.' },
  WEBHOOK_SIGNATURE_INVALID: {
    status: 401,
    detail:
      'The request is not signed with this project\'s webhook secret: send x-signalboard-timestamp (unix seconds, within 5 minutes) and x-signalboard-signature (sha256=HMAC of "<timestamp>.<body>").',
  },
  OUTBOUND_WEBHOOK_NOT_FOUND: { status: 404, detail: 'Webhook endpoint not found.' },
  OUTBOUND_WEBHOOK_LIMIT: {
    status: 409,
    detail: 'A project can have at most 10 webhook endpoints; delete one first.',
  },
  WEBHOOK_URL_INVALID: {
    status: 422,
    detail: 'url: must be an https URL, e.g. https://example.com/hooks/signalboard',
  },
  WEBHOOK_URL_BLOCKED: {
    status: 422,
    detail:
      'url: points to a private or reserved network address, so Signalboard will not send to it. Use a public address.',
  },
  WEBHOOK_DELIVERY_NOT_FOUND: { status: 404, detail: 'Webhook delivery not found.' },
  SMART_COLUMN_NOT_FOUND: { status: 404, detail: 'Smart column not found.' },
  SMART_COLUMN_NAME_TAKEN: {
    status: 409,
    detail: 'name: another smart column of this project has this name.',
  },
  SMART_COLUMN_LIMIT: {
    status: 409,
    detail: 'A project can have at most 20 smart columns; delete one first.',
  },
  ANALYSIS_RUN_NOT_FOUND: { status: 404, detail: 'Analysis run not found.' },
  LEAD_NOT_FOUND: { status: 404, detail: 'Lead not found.' },
  STATUS_CONFIG_NOT_FOUND: { status: 404, detail: 'Lead status not found.' },
  ASSIGNEE_NOT_IN_PROJECT: {
    status: 422,
    detail:
      "assignee_id: this person is neither a member of the project's organization nor a guest of the project.",
  },
  MENTION_NOT_IN_PROJECT: {
    status: 422,
    detail:
      "mentioned_user_ids: a person mentioned is neither a member of the project's organization nor a guest of the project.",
  },
  ASSIGNMENT_RULE_MEMBER_NOT_IN_PROJECT: {
    status: 422,
    detail:
      "member_ids: a person chosen is neither a member of the project's organization nor a guest of the project.",
  },
  ASSIGNMENT_RULE_SIGNAL_NOT_IN_PROJECT: {
    status: 422,
    detail: "signal_ids: an intent signal chosen is not one of this project's intent signals.",
  },
  ASSIGNMENT_RULE_NO_MEMBERS: {
    status: 422,
    detail: 'member_ids: choose at least one person to hand new leads to, or turn the rule off.',
  },
  NOTE_NOT_FOUND: { status: 404, detail: 'Note not found.' },
  NOTE_NOT_AUTHOR: { status: 403, detail: 'Only the person who wrote a note can edit it.' },
  NOTE_EDIT_WINDOW_CLOSED: {
    status: 409,
    detail: 'A note can be edited for 15 minutes after it is written. Add a new note instead.',
  },
  NOTE_DELETE_FORBIDDEN: {
    status: 403,
    detail: "Only the note's author, or an owner or admin of the organization, can delete it.",
  },
  LEAD_NOTE_LIMIT: { status: 409, detail: 'A lead can have at most 1,000 notes; delete some first.' },
  NOTIFICATION_CURSOR_UNKNOWN: {
    status: 422,
    detail: 'before: is not one of your notifications. Send the `next_before` of the previous page.',
  },
  NOTIFICATION_UNSUBSCRIBE_BAD_TOKEN: {
    status: 422,
    detail: 'token: this unsubscribe link is not valid. Change your notifications in Signalboard instead.',
  },
  HISTORY_CURSOR_UNKNOWN: {
    status: 422,
    detail: "before: is not an entry of this lead's history. Send the `next_before` of the previous page.",
  },
  STATUS_CONFIG_NAME_TAKEN: { status: 409, detail: 'name: another status of this project has this name.' },
  STATUS_CONFIG_LIMIT: { status: 409, detail: 'A project can have at most 20 statuses; delete one first.' },
  STATUS_CONFIG_LAST: {
    status: 409,
    detail: 'This is the only status left; a project needs at least one. Add another status first.',
  },
  GUEST_USER_NOT_FOUND: { status: 404, detail: 'No user has this id.' },
  GUEST_IS_MEMBER: {
    status: 409,
    detail: "This person is a member of the project's organization and already sees it.",
  },
  GUEST_ALREADY_HAS_ACCESS: { status: 409, detail: 'This person is already a guest of this project.' },
  GUEST_INVITE_PENDING: {
    status: 409,
    detail: 'An invite to this e-mail address is already pending for this project. Resend it instead.',
  },
  GUEST_NOT_FOUND: { status: 404, detail: 'This person has no guest access to the project.' },
  EMAIL_UNSUBSCRIBE_BAD_TOKEN: {
    status: 400,
    detail: 'token: this unsubscribe link is not valid. Use the link from the latest e-mail as it is.',
  },
  NOTIFICATION_TIMEZONE_INVALID: {
    status: 422,
    detail: 'timezone: is not a known time zone; use an IANA name such as Europe/Paris or UTC.',
  },
  SLACK_NOT_CONFIGURED: {
    status: 503,
    detail:
      'Slack is not set up on this server: set SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET.',
  },
  SLACK_NOT_CONNECTED: {
    status: 409,
    detail: 'This project is not connected to Slack. Connect Slack first.',
  },
  SLACK_CHANNEL_REQUIRED: {
    status: 409,
    detail: 'Pick the Slack channel alerts go to first.',
  },
  SLACK_CONNECTION_BROKEN: {
    status: 409,
    detail: 'The Slack connection is broken. Connect Slack again.',
  },
  SLACK_NOT_IN_CHANNEL: {
    status: 409,
    detail:
      "Signalboard's Slack app is not in this channel. Type /invite @Signalboard in that channel, then pick it again.",
  },
  SLACK_REFUSED: { status: 409, detail: 'Slack refused the request.' },
  CRM_OAUTH_NOT_CONFIGURED: {
    status: 503,
    detail:
      'Connecting this CRM with OAuth is not set up on this server (its <CRM>_CLIENT_ID and <CRM>_CLIENT_SECRET). An owner can paste a token instead.',
  },
  CRM_NOT_CONNECTED: { status: 409, detail: 'This project is not connected to that CRM. Connect it first.' },
  CRM_TOKEN_OWNERS_ONLY: {
    status: 403,
    detail: 'Only an owner of the organization can paste a CRM token. Ask an owner, or connect with OAuth.',
  },
  CRM_TOKEN_REJECTED: { status: 422, detail: 'The CRM did not accept this token.' },
  CRM_UNAVAILABLE: { status: 502, detail: 'The CRM did not answer. Please try again in a minute.' },
  CRM_PUSH_NOT_FOUND: { status: 404, detail: 'This push does not exist (or belongs to another project).' },
  SLACK_UNAVAILABLE: {
    status: 502,
    detail: 'Slack did not answer. Please try again in a minute.',
  },
  SLACK_SIGNATURE_INVALID: {
    status: 401,
    detail:
      "The request is not signed with the Slack app's signing secret, or its timestamp is older than 5 minutes.",
  },
  // Drafting a reply (issue 26). Not configured is a 409, not a 503: nothing failed, and asking again will
  // not help until the operator sets the variables; the 5xx below are the assistant's own failures.
  LLM_NOT_CONFIGURED: {
    status: 409,
    detail:
      'Drafting a reply needs an AI assistant, and none is set up on this server. The person who runs Signalboard sets LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY for a hosted provider such as OpenAI).',
  },
  LLM_RATE_LIMITED: {
    status: 503,
    detail: "The AI assistant's provider asked Signalboard to slow down. Try again in a minute.",
  },
  LLM_TIMEOUT: {
    status: 504,
    detail: 'The AI assistant did not answer in time. Try again; a local model may need a moment to load.',
  },
  LLM_UNAVAILABLE: {
    status: 502,
    detail:
      'The AI assistant could not be reached or failed. Try again in a minute; if it keeps failing, ask the person who runs Signalboard to check it.',
  },
  LLM_REJECTED: {
    status: 502,
    detail:
      "The AI assistant refused Signalboard's request: its key or model name may be wrong. Ask the person who runs Signalboard to check LLM_API_KEY and LLM_MODEL.",
  },
  LLM_BAD_ANSWER: {
    status: 502,
    detail: "The AI assistant's answer held no usable draft. Try again.",
  },
  // API keys (issue 28). The 401's detail says which (unknown, expired on <date>, revoked); see api-keys/.
  API_KEY_INVALID: {
    status: 401,
    detail:
      'This API key is not valid: it is unknown, expired or revoked. Create a new key in Settings → API keys.',
  },
  API_KEY_NOT_ALLOWED: {
    status: 403,
    detail:
      'This call is for people signed in to Signalboard; API keys cannot make it. Sign in, or use a call the API reference lists for keys.',
  },
  API_KEY_SCOPE_MISSING: { status: 403, detail: 'This API key lacks the scope this call needs.' },
  API_KEY_NOT_FOUND: { status: 404, detail: 'API key not found.' },
  // The MCP endpoint (POST /mcp, see mcp/): API keys only, and only from this server's own names and origins.
  MCP_API_KEY_REQUIRED: {
    status: 401,
    detail:
      'The MCP endpoint takes an API key: send Authorization: Bearer sb_live_… (create one in Settings → API keys).',
  },
  MCP_ORIGIN_FORBIDDEN: {
    status: 403,
    detail: 'This web page may not call the MCP endpoint: its origin is not one of this server.',
  },
  MCP_HOST_NOT_ALLOWED: {
    status: 421,
    detail:
      'This server does not answer MCP requests for that host name. Its operator sets API_PUBLIC_URL to the address clients use.',
  },
  MCP_METHOD_NOT_ALLOWED: {
    status: 405,
    detail: 'The MCP endpoint is stateless: send each JSON-RPC message with POST (no GET stream, no DELETE).',
  },
  RATE_LIMITED: { status: 429, detail: 'Too many attempts. Please wait a minute and try again.' },
  VALIDATION_ERROR: { status: 422, detail: 'The request is not valid.' },
  INVALID_JSON: { status: 400, detail: 'The request body is not valid JSON.' },
  // No number: the limit differs by route (1 MiB by default, about 10 MiB for an import); each route's
  // documentation names its own.
  PAYLOAD_TOO_LARGE: {
    status: 413,
    detail: 'The request body is too large for this request. Send less at a time, or a smaller file.',
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, detail: 'This content type is not supported here.' },
  BAD_REQUEST: { status: 400, detail: 'The request could not be understood.' },
  // Refused by the router before any route runs (Fastify's FST_ERR_BAD_URL and FST_ERR_MAX_PARAM_LENGTH).
  BAD_URL: {
    status: 400,
    detail: 'This address is not valid: a % in it must start an escape such as %20.',
  },
  PATH_PARAMETER_TOO_LONG: {
    status: 414,
    detail: 'A part of this address is too long: at most 100 characters between two slashes.',
  },
  NOT_FOUND: { status: 404, detail: 'Nothing here.' },
  INTERNAL_ERROR: { status: 500, detail: 'Something went wrong on our side. Please try again.' },
} as const satisfies Record<string, { status: number; detail: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly field: string | undefined;

  constructor(code: ErrorCode, options: { detail?: string; field?: string } = {}) {
    super(options.detail ?? errorCatalogue[code].detail);
    this.name = 'DomainError';
    this.code = code;
    this.statusCode = errorCatalogue[code].status;
    this.field = options.field;
  }
}
