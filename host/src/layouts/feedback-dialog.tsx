// "Send feedback": a text to the Signalboard team (POST /api/v1/feedback), with the page it was
// sent from. The text is checked as the API checks it before it leaves, a refusal stays in the
// dialog with the server's sentence, and closing returns focus to whatever opened the dialog
// (headless UI's Dialog restores it).
import {
  errorMessage,
  FEEDBACK_FAILED,
  FEEDBACK_MAX_LENGTH,
  feedbackLength,
  feedbackProblem,
  useSendFeedback,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Button, Dialog, Form, FormActions, FormError, cx } from '@signalboard/shared/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from '@signalboard/shared/router';

export const FEEDBACK_SENT = 'Thanks — your feedback was sent.';

const count = (n: number) => n.toLocaleString('en');

export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const send = useSendFeedback();
  const close = () => {
    send.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      // While sending, the dialog stays: a refusal must be seen where the text still is.
      onClose={send.isPending ? () => undefined : close}
      title="Send feedback"
      description="Tell us what works, what does not, and what you wish Signalboard did. The people who build the product read every message."
    >
      <FeedbackForm send={send} onCancel={close} onSent={close} />
    </Dialog>
  );
}

interface FeedbackFormProps {
  send: ReturnType<typeof useSendFeedback>;
  onCancel: () => void;
  onSent: () => void;
}

/** Mounted only while the dialog is open, so every opening starts with an empty text. */
function FeedbackForm({ send, onCancel, onSent }: FeedbackFormProps) {
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const length = feedbackLength(text);
  const over = length > FEEDBACK_MAX_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = feedbackProblem(text);
    setProblem(found);
    if (found) {
      field.current?.focus();
      return;
    }
    try {
      await send.mutateAsync({ feedback: text, page: pathname });
    } catch {
      // The sentence is announced from the alert below; focus, lost while Send was disabled, goes
      // back to the text, which is what may need changing.
      field.current?.focus();
      return;
    }
    notify.success(FEEDBACK_SENT);
    onSent();
  };

  return (
    <Form onSubmit={(event) => void submit(event)}>
      <div className={cx('sb-field', (problem || over) && 'sb-field--invalid')}>
        <label className="sb-field__label" htmlFor={id}>
          Your feedback
        </label>
        <textarea
          ref={field}
          id={id}
          name="feedback"
          className="sb-textarea sb-feedback-text"
          rows={6}
          value={text}
          data-autofocus
          aria-invalid={problem || over ? true : undefined}
          aria-describedby={[problem ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(' ')}
          onChange={(event) => {
            setText(event.target.value);
            // Once a message shows, it follows the text, so it clears as soon as the text is fixed.
            if (problem) setProblem(feedbackProblem(event.target.value));
          }}
        />
        {problem ? (
          <p id={`${id}-error`} className="sb-field__error">
            {problem}
          </p>
        ) : null}
        <p id={`${id}-count`} className={cx('sb-field__hint', over && 'sb-feedback-count--over')}>
          {count(length)} of {count(FEEDBACK_MAX_LENGTH)} characters
          {over ? `: ${count(length - FEEDBACK_MAX_LENGTH)} too many` : ''}
        </p>
      </div>
      <FormError>{send.isError ? errorMessage(send.error, FEEDBACK_FAILED) : null}</FormError>
      <FormActions className="sb-feedback-actions">
        <Button variant="secondary" onClick={onCancel} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={send.isPending} loadingLabel="Sending your feedback">
          Send feedback
        </Button>
      </FormActions>
    </Form>
  );
}
