import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromJsonSchema, McpServer } from '@modelcontextprotocol/server';
import { packageRoot } from '../paths.js';
import type { RestCaller } from './rest-caller.js';
import { failure } from './tool-answers.js';
import { signalboardTools } from './tools/index.js';

const { version } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
  version: string;
};

const instructions =
  'Signalboard finds people on public forums who ask for what a team sells, as leads. Call list_projects ' +
  'first for a project_id, then search_leads and get_lead; triage_lead, set_lead_status, add_note and ' +
  "push_to_crm change leads, recorded in each lead's history under this API key's name.";

/**
 * A Signalboard MCP server whose tools call the REST API through `call` (the caller's own key). Both
 * transports build one per session: per HTTP request on /mcp, per process in stdio.
 */
export function createSignalboardMcpServer(call: RestCaller): McpServer {
  const server = new McpServer({ name: 'signalboard', title: 'Signalboard', version }, { instructions });
  for (const tool of signalboardTools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: fromJsonSchema<Record<string, unknown>>(tool.input as Record<string, unknown>),
        annotations: {
          title: tool.title,
          readOnlyHint: tool.readOnly,
          // Writes here change one lead and can be undone (a verdict, a status, a note); none deletes.
          destructiveHint: false,
          openWorldHint: tool.openWorld ?? false,
        },
      },
      async (args) => {
        try {
          return await tool.run(args as never, call);
        } catch (error) {
          return failure(error);
        }
      },
    );
  }
  return server;
}
