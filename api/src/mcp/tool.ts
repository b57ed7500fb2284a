import type { CallToolResult } from '@modelcontextprotocol/server';
import type { Static, TSchema } from 'typebox';
import type { RestCaller } from './rest-caller.js';

/**
 * One MCP tool, written once for both transports: its input as a TypeBox schema (plain JSON Schema, the
 * API's schema library), a one-line description for the model, and what it does with a REST caller.
 */
export interface McpTool<S extends TSchema = TSchema> {
  name: string;
  title: string;
  description: string;
  input: S;
  /** Reads only (`readOnlyHint`); writes say in their description what they change. */
  readOnly: boolean;
  /** Reaches a system outside Signalboard (a CRM): `openWorldHint`. */
  openWorld?: boolean;
  run(args: Static<S>, call: RestCaller): Promise<CallToolResult>;
}

/** Keeps each tool's argument type tied to its schema. */
export function defineTool<S extends TSchema>(tool: McpTool<S>): McpTool<S> {
  return tool;
}
