// A row's owner: a small circle with the owner's initials (dashed and empty when nobody owns the lead),
// named in full by its label and title; pressing it opens the list's owner menu at it ("Assign…").
// Out of the Tab order like every row control: the keys a and i do the same on the active row.
import type { Lead, ProjectPerson } from '@signalboard/shared/api';
import { cx } from '@signalboard/shared/ui';
import { FORMER_MEMBER, initials, ownerName } from '../../components/owner-name';
import '../../components/owner-picker.css';

export interface RowOwnerProps {
  lead: Lead;
  title: string;
  people: readonly ProjectPerson[] | undefined;
  onOwner: (lead: Lead, anchor: HTMLElement) => void;
  askingOwner: boolean;
}

export function RowOwner({ lead, title, people, onOwner, askingOwner }: RowOwnerProps) {
  const name = ownerName(lead.assignee_id, people);
  const assigned = Boolean(lead.assignee_id);
  const former = name === FORMER_MEMBER;
  return (
    <button
      type="button"
      tabIndex={-1}
      className={cx(
        'sb-owner-avatar',
        !assigned && 'sb-owner-avatar--none',
        former && 'sb-owner-avatar--former',
      )}
      aria-haspopup="menu"
      aria-expanded={askingOwner}
      aria-label={`Assign “${title}” (owner: ${name ?? 'loading'})`}
      title={assigned ? `Owner: ${name ?? '…'}` : 'Unassigned: assign…'}
      onClick={(event) => onOwner(lead, event.currentTarget)}
    >
      <span aria-hidden="true" className="sb-owner-avatar__face">
        {assigned && name && !former ? initials(name) : assigned ? '?' : '+'}
      </span>
    </button>
  );
}
