// `signalboard-mcp`: the MCP server over stdio, for an assistant that starts it as a local process. Its
// tools call a Signalboard server's REST API with SIGNALBOARD_API_KEY. stdout carries only the protocol.
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { fetchCaller } from './fetch-caller.js';
import { createSignalboardMcpServer } from './mcp-server.js';
import { readStdioEnv } from './stdio-env.js';

const env = readStdioEnv(process.env);
if ('problems' in env) {
  process.stderr.write(`signalboard-mcp cannot start:\n${env.problems.map((p) => `- ${p}`).join('\n')}\n`);
  process.exit(1);
}
const call = fetchCaller(env.url, env.apiKey);
serveStdio(() => createSignalboardMcpServer(call), {
  onerror: (error) => process.stderr.write(`signalboard-mcp: ${error.message}\n`),
});
