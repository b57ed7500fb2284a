// "Draft a reply" (issue 26): whether the server has an AI assistant to draft with (GET /reply_assistant)
// and one draft of a reply to a lead's post (POST /lead/{id}/draft_reply). Nothing is saved or posted, so
// the draft is a plain call the caller holds (remote-leads keeps one per lead); it takes an AbortSignal so
// a person can cancel it, which a mutation hook would not let them do.
import { queryOptions, useQuery } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import type { paths } from './schema.gen';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** `{ available, model }`: whether replies can be drafted on this server, and by which model. */
export type ReplyAssistant = Json<
  paths['/api/v1/leads/{projectId}/reply_assistant']['get']['responses'][200]
>;
/** `{ draft, model }`: a drafted reply, plain text. */
export type DraftReply = Json<
  paths['/api/v1/leads/{projectId}/lead/{leadId}/draft_reply']['post']['responses'][200]
>;

/** The API's code when no AI assistant is set up on the server (409). */
export const LLM_NOT_CONFIGURED = 'LLM_NOT_CONFIGURED';
export const DRAFT_REPLY_FAILED = 'Could not draft a reply';
/** As the API checks it: what a person may ask of one draft. */
export const DRAFT_INSTRUCTIONS_MAX_LENGTH = 500;

export function getReplyAssistant(projectId: string): Promise<ReplyAssistant> {
  return unwrap(
    apiClient().GET('/api/v1/leads/{projectId}/reply_assistant', { params: { path: { projectId } } }),
    'Could not check whether replies can be drafted',
  );
}

export function draftReply(
  projectId: string,
  leadId: string,
  instructions?: string,
  signal?: AbortSignal,
): Promise<DraftReply> {
  const asked = instructions?.trim();
  return unwrap(
    apiClient().POST('/api/v1/leads/{projectId}/lead/{leadId}/draft_reply', {
      params: { path: { projectId, leadId } },
      body: asked ? { instructions: asked } : {},
      ...(signal ? { signal } : {}),
    }),
    DRAFT_REPLY_FAILED,
  );
}

export const replyAssistantQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['project', projectId, 'reply-assistant'] as const,
    queryFn: () => getReplyAssistant(projectId),
    // The server's configuration changes with a restart, not while a page is open.
    staleTime: 5 * 60_000,
  });

/** Whether the server can draft replies for this project's leads. */
export function useReplyAssistant(projectId: string) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...replyAssistantQueryOptions(projectId), enabled: signedIn && Boolean(projectId) });
}
