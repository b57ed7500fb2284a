import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { findUsableKey } from '../../api-keys/key-auth.js';
import { isApiKeySecret } from '../../api-keys/key-secret.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { hostAllowed, mcpGuard, originAllowed } from '../../mcp/http-guard.js';
import { injectCaller } from '../../mcp/inject-caller.js';
import { createSignalboardMcpServer } from '../../mcp/mcp-server.js';

/** What the factory needs to call the REST routes as the request's key (see mcp/inject-caller.ts). */
interface McpCallerInfo extends Record<string, unknown> {
  authorization: string;
  remoteAddress: string;
}

/**
 * `POST /mcp`: the Model Context Protocol over Streamable HTTP, stateless (a new server per request, from
 * the SDK's web-standard handler), for AI assistants holding an API key. Its tools call the REST routes
 * with the same key, so scopes, reach, limits and history are the REST API's own. Not in openapi.json:
 * its bodies are JSON-RPC, not REST resources (see test/mcp/).
 */
const mcp: FastifyPluginAsync = async (app) => {
  const guard = mcpGuard(app.config);
  const handler = createMcpHandler(
    (context) => {
      const info = context.authInfo?.extra as McpCallerInfo | undefined;
      if (!info) throw new Error('an MCP request reached the server without its key');
      return createSignalboardMcpServer(injectCaller(app, info.authorization, info.remoteAddress));
    },
    { onerror: (error) => app.log.warn({ err: error }, 'MCP request failed') },
  );
  app.addHook('onClose', async () => handler.close());

  // Before the body is read: a request addressed to another name, or sent by a page elsewhere, is refused.
  app.addHook('onRequest', async (request) => {
    if (!hostAllowed(guard, request.headers.host)) throw new DomainError('MCP_HOST_NOT_ALLOWED');
    if (!originAllowed(guard, request.headers.origin)) throw new DomainError('MCP_ORIGIN_FORBIDDEN');
  });

  app.post('', { schema: { hide: true }, onRequest: requireActiveKey }, async (request, reply) => {
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? ''))
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', {
        detail: 'The MCP endpoint takes JSON-RPC as application/json.',
      });
    const authorization = request.headers.authorization!;
    const key = request.apiKey!;
    const response = await handler.fetch(webRequest(request), {
      parsedBody: request.body,
      authInfo: {
        token: authorization,
        clientId: key.id,
        scopes: [...key.scopes],
        extra: { authorization, remoteAddress: request.ip } satisfies McpCallerInfo,
      },
    });
    return sendWebResponse(reply, response);
  });

  for (const method of ['GET', 'DELETE'] as const)
    app.route({
      method,
      url: '',
      schema: { hide: true },
      handler: async (_request, reply) => {
        reply.header('allow', 'POST');
        throw new DomainError('MCP_METHOD_NOT_ALLOWED');
      },
    });

  /**
   * Only API keys open /mcp (a session token belongs in the app), and a key unknown, expired or revoked is
   * refused here at once. It is not counted against the key's limit: the REST calls its tools make are.
   */
  async function requireActiveKey(request: FastifyRequest, reply: FastifyReply) {
    const secret = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    reply.header('www-authenticate', 'Bearer realm="signalboard"');
    if (!secret || !isApiKeySecret(secret)) throw new DomainError('MCP_API_KEY_REQUIRED');
    const found = await findUsableKey(app, secret);
    reply.removeHeader('www-authenticate');
    request.apiKey = found.key;
  }
};

/** The request as the SDK's web-standard handler takes it; the body goes alongside, already parsed. */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length' || name === 'transfer-encoding') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(`http://${request.host}${request.url}`, { method: request.method, headers });
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  response.headers.forEach((value, name) => reply.header(name, value));
  if (!response.body) return reply.send();
  // A JSON body, or the legacy (2025) leg's short event stream: streamed as it comes.
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
}

export default mcp;
