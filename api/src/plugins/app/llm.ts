import fp from 'fastify-plugin';
import { chatCompletionsClient, type LlmClient } from '../../llm/chat-completions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured AI assistant, or null (LLM_* not set): callers then do the work locally. */
    llm: LlmClient | null;
  }
}

/** The optional LLM (any OpenAI-compatible chat-completions endpoint), configured by LLM_* variables. */
export default fp(
  async function llmPlugin(app) {
    const { llm } = app.config;
    app.decorate('llm', llm ? chatCompletionsClient(llm) : null);
    if (llm) app.log.info({ model: llm.model, baseUrl: llm.baseUrl }, 'AI assistant configured');
  },
  { name: 'llm', dependencies: ['config'] },
);
