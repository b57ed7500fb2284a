import { leadLimits } from '../schemas/lead.js';

// The OpenAPI document's info.description: what /docs (Swagger UI) shows above the operations, as
// markdown. A newcomer with a key should get from nothing to "today's good leads, one marked contacted"
// by pasting these commands as they are: each path and body here is the document's own (a test checks
// the paths against the routes). Kept in its own file so the words read as a page, not as a string in
// the plugin's options.

const curl = 'curl -s -H "Authorization: Bearer $SIGNALBOARD_API_KEY"';

export const gettingStarted = `
Signalboard finds people asking for what you sell on public forums and turns their posts into leads.
This API is the one the app itself uses: a program, a script or an AI assistant can list leads, triage
them and change settings with an **API key**.

## Getting started

### 1. Create a key

In Signalboard, open the project's **Settings → API keys** (members of the organization only) and create a
key: a name, the **scopes** it needs (\`leads:read\` to read leads, \`leads:write\` to triage them,
\`settings:read\`, \`settings:write\`), its **reach** (this project, or every project of the organization)
and an optional expiry. The secret (\`sb_live_…\`) is shown **once**: copy it then. Revoking a key stops it
on its very next request.

\`\`\`sh
export SIGNALBOARD_URL=http://127.0.0.1:3000    # the API: npm start prints its one URL
export SIGNALBOARD_API_KEY=sb_live_…
${curl} "$SIGNALBOARD_URL/api/v1/project"  # the projects the key reaches: take an id
export PROJECT=<project id>
\`\`\`

### 2. List today's good leads

\`\`\`sh
${curl} "$SIGNALBOARD_URL/api/v1/leads/$PROJECT?verdict=good&date_from=$(date -u +%F)"
\`\`\`

\`date_from\` is the post's publication time (a date alone starts at 00:00 UTC). The answer is a
\`LeadList\`: \`items\` are compact rows (\`LeadRow\`: title, url, author, community, a
${leadLimits.rowSnippet}-character snippet, score, status, verdict, signals with the best match's reason,
\`published_at\`, \`created_at\`, \`updated_at\`); \`GET /api/v1/leads/{projectId}/lead/{leadId}\` answers one
lead whole. Every filter is in the operation below (status, platforms, signals, assignee, search, score
order, …).

### 3. Mark one contacted

A status is one of the project's own: find the id of "Contacted" among them, then move the lead to it
(\`leads:write\`).

\`\`\`sh
${curl} "$SIGNALBOARD_URL/api/v1/lead-status-configs/project/$PROJECT"
# [{"id":"…","name":"New",…},{"id":"…","name":"Contacted",…},…]
export CONTACTED=<the id of "Contacted">   # or: … | jq -r '.[] | select(.name == "Contacted") | .id'
export LEAD=<a lead id from step 2>
${curl} -X POST -H "Content-Type: application/json" \\
  -d "{\\"status_config_id\\": \\"$CONTACTED\\", \\"lead_ids\\": [\\"$LEAD\\"]}" \\
  "$SIGNALBOARD_URL/api/v1/leads/$PROJECT/update_status"
# {"updated":1}
\`\`\`

The lead's history says the key did it (\`API key “<name>”\`).

### 4. Paging and syncing

- **Every lead**: ask with \`limit\` (up to ${leadLimits.maxPageSize}), then send each answer's \`next_cursor\` back
  as \`cursor\` (same filter and order) until it is \`null\`. Cursor pages stay exact while leads arrive (newest
  first: none twice, none missed); \`skip\` does not. \`total\` counts at most ${leadLimits.totalCap}.
- **What changed since your last sync**: \`updated_since=<T>&sort_by=updated&sort_order=asc\`, following
  \`next_cursor\`. \`updated_at\` moves when the lead is found and whenever its status, verdict, assignee, read
  or starred flag or notes change, or its score moves. Start the next sync from the newest \`updated_at\` you
  saw **minus a minute** and drop repeats by \`id\` (a change is stamped when its transaction starts, so one
  committing late can carry a slightly older time). Leads marked "not a lead" leave the default list: sync
  \`verdict=not_lead\` the same way to see them go.

\`\`\`sh
${curl} "$SIGNALBOARD_URL/api/v1/leads/$PROJECT?updated_since=2026-01-01T00:00:00Z&sort_by=updated&sort_order=asc&limit=200"
# … "next_cursor":"MXUr…"  ->  add &cursor=MXUr… to the same URL for the next page
\`\`\`

### 5. Limits and errors

Each key may make \`API_KEY_RATE_LIMIT\` requests a minute (600 unless the server sets it). Every answer to a
key carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds); over the limit the
answer is \`429 RATE_LIMITED\` with \`Retry-After\` (seconds). Errors are always \`{ "detail", "code" }\`:
\`detail\` is a sentence for people, \`code\` a stable name for programs, and a 422 adds \`field\` naming the
input. An unknown, expired or revoked key is \`401 API_KEY_INVALID\`; a key without the operation's scope is
\`403 API_KEY_SCOPE_MISSING\` (the detail names the scope); an operation keys may not call is
\`403 API_KEY_NOT_ALLOWED\`; a project outside the key's reach is \`404 PROJECT_NOT_FOUND\`. Each operation
below says which scope it needs ("API keys: needs the … scope"); one that says none is for people only.

### 6. AI assistants (MCP)

- Remote: \`POST $SIGNALBOARD_URL/mcp\` (MCP Streamable HTTP) with \`Authorization: Bearer sb_live_…\`.
- Local (stdio): \`SIGNALBOARD_URL=… SIGNALBOARD_API_KEY=sb_live_… npx signalboard-mcp\`.

The assistant's tools call this API with the key: its scopes, reach and limits hold there too.

## Signed in as a person

The app authenticates with \`Authorization: Bearer <access_token>\` from \`POST /auth/jwt/login\`; every
operation takes it. The machine-readable document is at \`/docs/json\`.
`.trim();
