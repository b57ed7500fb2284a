import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type ErrorCode } from '../../errors/error-catalogue.js';
import { invalidFilter } from '../../leads/invalid-filter.js';
import { replyPostOf } from '../../leads/reply-post.js';
import { LlmError, type LlmFailureReason } from '../../llm/chat-completions.js';
import { draftIn, replyMessages } from '../../llm/reply-prompt.js';
import { ErrorSchema, errorResponses, ref } from '../../schemas/common.js';
import {
  DraftReplyRequestSchema,
  DraftReplySchema,
  ReplyAssistantSchema,
} from '../../schemas/draft-reply.js';
import { LeadsProjectParamsSchema } from '../../schemas/intent-signal.js';
import { LeadParamsSchema } from '../../schemas/lead.js';

const security = [{ bearerAuth: [] }];
const tags = ['leads'];

/**
 * Drafts a person may ask for, per person and minute: each is a call to a paid or busy model, and a
 * person rewriting one reply clicks "Try again" a few times, not dozens. Counted after sign-in (the key is
 * the user, so a team behind one office address is not limited together) and after validation, so only
 * requests that would reach the model count.
 */
export const draftReplyRateLimit = { max: 10, timeWindow: '1 minute' } as const;

/** Each way the assistant can fail, as the code and sentence the person reads (never the provider's text). */
const failureCodes: Record<LlmFailureReason, ErrorCode> = {
  rate_limited: 'LLM_RATE_LIMITED',
  timeout: 'LLM_TIMEOUT',
  unreachable: 'LLM_UNAVAILABLE',
  server_error: 'LLM_UNAVAILABLE',
  rejected: 'LLM_REJECTED',
  invalid_response: 'LLM_BAD_ANSWER',
};

/** A control character other than tab and line feed (carriage returns became line feeds already). */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const controlCharacter = /[\u0000-\u0008\u000b-\u001f\u007f]/;

function instructionsOf(sent: string | undefined): string | null {
  const instructions = (sent ?? '').replace(/\r\n?/g, '\n').trim();
  if (controlCharacter.test(instructions))
    throw invalidFilter('instructions', 'must be plain text: no control characters but line breaks and tabs');
  return instructions || null;
}

function failure(error: LlmError, reply: FastifyReply): DomainError {
  const code = failureCodes[error.reason];
  if (code === 'LLM_RATE_LIMITED' && error.retryAfterMs !== null) {
    const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
    reply.header('retry-after', String(seconds));
    return new DomainError(code, {
      detail: `The AI assistant's provider asked Signalboard to slow down. Try again in ${seconds} seconds.`,
    });
  }
  return new DomainError(code);
}

/**
 * /api/v1/leads/{projectId}/lead/{leadId}/draft_reply: a first draft of a reply to the lead's post, by the
 * configured AI assistant, in the voice the project describes (issue 26). Nothing is stored or posted: the
 * person edits the draft and posts it themselves. Open to whoever may triage the lead (members and guests).
 */
const draftReply: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:projectId/reply_assistant',
    {
      schema: {
        tags,
        summary: 'Whether replies to leads can be drafted here (members and guests)',
        description:
          'Answers whether an AI assistant is configured (LLM_BASE_URL, LLM_MODEL), so a client can offer ' +
          '"Draft a reply" or say what it needs. PROJECT_NOT_FOUND for anyone who may not see the project.',
        security,
        params: LeadsProjectParamsSchema,
        response: { 200: ReplyAssistantSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      await app.permissions.requireProject(request.currentUser, request.params.projectId, 'read');
      return { available: app.llm !== null, model: app.llm?.model ?? null };
    },
  );

  app.post(
    '/:projectId/lead/:leadId/draft_reply',
    {
      config: {
        rateLimit: {
          ...draftReplyRateLimit,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => request.currentUser.id,
        },
      },
      // The body is optional: no body asks for a draft with no instructions.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags,
        summary: "Draft a reply to the lead's post with the AI assistant (members and guests)",
        description:
          "A short, helpful answer to the post in the project's voice (`reply_voice`), disclosing the " +
          "affiliation and keeping the community's norms (no link unless the post asks for tools), in the " +
          "post's language. Nothing is stored or posted. Without an assistant: 409 LLM_NOT_CONFIGURED (the " +
          'detail names the variables to set). When the assistant fails: 503 LLM_RATE_LIMITED (with ' +
          'Retry-After when the provider gave one), 504 LLM_TIMEOUT, 502 LLM_UNAVAILABLE, LLM_REJECTED or ' +
          `LLM_BAD_ANSWER, each with a sentence saying what to do. At most ${draftReplyRateLimit.max} drafts ` +
          'a minute per person (429 RATE_LIMITED). LEAD_NOT_FOUND: not a lead of this project, or deleted.',
        security,
        params: LeadParamsSchema,
        body: DraftReplyRequestSchema,
        response: {
          200: DraftReplySchema,
          ...errorResponses(401, 404, 409, 422, 429),
          502: ref(ErrorSchema, 'The AI assistant failed or answered nothing usable; `code` says how'),
          503: ref(ErrorSchema, "The AI assistant's provider asked to slow down (LLM_RATE_LIMITED)"),
          504: ref(ErrorSchema, 'The AI assistant did not answer in time (LLM_TIMEOUT)'),
        },
      },
    },
    async (request, reply) => {
      const { projectId, leadId } = request.params;
      const { project } = await app.permissions.requireProject(request.currentUser, projectId, 'read');
      const post = await replyPostOf(app.db, project.id, leadId);
      const instructions = instructionsOf(request.body.instructions);
      const llm = app.llm;
      if (!llm) throw new DomainError('LLM_NOT_CONFIGURED');
      const messages = replyMessages(
        { name: project.name, description: project.businessDescription, voice: project.replyVoice },
        post,
        instructions,
      );
      let answer: unknown;
      try {
        answer = await llm.completeJson(messages);
      } catch (error) {
        if (!(error instanceof LlmError)) throw error;
        // The provider's own words go to the log only: they may name keys, hosts or models.
        request.log.warn(
          { component: 'draft-reply', reason: error.reason, status: error.status, err: error.message },
          'the AI assistant gave no draft',
        );
        throw failure(error, reply);
      }
      const draft = draftIn(answer);
      if (draft === null) {
        request.log.warn({ component: 'draft-reply', reason: 'no_draft' }, 'the AI assistant gave no draft');
        throw new DomainError('LLM_BAD_ANSWER');
      }
      return { draft, model: llm.model };
    },
  );
};

export default draftReply;
