// Writing a note, new or edited: the text with @mentions, the limit shown as it nears, Ctrl/Cmd+Enter
// to send, and what the API refused said under the field. The text stays when sending fails.
import { useId, useState, type FormEvent } from 'react';
import { LEAD_NOTE_MAX_LENGTH, leadNoteLength, type ProjectPerson } from '@signalboard/shared/api';
import { Button } from '@signalboard/shared/ui';
import { mentionedIds } from './mentions';
import { MentionInput } from './mention-input';
import { noteErrorSentence } from './note-errors';

/** The count shows once this few characters are left (a note is usually a line or two). */
const SHOW_COUNT_FROM = 500;
const number = new Intl.NumberFormat('en');

export interface NoteInput {
  body: string;
  mentioned_user_ids: string[];
}

export interface NoteComposerProps {
  label: string;
  submitLabel: string;
  /** What the call says when it fails without a sentence of its own. */
  failed: string;
  people: readonly ProjectPerson[] | undefined;
  initialBody?: string;
  /** People the note already mentions (an edit keeps them while their @Name stays). */
  initialMentions?: readonly ProjectPerson[];
  /** Sends the note; the text is cleared when it resolves (a new note), kept when it rejects. */
  send: (input: NoteInput) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Shown under the field before anything else (what notes are for, who sees them). */
  hint?: string;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/u.test(navigator.platform);

export function NoteComposer({
  label,
  submitLabel,
  failed,
  people,
  initialBody = '',
  initialMentions = [],
  send,
  onCancel,
  autoFocus,
  hint,
}: NoteComposerProps) {
  const id = useId();
  const [body, setBody] = useState(initialBody);
  const [picked, setPicked] = useState<ProjectPerson[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const length = leadNoteLength(body);
  const left = LEAD_NOTE_MAX_LENGTH - length;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    if (length === 0) return setProblem('Write the note first.');
    if (left < 0) return setProblem(`The note is ${number.format(-left)} characters too long.`);
    setProblem(null);
    setSending(true);
    try {
      await send({ body, mentioned_user_ids: mentionedIds(body, [...initialMentions, ...picked]) });
      if (!initialBody) {
        setBody('');
        setPicked([]);
      }
    } catch (error) {
      setProblem(noteErrorSentence(error, failed));
    } finally {
      setSending(false);
    }
  };

  const countId = `${id}-count`;
  const problemId = `${id}-problem`;
  const hintId = `${id}-hint`;
  const describedBy = [problem ? problemId : null, hintId, left <= SHOW_COUNT_FROM ? countId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form className="lead-notes__composer" onSubmit={(event) => void submit(event)} noValidate>
      <label className="sb-field__label" htmlFor={id}>
        {label}
      </label>
      <MentionInput
        id={id}
        className="sb-textarea sb-textarea--multiline lead-notes__textarea"
        rows={initialBody ? 4 : 3}
        value={body}
        onChange={(text) => {
          setBody(text);
          if (problem) setProblem(null);
        }}
        people={people}
        onMention={(person) => setPicked((list) => [...list, person])}
        onSubmit={() => void submit()}
        onEscape={onCancel}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        // The edit form opens where the note was: focus goes to its text.
        autoFocus={autoFocus}
      />
      {problem ? (
        <p id={problemId} className="sb-field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="lead-notes__foot">
        <p id={hintId} className="lead-notes__muted">
          {hint ? `${hint} ` : ''}
          {isMac() ? '⌘' : 'Ctrl'}+Enter sends; @ mentions someone.
        </p>
        {left <= SHOW_COUNT_FROM ? (
          <p id={countId} className={left < 0 ? 'sb-char-count sb-char-count--over' : 'sb-char-count'}>
            {left < 0
              ? `${number.format(-left)} characters over the ${number.format(LEAD_NOTE_MAX_LENGTH)} limit`
              : `${number.format(left)} of ${number.format(LEAD_NOTE_MAX_LENGTH)} characters left`}
          </p>
        ) : null}
      </div>
      <div className="lead-notes__buttons">
        {onCancel ? (
          <Button type="button" variant="secondary" size="sm" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={sending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
