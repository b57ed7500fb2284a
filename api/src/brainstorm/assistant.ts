import type { FastifyBaseLogger } from 'fastify';
import {
  LlmError,
  type ChatMessage,
  type LlmClient,
  type LlmFailureReason,
} from '../llm/chat-completions.js';

export type ProposalSource = 'llm' | 'local';

export interface Attributed<T> {
  result: T;
  source: ProposalSource;
  notice: string | null;
}

const reasonWords: Record<LlmFailureReason, string> = {
  rate_limited: 'rate limited',
  timeout: 'it did not answer in time',
  unreachable: 'it could not be reached',
  rejected: 'it refused the request',
  server_error: 'it answered with an error',
  invalid_response: 'its answer could not be used',
};

/** The sentence shown when the assistant was asked and failed. */
export function assistantNotice(reason: LlmFailureReason): string {
  return `The AI assistant was unavailable (${reasonWords[reason]}); this proposal was written locally.`;
}

export interface AssistantJob<T> {
  /** For the log: which brainstorm this is. */
  name: string;
  messages: ChatMessage[];
  /** The assistant's answer checked and cleaned, or null when it is not of the expected shape. */
  accept(answer: unknown): T | null;
  /** The same job done without the assistant (deterministic, no network). */
  local(): T;
}

/**
 * Asks the assistant first; any failure (network, HTTP error, 429, timeout, not JSON, wrong shape)
 * falls back to the local result with a notice saying why. Without an assistant the local result is
 * the answer and there is nothing to apologise for.
 */
export async function withAssistant<T>(
  llm: LlmClient | null,
  log: FastifyBaseLogger,
  job: AssistantJob<T>,
): Promise<Attributed<T>> {
  if (!llm) return { result: job.local(), source: 'local', notice: null };
  let reason: LlmFailureReason;
  try {
    const accepted = job.accept(await llm.completeJson(job.messages));
    if (accepted !== null) return { result: accepted, source: 'llm', notice: null };
    reason = 'invalid_response';
    log.warn(
      { job: job.name, model: llm.model },
      'AI assistant answer has the wrong shape; answered locally',
    );
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    reason = error.reason;
    log.warn(
      { job: job.name, model: llm.model, reason, status: error.status, err: error.message },
      'AI assistant failed; answered locally',
    );
  }
  return { result: job.local(), source: 'local', notice: assistantNotice(reason) };
}
