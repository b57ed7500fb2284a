// What the person running the server sets for a capability a member may find missing here. Shown only
// folded under "For the administrator" (OperatorNotice), never as the member's own sentence.

/** A Slack app's credentials (api/README.md, Slack). */
export const SLACK_VARIABLES = ['SLACK_CLIENT_ID', 'SLACK_CLIENT_SECRET', 'SLACK_SIGNING_SECRET'] as const;

/** An OpenAI-compatible chat service (api/README.md, The LLM); a local server needs no key. */
export const LLM_VARIABLES = ['LLM_BASE_URL', 'LLM_MODEL', 'LLM_API_KEY'] as const;

/** A CRM's OAuth app (api/src/config.ts): without one, only an owner's pasted token connects it. */
export const crmOAuthVariables = (provider: string) =>
  [`${provider.toUpperCase()}_CLIENT_ID`, `${provider.toUpperCase()}_CLIENT_SECRET`] as const;
