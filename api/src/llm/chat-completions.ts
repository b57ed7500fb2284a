import type { LlmConfig } from '../config.js';

/** Why the assistant gave nothing usable; each maps to a sentence users read (see brainstorm/notice.ts). */
export type LlmFailureReason =
  'rate_limited' | 'timeout' | 'unreachable' | 'rejected' | 'server_error' | 'invalid_response';

export class LlmError extends Error {
  readonly reason: LlmFailureReason;
  readonly status: number | null;
  /** How long the server asked us to wait (Retry-After on a 429 or 503), when it said. */
  readonly retryAfterMs: number | null;

  constructor(
    reason: LlmFailureReason,
    message: string,
    status: number | null = null,
    retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'LlmError';
    this.reason = reason;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmClient {
  readonly model: string;
  /** Sends the messages asking for a JSON object and returns it parsed; throws LlmError on any failure. */
  completeJson(messages: ChatMessage[]): Promise<unknown>;
  /**
   * Milliseconds left of a pause the server asked for (Retry-After), 0 when calls may go out: callers
   * with a budget check it before spending a call that would fail at once.
   */
  pausedMs?(): number;
}

export const defaultLlmTimeoutMs = 20_000;

/** Reads at most this much of an answer: a chat completion with a short JSON object is a few KB. */
const maxResponseBytes = 1024 * 1024;

/** The longest Retry-After honoured: a server asking for more is asked again after this. */
const maxRetryAfterMs = 10 * 60_000;

/**
 * A client for any endpoint speaking OpenAI's chat-completions wire format (OpenAI, Azure's compatible
 * endpoint, OpenRouter, and local servers: Ollama, llama.cpp's server, vLLM, LM Studio...): one
 * non-streaming POST with `response_format: { type: 'json_object' }` (dropped for good when a server
 * refuses it). No temperature or token limit is sent: reasoning models refuse them, and the prompts ask
 * for short answers anyway. After a 429 or 503 with Retry-After, calls fail at once as rate_limited
 * until that time has passed, without a request.
 */
export function chatCompletionsClient(
  config: LlmConfig,
  options: { timeoutMs?: number; fetch?: typeof fetch; now?: () => number } = {},
): LlmClient {
  const timeoutMs = options.timeoutMs ?? defaultLlmTimeoutMs;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const endpoint = `${config.baseUrl}/chat/completions`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  // Local servers may run without a key; an empty "Bearer " header would be rejected by some proxies.
  if (config.apiKey !== null) headers.authorization = `Bearer ${config.apiKey}`;
  let waitUntil = 0;
  let jsonMode = true;

  async function post(messages: ChatMessage[], signal: AbortSignal) {
    try {
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: config.model,
          messages,
          ...(jsonMode ? { response_format: { type: 'json_object' } } : {}),
          stream: false,
        }),
        signal,
      });
      return { response, text: await readLimited(response, maxResponseBytes) };
    } catch (error) {
      if (signal.aborted) throw new LlmError('timeout', `no answer within ${timeoutMs} ms`);
      if (error instanceof LlmError) throw error;
      throw new LlmError('unreachable', `request failed: ${(error as Error).message}`);
    }
  }

  return {
    model: config.model,
    pausedMs: () => Math.max(0, waitUntil - now()),
    async completeJson(messages) {
      const waitMs = waitUntil - now();
      if (waitMs > 0)
        throw new LlmError(
          'rate_limited',
          `waiting ${Math.ceil(waitMs / 1000)} s more, as the server's Retry-After asked`,
          429,
          waitMs,
        );
      const signal = AbortSignal.timeout(timeoutMs);
      let { response, text } = await post(messages, signal);
      if (response.status === 400 && jsonMode && /response_format/i.test(text)) {
        // LM Studio answers 400 "'response_format.type' must be 'json_schema' or 'text'": ask again
        // without JSON mode, and from then on never with it (the prompts ask for JSON anyway).
        jsonMode = false;
        ({ response, text } = await post(messages, signal));
      }
      if (!response.ok) {
        const failure = failureFor(response.status, text, retryAfterOf(response.headers, now()));
        if (failure.retryAfterMs !== null) waitUntil = now() + failure.retryAfterMs;
        throw failure;
      }
      return contentOf(text);
    },
  };
}

function failureFor(status: number, text: string, retryAfterMs: number | null): LlmError {
  const message = `HTTP ${status}: ${apiErrorMessage(text)}`;
  if (status === 429) return new LlmError('rate_limited', message, status, retryAfterMs);
  if (status >= 500)
    return new LlmError('server_error', message, status, status === 503 ? retryAfterMs : null);
  return new LlmError('rejected', message, status);
}

/** Retry-After in seconds or as an HTTP date, capped; null when absent or unreadable. */
function retryAfterOf(headers: Headers, nowMs: number): number | null {
  const value = headers.get('retry-after')?.trim();
  if (!value) return null;
  const ms = /^\d+(\.\d+)?$/.test(value) ? Number(value) * 1000 : Date.parse(value) - nowMs;
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(ms, 0), maxRetryAfterMs);
}

/** The `error.message` of an OpenAI error body, for the log (users never see it). */
function apiErrorMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown; code?: unknown } };
    const message = typeof body.error?.message === 'string' ? body.error.message : '';
    const code = typeof body.error?.code === 'string' ? ` (${body.error.code})` : '';
    if (message || code) return `${message}${code}`.slice(0, 300);
  } catch {
    // not JSON: fall through
  }
  return text.slice(0, 300);
}

/** The JSON object the model wrote in choices[0].message.content. */
function contentOf(text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new LlmError('invalid_response', 'the response body is not JSON');
  }
  const choice = (body as { choices?: unknown }).choices;
  const first = Array.isArray(choice) ? (choice[0] as Record<string, unknown> | undefined) : undefined;
  const message = first?.message as { content?: unknown; refusal?: unknown } | undefined;
  if (typeof message?.refusal === 'string' && message.refusal !== '')
    throw new LlmError('invalid_response', `the model refused: ${message.refusal.slice(0, 200)}`);
  if (first?.finish_reason === 'length')
    throw new LlmError('invalid_response', 'the answer was cut off (finish_reason "length")');
  if (typeof message?.content !== 'string')
    throw new LlmError('invalid_response', 'no choices[0].message.content in the response');
  const parsed = jsonIn(message.content);
  if (parsed === undefined) throw new LlmError('invalid_response', 'the message content is not JSON');
  return parsed;
}

/**
 * The JSON the model wrote. Some compatible servers (and small local models) ignore JSON mode: they
 * wrap the object in a Markdown fence, or put a sentence before or after it. Tried in order: the whole
 * content, the inside of a fence, then the first `{` to the last `}`. Undefined when none parses.
 */
function jsonIn(content: string): unknown {
  const fenced = /```(?:json|JSON)?[ \t]*\n?([\s\S]*?)\n?[ \t]*```/.exec(content)?.[1];
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  const braced = start >= 0 && end > start ? content.slice(start, end + 1) : undefined;
  for (const candidate of [content, fenced, braced]) {
    if (candidate === undefined) continue;
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next reading
    }
  }
  return undefined;
}

async function readLimited(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > limit) throw new LlmError('invalid_response', `the response is larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
