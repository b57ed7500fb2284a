// One lead's reply draft as a small state machine: idle, writing (cancellable), a draft, or a failure.
// A cancelled or superseded call is aborted and its late answer ignored, so "Cancel" means cancel.
import { useCallback, useEffect, useRef, useState } from 'react';
import { draftReply, errorMessage, isApiError, LLM_NOT_CONFIGURED } from '@signalboard/shared/api';

export type ReplyDraftState =
  | { step: 'idle' }
  | { step: 'writing' }
  | { step: 'ready'; model: string }
  | { step: 'failed'; message: string; notConfigured: boolean };

export function useReplyDraft(projectId: string, leadId: string) {
  const [state, setState] = useState<ReplyDraftState>({ step: 'idle' });
  /**
   * The draft as the person edits it, null before the first one; kept when they ask again and that
   * fails or is cancelled.
   */
  const [text, setText] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState((previous) => (previous.step === 'writing' ? { step: 'idle' } : previous));
  }, []);

  const write = useCallback(
    async (instructions?: string) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({ step: 'writing' });
      try {
        const answer = await draftReply(projectId, leadId, instructions, controller.signal);
        if (current.current !== controller) return;
        setText(answer.draft);
        setState({ step: 'ready', model: answer.model });
      } catch (error) {
        if (current.current !== controller) return;
        setState({
          step: 'failed',
          message: errorMessage(error, 'Could not draft a reply. Please try again.'),
          notConfigured: isApiError(error) && error.code === LLM_NOT_CONFIGURED,
        });
      } finally {
        if (current.current === controller) current.current = null;
      }
    },
    [projectId, leadId],
  );

  // Leaving the lead ends its call.
  useEffect(() => () => current.current?.abort(), []);

  return { state, text, setText, write, cancel };
}
