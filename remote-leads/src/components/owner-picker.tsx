// A lead's owner as a compact button ("Unassigned", the person's name, or "Former member") that opens the
// owner menu and gives the lead to whoever is chosen, at once (useAssignLead is optimistic and puts the
// owner back, with an error toast, when the call fails). The result is said in a polite live region;
// focus comes back to the button when the menu closes.
import { useAssignLead, useMyUserId, useProjectPeople } from '@signalboard/shared/api';
import { useRef, useState } from 'react';
import { OwnerMenu } from './owner-menu';
import { ownerName, UNASSIGNED } from './owner-name';
import './owner-picker.css';

export { useMyUserId } from '@signalboard/shared/api';

export interface OwnerPickerProps {
  projectId: string;
  lead: { id: string; assignee_id?: string | null };
  /** What the lead is called in the menu's name and the announcement; "this lead" by default. */
  about?: string;
}

export function OwnerPicker({ projectId, lead, about = 'this lead' }: OwnerPickerProps) {
  const people = useProjectPeople(projectId);
  const meId = useMyUserId();
  const assign = useAssignLead(projectId);
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const name = ownerName(lead.assignee_id, people.data) ?? 'Owner';

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const choose = (assigneeId: string | null) => {
    close();
    if (assigneeId === (lead.assignee_id ?? null)) {
      setSaid(assigneeId ? `No change: ${name} already owns it.` : 'No change: it is already unassigned.');
      return;
    }
    const to = assigneeId === meId ? 'you' : (ownerName(assigneeId, people.data) ?? 'them');
    setSaid('');
    assign.mutate(
      { leadId: lead.id, assigneeId },
      {
        onSuccess: () => setSaid(assigneeId ? `Assigned to ${to}.` : `${UNASSIGNED}.`),
        // The toast says what failed; the button shows the owner put back.
        onError: () => setSaid('The owner was not changed.'),
      },
    );
  };

  return (
    <span className="sb-owner-picker">
      <button
        ref={button}
        type="button"
        className="sb-owner-picker__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Owner: ${name}. Change the owner`}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={lead.assignee_id ? undefined : 'sb-owner-picker__none'}>{name}</span>
        <span aria-hidden="true" className="sb-owner-picker__caret">
          ▾
        </span>
      </button>
      {open && (
        <OwnerMenu
          about={about}
          people={people.data}
          peopleFailed={people.isError}
          meId={meId}
          current={lead.assignee_id ?? null}
          onChoose={choose}
          onClose={close}
          trigger={button}
        />
      )}
      <span role="status" aria-live="polite" className="sb-visually-hidden">
        {said}
      </span>
    </span>
  );
}
