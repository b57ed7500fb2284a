import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCompletionsClient, LlmError, type LlmClient } from '../../src/llm/chat-completions.js';
import {
  completionWith,
  fakeLlmKey,
  recordedCompletion,
  recordedErrors,
  startFakeLlm,
} from '../support/fake-llm.js';

let llm: Awaited<ReturnType<typeof startFakeLlm>>;
let client: LlmClient;

beforeAll(async () => {
  llm = await startFakeLlm();
  client = chatCompletionsClient(
    { baseUrl: llm.baseUrl, apiKey: fakeLlmKey, model: 'gpt-4o' },
    { timeoutMs: 500 },
  );
});
afterAll(() => llm.close());

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LlmError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const ask = () => client.completeJson([{ role: 'user', content: 'Describe Acme.' }]);

describe('chatCompletionsClient', () => {
  it('posts the chat-completions request in JSON mode and returns the JSON the model wrote', async () => {
    llm.answerJson({ business_description: 'Acme sells CRM software.' });
    expect(await ask()).toEqual({ business_description: 'Acme sells CRM software.' });
    const request = llm.requests.at(-1);
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe(`Bearer ${fakeLlmKey}`);
    expect(request?.body).toEqual({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Describe Acme.' }],
      response_format: { type: 'json_object' },
      stream: false,
    });
  });

  it('accepts JSON wrapped in a Markdown fence, as some compatible servers send it', async () => {
    llm.reply({ status: 200, body: completionWith('```json\n{"ok": true}\n```') });
    expect(await ask()).toEqual({ ok: true });
  });

  it.each([
    [
      '429 rate limit (recorded body)',
      { status: 429, body: recordedErrors.rateLimited },
      'rate_limited',
      429,
    ],
    ['401 bad key (recorded body)', { status: 401, body: recordedErrors.invalidApiKey }, 'rejected', 401],
    [
      '400 invalid request (recorded body)',
      { status: 400, body: recordedErrors.invalidRequest },
      'rejected',
      400,
    ],
    [
      '500',
      { status: 500, body: { error: { message: 'The server had an error', type: 'server_error' } } },
      'server_error',
      500,
    ],
    [
      '503 with an HTML page',
      { status: 503, body: null, raw: '<html>Bad gateway</html>' },
      'server_error',
      503,
    ],
  ] as const)('turns %s into a reason', async (_name, reply, reason, status) => {
    llm.reply(reply);
    expect(await failure(ask())).toMatchObject({ reason, status });
  });

  it('keeps the error message of the API for the log', async () => {
    llm.reply({ status: 429, body: recordedErrors.rateLimited });
    expect((await failure(ask())).message).toMatch(
      /^HTTP 429: Rate limit reached for 10KTPM-200RPM .* \(rate_limit_exceeded\)$/,
    );
  });

  it.each([
    ['a plain-text answer (the recorded one)', { status: 200, body: recordedCompletion }],
    ['a body that is not JSON', { status: 200, body: null, raw: 'not json' }],
    ['no choices', { status: 200, body: { ...recordedCompletion, choices: [] } }],
    [
      'a refusal',
      {
        status: 200,
        body: completionWith('', {
          message: { role: 'assistant', content: null, refusal: "I can't help with that." },
        }),
      },
    ],
    [
      'an answer cut off by the token limit',
      { status: 200, body: completionWith('{"a": ', { finish_reason: 'length' }) },
    ],
  ])('calls %s an invalid response', async (_name, reply) => {
    llm.reply(reply);
    expect((await failure(ask())).reason).toBe('invalid_response');
  });

  it.each([
    ['a sentence before and after it', 'Sure! Here it is:\n{"ok": true}\nAnything else?'],
    ['a fence with no language and no newline', '```{"ok": true}```'],
    ['a fence after a sentence', 'My answer:\n```json\n{"ok": true}\n```'],
  ])('finds the JSON object in %s (small local models ignore JSON mode)', async (_name, content) => {
    llm.reply({ status: 200, body: completionWith(content) });
    expect(await ask()).toEqual({ ok: true });
  });

  it('keeps the Retry-After of a 429 and makes no request until it has passed', async () => {
    let now = 1_000_000;
    const cooled = chatCompletionsClient(
      { baseUrl: llm.baseUrl, apiKey: fakeLlmKey, model: 'gpt-4o' },
      { timeoutMs: 500, now: () => now },
    );
    const call = () => cooled.completeJson([{ role: 'user', content: 'hi' }]);
    llm.reply({ status: 429, body: recordedErrors.rateLimited, headers: { 'retry-after': '30' } });
    const before = llm.requests.length;
    expect(await failure(call())).toMatchObject({
      reason: 'rate_limited',
      status: 429,
      retryAfterMs: 30_000,
    });
    now += 29_000;
    expect(await failure(call())).toMatchObject({
      reason: 'rate_limited',
      retryAfterMs: 1_000,
      message: "waiting 1 s more, as the server's Retry-After asked",
    });
    expect(llm.requests.length).toBe(before + 1);
    now += 1_000;
    llm.answerJson({ ok: true });
    expect(await call()).toEqual({ ok: true });
    expect(llm.requests.length).toBe(before + 2);
  });

  it('reads Retry-After as an HTTP date too, on a 503 as well, and caps it at ten minutes', async () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    const at = (seconds: number) => new Date(now + seconds * 1000).toUTCString();
    const clientAt = () =>
      chatCompletionsClient(
        { baseUrl: llm.baseUrl, apiKey: fakeLlmKey, model: 'gpt-4o' },
        { timeoutMs: 500, now: () => now },
      );
    const server = { error: { message: 'overloaded', type: 'server_error' } };
    llm.reply({ status: 503, body: server, headers: { 'retry-after': at(90) } });
    expect(await failure(clientAt().completeJson([]))).toMatchObject({
      reason: 'server_error',
      retryAfterMs: 90_000,
    });
    llm.reply({ status: 429, body: recordedErrors.rateLimited, headers: { 'retry-after': '86400' } });
    expect((await failure(clientAt().completeJson([]))).retryAfterMs).toBe(600_000);
    llm.reply({ status: 429, body: recordedErrors.rateLimited, headers: { 'retry-after': 'soon' } });
    expect((await failure(clientAt().completeJson([]))).retryAfterMs).toBeNull();
    llm.reply({ status: 500, body: server, headers: { 'retry-after': '5' } });
    expect((await failure(clientAt().completeJson([]))).retryAfterMs).toBeNull();
  });

  it('asks again without JSON mode when the server refuses it (LM Studio), and stops sending it', async () => {
    const strict = await startFakeLlm();
    try {
      const lmStudio = chatCompletionsClient({
        baseUrl: strict.baseUrl,
        apiKey: fakeLlmKey,
        model: 'qwen2.5-7b',
      });
      // LM Studio's 400, as users pasted it (lmstudio-ai/lmstudio-bug-tracker#189, willmiao/ComfyUI-Lora-Manager#1033).
      strict.reply({
        status: 400,
        body: { error: "'response_format.type' must be 'json_schema' or 'text'" },
      });
      strict.reply({ status: 200, body: completionWith('{"ok": 1}') });
      strict.answerJson({ ok: 2 });
      expect(await lmStudio.completeJson([{ role: 'user', content: 'hi' }])).toEqual({ ok: 1 });
      expect(await lmStudio.completeJson([{ role: 'user', content: 'again' }])).toEqual({ ok: 2 });
      expect(strict.requests.map((request) => request.body.response_format)).toEqual([
        { type: 'json_object' },
        undefined,
        undefined,
      ]);
    } finally {
      await strict.close();
    }
  });

  it('sends no Authorization header without a key (a local server such as Ollama)', async () => {
    const local = await startFakeLlm({ key: null });
    try {
      const keyless = chatCompletionsClient({ baseUrl: local.baseUrl, apiKey: null, model: 'llama3.1:8b' });
      local.answerJson({ ok: true });
      expect(await keyless.completeJson([{ role: 'user', content: 'hi' }])).toEqual({ ok: true });
      expect(local.requests.at(-1)?.authorization).toBeUndefined();
    } finally {
      await local.close();
    }
  });

  it('gives up after its timeout', async () => {
    llm.reply({ status: 200, body: completionWith('{}'), delayMs: 2_000 });
    const started = Date.now();
    expect(await failure(ask())).toMatchObject({ reason: 'timeout', message: 'no answer within 500 ms' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('says when the server cannot be reached', async () => {
    const nowhere = chatCompletionsClient(
      { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm' },
      { timeoutMs: 2_000 },
    );
    expect((await failure(nowhere.completeJson([{ role: 'user', content: 'hi' }]))).reason).toBe(
      'unreachable',
    );
  });
});
