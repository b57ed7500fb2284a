// "Draft a reply" (issue 26): the server's AI assistant writes a short, honest answer to the post in the
// project's voice; the person edits it, copies it and replies on the platform themselves. Nothing is
// posted for them. Without an assistant this section shows nothing: one line further down says what it
// needs (needs-assistant.tsx), so the sentence does not push why the lead matched below the fold.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from '@signalboard/shared/router';
import { DRAFT_INSTRUCTIONS_MAX_LENGTH, useProject, useReplyAssistant } from '@signalboard/shared/api';
import { Button, CopyButton, FormError } from '@signalboard/shared/ui';
import { safeHttpUrl } from './lead-links';
import { NeedsAssistantLine } from './needs-assistant';
import { useReplyDraft } from './use-reply-draft';
import './draft-reply.css';

export interface DraftReplyProps {
  projectId: string;
  leadId: string;
  /** The post's address, linked only when it is http(s). */
  postUrl: string | null | undefined;
}

export function DraftReply({ projectId, leadId, postUrl }: DraftReplyProps) {
  const assistant = useReplyAssistant(projectId);
  const { state, text, setText, write, cancel } = useReplyDraft(projectId, leadId);
  const [instructions, setInstructions] = useState('');
  const ids = { title: useId(), draft: useId(), asks: useId(), note: useId() };
  const draftRef = useRef<HTMLTextAreaElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const project = useProject(projectId).data;
  const postHref = safeHttpUrl(postUrl);
  const writing = state.step === 'writing';
  const noVoice = project && project.viewer_role !== 'guest' && !project.reply_voice;

  // Focus follows the work: to Cancel while writing, to the draft when it arrives.
  useEffect(() => {
    if (state.step === 'writing') cancelRef.current?.focus();
    if (state.step === 'ready') draftRef.current?.focus();
  }, [state.step]);

  const stop = () => {
    cancel();
    // The Cancel button goes away: give focus back to where the person started.
    setTimeout(() => (draftRef.current ?? startRef.current)?.focus(), 0);
  };
  const again = () => void write(instructions);

  // Said once, after the signals (see NeedsAssistant in LeadDetail).
  if (assistant.data?.available === false) return null;

  let body: ReactNode;
  if (state.step === 'failed' && state.notConfigured) {
    // The server lost its assistant since the page asked: the same line, where the person clicked.
    body = <NeedsAssistantLine projectId={projectId} />;
  } else {
    body = (
      <>
        {state.step === 'idle' && text === null ? (
          <div>
            <Button
              ref={startRef}
              variant="secondary"
              onClick={() => void write()}
              disabled={assistant.isLoading}
            >
              Draft a reply
            </Button>
          </div>
        ) : null}
        {text !== null ? (
          <div className="sb-field">
            <label className="sb-field__label" htmlFor={ids.draft}>
              Your reply (a draft to edit)
            </label>
            <textarea
              ref={draftRef}
              id={ids.draft}
              className="sb-textarea sb-textarea--multiline draft-reply__text"
              rows={8}
              value={text}
              readOnly={writing}
              aria-describedby={ids.note}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        ) : null}
        {text !== null && !writing ? (
          <>
            <div className="sb-field">
              <label className="sb-field__label" htmlFor={ids.asks}>
                What should the next draft change? (optional)
              </label>
              <input
                id={ids.asks}
                className="sb-input"
                placeholder="Shorter; mention the free plan"
                maxLength={DRAFT_INSTRUCTIONS_MAX_LENGTH}
                value={instructions}
                onChange={(event) => setInstructions(event.target.value)}
              />
            </div>
            <div className="draft-reply__actions">
              <CopyButton value={text} what="the draft" />
              <Button variant="secondary" size="sm" onClick={again}>
                Try again
              </Button>
            </div>
          </>
        ) : null}
        <div className="draft-reply__actions">
          {/* Always there, so screen readers announce what it comes to say. */}
          <p role="status" className="draft-reply__progress">
            {writing ? (
              <>
                <span className="sb-spinner sb-spinner--sm" aria-hidden="true">
                  <span className="sb-spinner__ring" />
                </span>
                Writing a draft…
              </>
            ) : null}
            {state.step === 'ready' ? <span className="sb-visually-hidden">Draft ready.</span> : null}
          </p>
          {writing ? (
            <Button ref={cancelRef} variant="ghost" size="sm" onClick={stop}>
              Cancel
            </Button>
          ) : null}
        </div>
        {state.step === 'failed' ? (
          <div className="draft-reply__error">
            <FormError>{state.message}</FormError>
            <Button variant="secondary" size="sm" onClick={again}>
              Retry
            </Button>
          </div>
        ) : null}
        <p id={ids.note} className="lead-detail__muted">
          Nothing is posted for you: edit the draft, copy it, then{' '}
          {postHref ? (
            <a className="sb-link" href={postHref} target="_blank" rel="noopener noreferrer nofollow">
              open the post<span className="sb-visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            'open the post'
          )}{' '}
          and reply there yourself.
          {state.step === 'ready' ? ` Written by ${state.model}.` : null}
        </p>
        {noVoice ? (
          <p className="lead-detail__muted">
            Drafts sound more like your team with a reply voice:{' '}
            <Link className="sb-link" to={`/projects/${encodeURIComponent(projectId)}/settings/business`}>
              describe it in Settings, Business
            </Link>
            .
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section className="lead-detail__section draft-reply" aria-labelledby={ids.title}>
      <h3 id={ids.title} className="lead-detail__section-title">
        Reply
      </h3>
      {body}
    </section>
  );
}
