import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { isLocalLlmHost } from '../../src/llm/local-server.js';

// LLM_BASE_URL is an operator's setting: a local model server (Ollama, llama.cpp's server) may be plain
// http without a key; anything else is https with a key, so a key never crosses the internet in clear.

const secret = { JWT_SECRET: 'x'.repeat(32) };
const llmOf = (env: Record<string, string>) => {
  const result = loadConfig({ ...secret, ...env }, 'server');
  return result.ok ? result.config.llm : result.problems;
};

describe('LLM_* configuration', () => {
  it.each([
    ['Ollama', 'http://localhost:11434/v1'],
    ["llama.cpp's server", 'http://127.0.0.1:8080/v1'],
    ['IPv6 loopback', 'http://[::1]:8080/v1'],
    ['a LAN machine', 'http://192.168.1.20:11434/v1'],
    ['a Docker Compose service', 'http://ollama:11434/v1'],
    ['the Docker host', 'http://host.docker.internal:11434/v1'],
  ])('takes %s over http without a key (%s)', (_name, base) => {
    expect(llmOf({ LLM_BASE_URL: `${base}/`, LLM_MODEL: 'llama3.1:8b' })).toEqual({
      baseUrl: base,
      apiKey: null,
      model: 'llama3.1:8b',
    });
  });

  it('keeps a key given to a local server (a proxy in front of it may want one)', () => {
    expect(
      llmOf({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1', LLM_API_KEY: 'local-key', LLM_MODEL: 'qwen2.5' }),
    ).toEqual({ baseUrl: 'http://127.0.0.1:8080/v1', apiKey: 'local-key', model: 'qwen2.5' });
  });

  it.each([
    ['a public host name', 'http://llm.example.com/v1'],
    ['a public address', 'http://203.0.113.7/v1'],
    ['the cloud metadata address', 'http://169.254.169.254/v1'],
    ['a carrier-grade NAT address', 'http://100.64.0.1/v1'],
  ])('refuses plain http to %s', (_name, base) => {
    expect(llmOf({ LLM_BASE_URL: base, LLM_API_KEY: 'sk-secret-value', LLM_MODEL: 'm' })).toEqual([
      `LLM_BASE_URL: must start with https:// unless it is a local server (localhost, a loopback or private address, a single-label or .internal name) (got "${base}")`,
    ]);
  });

  it('wants a key for anything but a local server, and never echoes one', () => {
    expect(llmOf({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_MODEL: 'gpt-4o-mini' })).toEqual([
      'LLM_API_KEY: is required unless LLM_BASE_URL is a local server',
    ]);
    expect(
      llmOf({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_API_KEY: 'sk-k', LLM_MODEL: 'gpt-4o' }),
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-k',
      model: 'gpt-4o',
    });
    const problems = llmOf({ LLM_BASE_URL: 'http://llm.example.com/v1', LLM_API_KEY: 'sk-secret-value' });
    expect(problems).toEqual([
      expect.stringMatching(/^LLM_BASE_URL: must start with https:\/\//),
      'LLM_MODEL: is required when any of LLM_BASE_URL, LLM_API_KEY, LLM_MODEL is set',
    ]);
    expect(JSON.stringify(problems)).not.toContain('sk-secret-value');
  });

  it('needs the base URL and the model even for a local server', () => {
    expect(llmOf({ LLM_MODEL: 'llama3.1:8b' })).toEqual([
      'LLM_BASE_URL: is required when any of LLM_BASE_URL, LLM_API_KEY, LLM_MODEL is set',
    ]);
    expect(llmOf({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toEqual([
      'LLM_MODEL: is required when any of LLM_BASE_URL, LLM_API_KEY, LLM_MODEL is set',
    ]);
  });
});

describe('isLocalLlmHost', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST.', true],
    ['127.0.0.2', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.8', true],
    ['172.31.255.1', true],
    ['172.32.0.1', false],
    ['fd12:3456::1', true],
    ['gpu-box', true],
    ['llm.home.arpa', true],
    ['studio.local', true],
    ['api.openai.com', false],
    ['localhost.example.com', false],
    ['8.8.8.8', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
  ])('%s -> %s', (host, local) => {
    expect(isLocalLlmHost(host)).toBe(local);
  });
});
