// The lead's notes, oldest first, and the composer under them: the team's conversation about this
// lead, seen by everyone who works the project's leads. Saved changes are said politely.
import { useState } from 'react';
import {
  ADD_NOTE_FAILED,
  useAddLeadNote,
  useLeadNotes,
  useMe,
  useProject,
  useProjectPeople,
} from '@signalboard/shared/api';
import { NoteComposer } from './note-composer';
import { NoteItem } from './note-item';
import { SectionState } from './section-state';
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

  return (
    <section className="lead-detail__section lead-notes" aria-labelledby={headingId}>
      <h3 id={headingId} className="lead-detail__section-title">
        Notes
      </h3>
      <SectionState
        query={notes}
        what="the notes"
        hasEntries={(notes.data?.length ?? 0) > 0}
        empty={`No notes yet. ${WHO_SEES}`}
      >
        <ol className="lead-notes__list">
          {notes.data?.map((note) => (
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
      </SectionState>
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
