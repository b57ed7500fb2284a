// A row's verdict buttons: "Good lead" (a check, pressed and green on a good lead: the quiet accepted
// mark, always shown) and "Not a lead" (asks the reason), shown on a hovered, active or selected row
// and always on a touch screen; a hidden lead (the "Not a lead (hidden)" list) offers Restore instead.
// Out of the Tab order like every row control: the keys g and n do the same on the active row.
import { notLeadReasonLabel } from '@signalboard/shared/api';
import { cx } from '@signalboard/shared/ui';
import type { LeadRowProps } from './lead-row';
import '../../components/verdict.css';

type RowVerdictProps = Pick<LeadRowProps, 'lead' | 'onGood' | 'onNotLead' | 'onRestore' | 'askingReason'> & {
  title: string;
};

export function RowVerdict({ lead, title, onGood, onNotLead, onRestore, askingReason }: RowVerdictProps) {
  if (lead.verdict === 'not_lead')
    return (
      <button
        type="button"
        tabIndex={-1}
        className="sb-leads__read sb-verdict-row__restore"
        title={`Not a lead: ${notLeadReasonLabel(lead.verdict_reason)}`}
        aria-label={`Restore “${title}” (not a lead: ${notLeadReasonLabel(lead.verdict_reason)})`}
        onClick={() => onRestore(lead)}
      >
        Restore
      </button>
    );
  const good = lead.verdict === 'good';
  return (
    <div className={cx('sb-verdict-row', good && 'sb-verdict-row--good')}>
      <button
        type="button"
        tabIndex={-1}
        className="sb-verdict-row__button sb-verdict-row__button--good"
        aria-pressed={good}
        aria-label={`Good lead: “${title}”`}
        title={good ? 'Good lead (press again to undo)' : 'Good lead'}
        onClick={() => onGood(lead)}
      >
        <span aria-hidden="true">✓</span>
      </button>
      <button
        type="button"
        tabIndex={-1}
        className="sb-verdict-row__button sb-verdict-row__button--not"
        aria-haspopup="menu"
        aria-expanded={askingReason}
        aria-label={`Not a lead: “${title}”`}
        title="Not a lead"
        onClick={(event) => onNotLead(lead, event.currentTarget)}
      >
        <span aria-hidden="true">⊘</span>
      </button>
    </div>
  );
}
