// The owner filter: anyone's leads (no filter), mine, nobody's, or one person's (members, then guests).
// A person who left keeps their leads, and a link or saved view may still name them: their id stays a
// choice, called "Former member", so the select shows what the list is filtered by.
import type { ProjectPerson } from '@signalboard/shared/api';
import { FORMER_MEMBER } from '../../components/owner-name';
import { ownerFilterLabels, type LeadOwnerFilter } from './lead-filter';

export interface OwnerSelectProps {
  id: string;
  value: LeadOwnerFilter | null;
  people: ProjectPerson[] | undefined;
  onChange: (value: LeadOwnerFilter | null) => void;
}

const ANYONE = 'any';

export function OwnerSelect({ id, value, people, onChange }: OwnerSelectProps) {
  const members = people?.filter((person) => person.kind === 'member') ?? [];
  const guests = people?.filter((person) => person.kind === 'guest') ?? [];
  const person = value !== null && value !== 'me' && value !== 'none';
  const former = person && people !== undefined && !people.some((p) => p.id === value);
  return (
    <div className="sb-lead-filters__field">
      <label htmlFor={id} className="sb-lead-filters__label">
        Owner
      </label>
      <select
        id={id}
        value={value ?? ANYONE}
        onChange={(event) => onChange(event.target.value === ANYONE ? null : event.target.value)}
      >
        <option value={ANYONE}>Any owner</option>
        <option value="me">{ownerFilterLabels.me}</option>
        <option value="none">{ownerFilterLabels.none}</option>
        {members.length > 0 ? (
          <optgroup label="Members">
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </optgroup>
        ) : null}
        {guests.length > 0 ? (
          <optgroup label="Guests">
            {guests.map((guest) => (
              <option key={guest.id} value={guest.id}>
                {guest.name} (guest)
              </option>
            ))}
          </optgroup>
        ) : null}
        {/* Until the people arrive, or once they no longer include them, the chosen id stays a choice. */}
        {person && (former || people === undefined) ? (
          <option value={value ?? ''}>{former ? FORMER_MEMBER : 'Loading…'}</option>
        ) : null}
      </select>
    </div>
  );
}
