// The actions on the selection: how many are selected (announced), widening to every matching lead,
// mark read / unread, set a status, assign an owner, good lead / not a lead (restore, in the hidden list),
// send to a connected CRM (members), delete (asks first), and clearing it.
import type { CrmConnection, CrmProvider, StatusConfig } from '@signalboard/shared/api';
import { brokenNote, sendLabel } from '../../components/crm/crm-words';
import { Button } from '@signalboard/shared/ui';

export interface BulkBarProps {
  /** Selected leads (the filter's total for "all matching"). */
  count: number;
  /** "1,000+": the total is counted only up to a cap. */
  countLabel: string;
  allMatching: boolean;
  /** Offer "Select all N matching": every loaded lead is selected and more match. */
  offerAllMatching: boolean;
  totalLabel: string;
  statuses: readonly StatusConfig[];
  onSelectAllMatching: () => void;
  onRead: () => void;
  onUnread: () => void;
  onStatus: (statusId: string) => void;
  onDelete: () => void;
  onClear: () => void;
  /** The list shows hidden ("not a lead") leads: Restore instead of the verdicts. */
  hiddenList: boolean;
  onGood: () => void;
  /** Asks the reason, in a menu at the button. */
  onNotLead: (anchor: HTMLElement) => void;
  onRestore: () => void;
  /** Asks who should own them, in a menu at the button. */
  onAssign: (anchor: HTMLElement) => void;
  /** The CRMs a member may send leads to: one "Send to …" each (none for guests or without a CRM). */
  crmTargets: readonly CrmConnection[];
  onSendToCrm: (provider: CrmProvider) => void;
}

export function BulkBar(props: BulkBarProps) {
  const none = props.count === 0;
  return (
    <div className="sb-leads__bulk" role="toolbar" aria-label="Selected leads">
      {/* Polite: the count changes with every click and must not interrupt. */}
      <p className="sb-leads__bulk-count" role="status" aria-live="polite">
        {none
          ? 'No lead selected'
          : `${props.countLabel} selected${props.allMatching ? ' (all matching)' : ''}`}
      </p>
      {props.offerAllMatching ? (
        <Button variant="ghost" size="sm" onClick={props.onSelectAllMatching}>
          {`Select all ${props.totalLabel} matching`}
        </Button>
      ) : null}
      <div className="sb-leads__bulk-actions">
        <Button variant="secondary" size="sm" disabled={none} onClick={props.onRead}>
          Mark read
        </Button>
        <Button variant="secondary" size="sm" disabled={none} onClick={props.onUnread}>
          Mark unread
        </Button>
        <label className="sb-leads__bulk-status">
          <span className="sb-visually-hidden">Set status of the selected leads</span>
          <select
            disabled={none}
            value=""
            onChange={(event) => {
              if (event.target.value) props.onStatus(event.target.value);
            }}
          >
            <option value="">Set status…</option>
            {props.statuses.map((status) => (
              <option key={status.id} value={status.id}>
                {status.name}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          size="sm"
          disabled={none}
          aria-haspopup="menu"
          onClick={(event) => props.onAssign(event.currentTarget)}
        >
          Assign…
        </Button>
        {props.hiddenList ? (
          <Button variant="secondary" size="sm" disabled={none} onClick={props.onRestore}>
            Restore
          </Button>
        ) : (
          <>
            <Button variant="secondary" size="sm" disabled={none} onClick={props.onGood}>
              Good lead
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={none}
              aria-haspopup="menu"
              onClick={(event) => props.onNotLead(event.currentTarget)}
            >
              Not a lead…
            </Button>
          </>
        )}
        {props.crmTargets.map((target) => (
          <Button
            key={target.provider}
            variant="secondary"
            size="sm"
            disabled={none}
            title={target.status === 'broken' ? brokenNote(target.provider) : undefined}
            onClick={() => props.onSendToCrm(target.provider)}
          >
            {sendLabel(target.provider)}
          </Button>
        ))}
        <Button variant="danger" size="sm" disabled={none} onClick={props.onDelete}>
          Delete
        </Button>
        <Button variant="ghost" size="sm" onClick={props.onClear}>
          Clear selection
        </Button>
      </div>
    </div>
  );
}
