// One note: who wrote it and when (the exact time on hover), "edited", and for its author, Edit while
// the API still allows it (15 minutes) and Delete after a confirmation. Owners and admins may delete
// anyone's note; the API decides, and a refusal is said in words under the note.
import { useEffect, useState } from 'react';
import {
  EDIT_NOTE_FAILED,
  DELETE_NOTE_FAILED,
  useDeleteLeadNote,
  useEditLeadNote,
  type LeadNote,
  type ProjectPerson,
} from '@signalboard/shared/api';
import { Button } from '@signalboard/shared/ui';
import { FORMER_MEMBER } from '../../components/owner-name';
import { NoteComposer } from './note-composer';
import { noteErrorSentence } from './note-errors';
import { NoteText } from './note-text';
import { When } from './when';

export interface NoteItemProps {
  projectId: string;
  leadId: string;
  note: LeadNote;
  myUserId: string | undefined;
  /** An owner or admin of the organization: may delete anyone's note. */
  deletesAny: boolean;
  people: readonly ProjectPerson[] | undefined;
  /** Said politely once a change is saved ("Note deleted"). */
  onDone: (message: string) => void;
}

/** Whether the author may still edit: true until `editable_until`, re-rendered when it passes. */
function useEditable(note: LeadNote, mine: boolean): boolean {
  const until = Date.parse(note.editable_until);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!mine || !(until > now)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(until - now + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [mine, until, now]);
  return mine && until > now;
}

export function NoteItem({ projectId, leadId, note, myUserId, deletesAny, people, onDone }: NoteItemProps) {
  const edit = useEditLeadNote(projectId, leadId);
  const remove = useDeleteLeadNote(projectId, leadId);
  const mine = myUserId !== undefined && note.author.user_id === myUserId;
  const editable = useEditable(note, mine);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const author = note.author.name;

  if (editing)
    return (
      <li className="lead-notes__note">
        <NoteComposer
          label="Edit your note"
          submitLabel="Save"
          failed={EDIT_NOTE_FAILED}
          people={people}
          initialBody={note.body}
          initialMentions={people?.filter((person) => note.mentioned_user_ids.includes(person.id))}
          autoFocus
          send={(input) =>
            edit.mutateAsync({ noteId: note.id, ...input }).then(() => {
              setEditing(false);
              onDone('Note saved');
            })
          }
          onCancel={() => setEditing(false)}
        />
      </li>
    );

  const onDelete = () =>
    remove.mutate(note.id, {
      onSuccess: () => onDone('Note deleted'),
      onError: (error) => {
        setConfirming(false);
        setProblem(noteErrorSentence(error, DELETE_NOTE_FAILED));
      },
    });

  return (
    <li className="lead-notes__note">
      <p className="lead-notes__meta">
        <span className="lead-notes__author">{author}</span>
        {note.author.former_member ? <span className="lead-notes__badge">{FORMER_MEMBER}</span> : null}
        <When iso={note.created_at} />
        {note.edited_at ? (
          <span className="lead-notes__muted" title={`Edited ${new Date(note.edited_at).toLocaleString()}`}>
            edited
          </span>
        ) : null}
      </p>
      <NoteText body={note.body} />
      {problem ? (
        <p className="sb-field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {confirming ? (
        <div className="lead-notes__confirm" role="group" aria-label="Delete this note?">
          <span>Delete this note? Its text will be gone; the history keeps that it was deleted.</span>
          <div className="lead-notes__buttons">
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)} autoFocus>
              Keep it
            </Button>
            <Button variant="danger" size="sm" loading={remove.isPending} onClick={onDelete}>
              Delete note
            </Button>
          </div>
        </div>
      ) : mine || deletesAny ? (
        <div className="lead-notes__buttons lead-notes__buttons--start">
          {editable ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Edit note by ${author}`}
              onClick={() => {
                setProblem(null);
                setEditing(true);
              }}
            >
              Edit
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete note by ${author}`}
            onClick={() => {
              setProblem(null);
              setConfirming(true);
            }}
          >
            Delete
          </Button>
        </div>
      ) : null}
    </li>
  );
}
