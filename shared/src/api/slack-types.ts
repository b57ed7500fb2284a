// The Slack routes' payloads and paths, written by hand from the API contract (api/README.md, the
// /slack routes) until they are in the generated schema.

export interface SlackConnection {
  status: 'connected' | 'broken' | 'disconnected';
  team_id: string | null;
  team_name: string | null;
  channel_id: string | null;
  channel_name: string | null;
  /** ISO date-time. */
  connected_at: string | null;
  /** Slack's error that broke it: token_revoked, account_inactive, channel_not_found, not_in_channel… */
  broken_code: string | null;
  /** What happened and what to do, in a sentence. */
  broken_reason: string | null;
}

/** The server has no Slack credentials (503 SLACK_NOT_CONFIGURED); `detail` names what to set. */
export interface SlackNotConfigured {
  status: 'not_configured';
  detail: string;
}

export interface SlackChannel {
  id: string;
  name: string;
  is_private: boolean;
  /** Whether Signalboard's bot is in the channel (it joins public ones by itself). */
  is_member: boolean;
}

export interface SlackChannelList {
  channels: SlackChannel[];
  /** More channels than the server lists. */
  truncated: boolean;
}

type Json<B> = { headers: Record<string, unknown>; content: { 'application/json': B } };
type Empty = { headers: Record<string, unknown>; content?: never };
type ProjectPath = { query?: never; header?: never; path: { projectId: string }; cookie?: never };
type Operation<Responses, Parameters = ProjectPath> = {
  parameters: Parameters;
  requestBody?: never;
  responses: Responses;
};
type NoMethods = {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  get?: never;
  put?: never;
  post?: never;
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
};

/** The routes in the shape openapi-typescript writes, so the typed client accepts them. */
export interface SlackPaths {
  '/slack/{projectId}/connection': Omit<NoMethods, 'get'> & {
    get: Operation<{ 200: Json<SlackConnection> }>;
  };
  '/slack/{projectId}/channels': Omit<NoMethods, 'get'> & {
    get: Operation<{ 200: Json<SlackChannelList> }>;
  };
  '/slack/{projectId}/connect': Omit<NoMethods, 'post'> & {
    post: Operation<{ 200: Json<{ authorization_url: string }> }>;
  };
  '/slack/{projectId}/disconnect': Omit<NoMethods, 'delete'> & {
    delete: Operation<{ 204: Empty }>;
  };
  '/slack/{projectId}/update-channel': Omit<NoMethods, 'post'> & {
    post: Operation<
      { 200: Json<SlackConnection> },
      {
        query: { channel_id: string; channel_name: string };
        header?: never;
        path: { projectId: string };
        cookie?: never;
      }
    >;
  };
  '/slack/{projectId}/test': Omit<NoMethods, 'post'> & {
    post: Operation<{ 200: Json<{ ok: boolean }> }>;
  };
}
