import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'openai');
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(fixtures, file), 'utf8')) as Record<string, unknown>;

export const recordedCompletion = read('chat.completions-gpt-4o.json');
export const recordedErrors = {
  rateLimited: read('error-429-rate_limit_exceeded.json'),
  invalidApiKey: read('error-401-invalid_api_key.json'),
  invalidRequest: (read('error-400-invalid_request_error.http.json') as { body: Record<string, unknown> })
    .body,
};

/** The recorded completion with the model's message content replaced (a string, as the API sends it). */
export function completionWith(
  content: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const choices = recordedCompletion.choices as Record<string, unknown>[];
  const first = choices[0] as { message: Record<string, unknown> };
  return {
    ...recordedCompletion,
    choices: [{ ...first, message: { ...first.message, content }, ...overrides }],
  };
}

export interface LlmReply {
  status: number;
  body: unknown;
  /** Milliseconds to wait before answering (timeouts). */
  delayMs?: number;
  /** Sent as is instead of JSON. */
  raw?: string;
  /** Extra response headers (e.g. Retry-After). */
  headers?: Record<string, string>;
}

export interface RecordedLlmRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string };
    [key: string]: unknown;
  };
}

export const fakeLlmKey = 'sk-test-fake-key-0000';

/**
 * A local server speaking OpenAI's chat-completions wire format: POST /v1/chat/completions with a bearer
 * key, answering the next queued reply (or, when none is queued, a completion holding `{}`). With
 * `{ key: null }` it takes any key or none, as Ollama does.
 */
export async function startFakeLlm(options: { key?: string | null } = {}) {
  const key = options.key === undefined ? fakeLlmKey : options.key;
  const queue: LlmReply[] = [];
  const requests: RecordedLlmRequest[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":{"message":"not found"}}');
      return;
    }
    requests.push({
      path: request.url,
      authorization: request.headers.authorization,
      body: JSON.parse(body) as RecordedLlmRequest['body'],
    });
    if (key !== null && request.headers.authorization !== `Bearer ${key}`) {
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify(recordedErrors.invalidApiKey));
      return;
    }
    const reply = queue.shift() ?? { status: 200, body: completionWith('{}') };
    const send = () => {
      if (response.destroyed) return;
      response
        .writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
        .end(reply.raw ?? JSON.stringify(reply.body));
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    baseUrl: base,
    env: { LLM_BASE_URL: base, LLM_API_KEY: fakeLlmKey, LLM_MODEL: 'gpt-4o' },
    requests,
    /** The model "writes" this JSON next. */
    answerJson(value: unknown) {
      queue.push({ status: 200, body: completionWith(JSON.stringify(value)) });
    },
    reply(next: LlmReply) {
      queue.push(next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
