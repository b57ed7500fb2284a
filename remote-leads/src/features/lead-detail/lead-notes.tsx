// The lead's notes, oldest first, and the composer under them: the team's conversation about this
// lead, seen by everyone who works the project's leads. Saved changes are said politely.
import { useState, type ReactNode } from 'react';
import {
  ADD_NOTE_FAILED,
  useAddLeadNote,
  useLeadNotes,
  useMe,
  useProject,
  useProjectPeople,
} from '@signalboard/shared/api';
import { LoadError, Spinner } from '@signalboard/shared/ui';
import { NoteComposer } from './note-composer';
import { NoteItem } from './note-item';
import './lead-notes.css';

const WHO_SEES = 'Notes are seen by everyone who works this project’s leads.';

export function LeadNotes({ projectId, leadId }: { projectId: string; leadId: string }) {
  const notes = useLeadNotes(projectId, leadId);
  const people = useProjectPeople(projectId).data;
  const myUserId = useMe().data?.id;
  const role = useProject(projectId).data?.viewer_role;
  const add = useAddLeadNote(projectId, leadId);
  const [said, setSaid] = useState('');
  const headingId = `lead-notes-${leadId}`;

  let list: ReactNode;
  if (notes.data && notes.data.length > 0) {
    list = (
      <ol className="lead-notes__list">
        {notes.data.map((note) => (
          <NoteItem
            key={note.id}
            projectId={projectId}
            leadId={leadId}
            note={note}
            myUserId={myUserId}
            deletesAny={role === 'owner' || role === 'admin'}
            people={people}
            onDone={setSaid}
          />
        ))}
      </ol>
    );
  } else if (notes.data) {
    list = <p className="lead-notes__muted">No notes yet. {WHO_SEES}</p>;
  } else if (notes.isError) {
    list = (
      <LoadError
        size="sm"
        what="We could not load the notes."
        error={notes.error}
        onRetry={() => void notes.refetch()}
        retrying={notes.isFetching}
      />
    );
  } else {
    list = <Spinner label="Loading the notes" />;
  }

  return (
    <section className="lead-detail__section lead-notes" aria-labelledby={headingId}>
      <h3 id={headingId} className="lead-detail__section-title">
        Notes
      </h3>
      {list}
      <NoteComposer
        label="Add a note"
        submitLabel="Add note"
        failed={ADD_NOTE_FAILED}
        people={people}
        send={(input) => add.mutateAsync(input).then(() => setSaid('Note added'))}
      />
      <p className="sb-visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </section>
  );
}
