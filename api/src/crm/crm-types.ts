// What Signalboard asks of a CRM, whatever the CRM: the words shared by the three adapters
// (providers/hubspot.ts, pipedrive.ts, attio.ts), the push engine and the routes.

export const crmProviderIds = ['hubspot', 'pipedrive', 'attio'] as const;
export type CrmProviderId = (typeof crmProviderIds)[number];

/** Where a CRM answers; the defaults are the CRM's own, tests point them at local fakes. */
export interface CrmEndpoints {
  /** REST API root, e.g. https://api.hubapi.com (no trailing slash). */
  apiBaseUrl: string;
  /** The page the browser is sent to for OAuth consent. */
  authorizeUrl: string;
  /** Where a code or a refresh token is exchanged. */
  tokenUrl: string;
  /** The CRM's web app root, for links to a record (e.g. https://app.hubspot.com). */
  appUrl: string;
}

/** The OAuth app the server's operator registered with the CRM; null when there is none (tokens only). */
export interface CrmOAuthApp {
  clientId: string;
  clientSecret: string;
}

export interface CrmProviderConfig {
  endpoints: CrmEndpoints;
  oauthApp: CrmOAuthApp | null;
}

/** How a connection authenticates: an OAuth grant, or a token an owner pasted (a private app, an API key). */
export type CrmAuthKind = 'oauth' | 'token';

/** What a call needs to reach the account: the token and, for Pipedrive's OAuth, the company's API domain. */
export interface CrmCredentials {
  kind: CrmAuthKind;
  accessToken: string;
  /** Pipedrive OAuth answers `api_domain` (https://<company>.pipedrive.com); null for the others. */
  apiDomain: string | null;
}

/** What an OAuth code exchange or a refresh gives. */
export interface CrmTokenGrant {
  accessToken: string;
  /** Null when the CRM's tokens do not expire (Attio). */
  refreshToken: string | null;
  expiresAt: Date | null;
  /** The scopes granted, when the CRM says. */
  scopes: string[] | null;
  apiDomain: string | null;
}

/** The account a token reaches: shown on the connection ("Acme on HubSpot") and used to build record links. */
export interface CrmAccount {
  /** HubSpot portal id, Pipedrive company id, Attio workspace id. */
  id: string;
  /** HubSpot account name / domain, Pipedrive company name, Attio workspace name. */
  name: string;
  /** Pipedrive's company domain, Attio's workspace slug: what record links need; null for HubSpot. */
  slug: string | null;
  /** The token's scopes as the CRM reports them; null when the CRM cannot say (a Pipedrive API token). */
  scopes: string[] | null;
}

/**
 * Which CRM property gets which part of a lead. Keys are Signalboard's, values the CRM's property (or
 * attribute, or field) API names; null leaves that part out. The author key is always written to the
 * adapter's unique property (see `CrmAdapter.authorKeyProperty`) and is not mappable.
 */
export interface CrmFieldMapping {
  profileUrl: string | null;
  platform: string | null;
  score: string | null;
}

/** The person a post's author becomes in the CRM. */
export interface CrmPerson {
  /** `<platform>:<handle>`, lowercased: the identity pushes find the person again by. */
  authorKey: string;
  /** The author's name on the platform (their handle when the platform has no display name). */
  displayName: string;
  handle: string;
  profileUrl: string | null;
  /** "Reddit", "Hacker News", ... */
  platform: string;
  /** Only when a user typed one on the lead; never guessed. */
  email: string | null;
  /** The lead's best score, 0-100. */
  score: number;
}

/** The note written on the person: what the post was and why it is a lead. */
export interface CrmNote {
  /** A string unique to this lead (its link in Signalboard): finding it in a note means it was written. */
  marker: string;
  title: string;
  /** Plain text (Pipedrive and HubSpot accept HTML, Attio plain text or markdown): the adapter picks. */
  text: string;
  html: string;
  markdown: string;
}

export interface CrmRecordRef {
  id: string;
  /** A link a user can open in the CRM's web app. */
  url: string;
}

/** What one push created or found in the CRM. */
export interface CrmPushResult {
  person: CrmRecordRef;
  noteId: string;
  /** Pipedrive only: the Lead (its Leads Inbox) linked to the person. */
  crmLeadId: string | null;
}

/** A request as the engine logs it in the delivery log: method, path, status and a short answer. */
export interface CrmExchange {
  method: string;
  path: string;
  status: number | null;
  /** The start of the answer's body (at most 500 characters), tokens never included. */
  excerpt: string | null;
}

/**
 * One authenticated conversation with a CRM account: the adapter's calls go through `request`, which
 * adds the credentials, honours the CRM's rate-limit headers, records each exchange and throws CrmError
 * for anything but a 2xx (see crm-http.ts).
 */
export interface CrmSession {
  credentials: CrmCredentials;
  endpoints: CrmEndpoints;
  account: CrmAccount | null;
  request<T = unknown>(call: CrmRequest): Promise<CrmResponse<T>>;
}

export interface CrmRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below the API root (or a full URL for Pipedrive's api_domain), with its query string. */
  path: string;
  body?: unknown;
  /** Extra headers; the adapter's `authorize` adds the credentials. */
  headers?: Record<string, string>;
}

export interface CrmResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * One CRM. Every method takes a session (credentials + endpoints + the HTTP helper) so the adapter holds
 * no state and can be run by any worker. Methods throw CrmError with the CRM's own words.
 */
export interface CrmAdapter {
  id: CrmProviderId;
  /** "HubSpot", "Pipedrive", "Attio". */
  label: string;
  /** OAuth scopes asked for (space-separated as the CRM wants them, see `scopeSeparator`). */
  oauthScopes: string[];
  /** Scopes a token must have to push; checked on connect (when the CRM reports scopes). */
  requiredScopes: string[];
  /** The unique CRM property the author key is written to (HubSpot `signalboard_author_key`, ...). */
  authorKeyProperty: string;
  /** What a new connection maps by default; shown before the first push. */
  defaultMapping: CrmFieldMapping;
  /** Adds the credentials to a request (Authorization: Bearer, or Pipedrive's x-api-token). */
  authorize(credentials: CrmCredentials, headers: Record<string, string>): void;
  /** The API root a session calls: the endpoints' base, or Pipedrive's OAuth api_domain. */
  apiRoot(session: Pick<CrmSession, 'credentials' | 'endpoints'>): string;
  /** The consent page's URL for this state and redirect. */
  authorizationUrl(config: CrmProviderConfig, redirectUri: string, state: string): string;
  /** Exchanges an OAuth code (form or JSON as the CRM wants, client credentials as it wants). */
  exchangeCode(config: CrmProviderConfig, code: string, redirectUri: string): Promise<CrmTokenGrant>;
  /** A fresh access token from a refresh token (HubSpot and Pipedrive; Attio throws, its tokens do not expire). */
  refresh(config: CrmProviderConfig, refreshToken: string): Promise<CrmTokenGrant>;
  /** Best effort: revokes the grant or token where the CRM allows it. */
  revoke(config: CrmProviderConfig, credentials: CrmCredentials, refreshToken: string | null): Promise<void>;
  /** Who the token is: the account and its scopes. */
  account(session: CrmSession): Promise<CrmAccount>;
  /**
   * Makes sure the CRM can take our pushes (HubSpot: the `signalboard_author_key` unique contact property
   * exists; Pipedrive: the custom person field exists, its key returned; Attio: the unique attribute on
   * People exists). Idempotent; run on connect and before the first push.
   * Returns adapter-private settings to keep with the connection (e.g. Pipedrive's field key).
   */
  prepare(session: CrmSession): Promise<Record<string, string>>;
  /** Creates the person or finds them again by the author key (or e-mail when known); never creates two. */
  upsertPerson(
    session: CrmSession,
    person: CrmPerson,
    mapping: CrmFieldMapping,
    prepared: Record<string, string>,
  ): Promise<CrmRecordRef>;
  /** The id of a note on this person that contains `marker`, or null: a retried push does not write it twice. */
  findNote(session: CrmSession, personId: string, marker: string): Promise<string | null>;
  /** Writes the note on the person and returns its id. */
  createNote(session: CrmSession, personId: string, note: CrmNote): Promise<string>;
  /** Pipedrive only: finds (by marker in the title) or creates a Lead linked to the person. */
  ensureLead?(session: CrmSession, personId: string, title: string, marker: string): Promise<string>;
  /** The CRM's words and code from an error answer's body (HubSpot `message`/`category`, ...). */
  errorFrom(status: number, body: unknown): { message: string; code: string | null };
  /**
   * How long to wait before the next call, from the CRM's own headers: on a 429 (HubSpot and Pipedrive
   * windows, Attio's Retry-After as an HTTP date) and on a success whose remaining budget is 0. Null: no
   * need to wait.
   */
  waitFrom(response: { status: number; headers: Headers }, now: Date): number | null;
  /** The link to a person's record in the CRM's web app. */
  recordUrl(session: Pick<CrmSession, 'endpoints' | 'account'>, personId: string): string;
}
