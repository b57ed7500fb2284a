import type { LlmConfig } from '../config.js';

/** Why the assistant gave nothing usable; each maps to a sentence users read (see brainstorm/notice.ts). */
export type LlmFailureReason =
  'rate_limited' | 'timeout' | 'unreachable' | 'rejected' | 'server_error' | 'invalid_response';

export class LlmError extends Error {
  readonly reason: LlmFailureReason;
  readonly status: number | null;

  constructor(reason: LlmFailureReason, message: string, status: number | null = null) {
    super(message);
    this.name = 'LlmError';
    this.reason = reason;
    this.status = status;
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
}

export const defaultLlmTimeoutMs = 20_000;

/** Reads at most this much of an answer: a chat completion with a short JSON object is a few KB. */
const maxResponseBytes = 1024 * 1024;

/**
 * A client for any endpoint speaking OpenAI's chat-completions wire format (OpenAI, Azure's compatible
 * endpoint, OpenRouter, Ollama, vLLM, LM Studio...): one non-streaming POST with
 * `response_format: { type: 'json_object' }`. No temperature or token limit is sent: reasoning models
 * refuse them, and the prompts ask for short answers anyway.
 */
export function chatCompletionsClient(
  config: LlmConfig,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): LlmClient {
  const timeoutMs = options.timeoutMs ?? defaultLlmTimeoutMs;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const endpoint = `${config.baseUrl}/chat/completions`;

  return {
    model: config.model,
    async completeJson(messages) {
      const signal = AbortSignal.timeout(timeoutMs);
      let response: Response;
      let text: string;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            model: config.model,
            messages,
            response_format: { type: 'json_object' },
            stream: false,
          }),
          signal,
        });
        text = await readLimited(response, maxResponseBytes);
      } catch (error) {
        if (signal.aborted) throw new LlmError('timeout', `no answer within ${timeoutMs} ms`);
        if (error instanceof LlmError) throw error;
        throw new LlmError('unreachable', `request failed: ${(error as Error).message}`);
      }
      if (!response.ok) throw failureFor(response.status, text);
      return contentOf(text);
    },
  };
}

function failureFor(status: number, text: string): LlmError {
  const message = `HTTP ${status}: ${apiErrorMessage(text)}`;
  if (status === 429) return new LlmError('rate_limited', message, status);
  if (status >= 500) return new LlmError('server_error', message, status);
  return new LlmError('rejected', message, status);
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
  try {
    return JSON.parse(stripCodeFence(message.content));
  } catch {
    throw new LlmError('invalid_response', 'the message content is not JSON');
  }
}

/** Some compatible servers wrap JSON mode output in a Markdown fence anyway. */
function stripCodeFence(content: string): string {
  const match = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/.exec(content);
  return match?.[1] ?? content;
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
