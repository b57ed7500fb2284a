// The row's menu button (⋯, "Actions for “…”"): shown only to members of a project with a CRM connected,
// since its only actions are "Send to HubSpot" and the like. Out of the Tab order like every row control:
// the key c does the same on the active row. A row has two: one beside the verdict buttons where the list is
// wide, one under the score in the narrow two-line layout (lead-list.css shows one of them), since the
// narrow row's last line has no room left for a 44px button.
import type { CrmConnection, Lead } from '@signalboard/shared/api';
import { cx } from '@signalboard/shared/ui';

export interface RowCrmButtonProps {
  lead: Lead;
  title: string;
  /** The CRMs that may take the lead; none: no button. */
  crmTargets: readonly CrmConnection[];
  /** Opens the row's menu at `anchor`. */
  onCrmMenu: (lead: Lead, anchor: HTMLElement) => void;
  /** The row's menu is open. */
  askingCrm: boolean;
  layout: 'wide' | 'narrow';
}

export function RowCrmButton({ lead, title, crmTargets, onCrmMenu, askingCrm, layout }: RowCrmButtonProps) {
  if (crmTargets.length === 0) return null;
  return (
    <button
      type="button"
      tabIndex={-1}
      className={cx('sb-verdict-row__button', 'sb-leads__crm', `sb-leads__crm--${layout}`)}
      aria-haspopup="menu"
      aria-expanded={askingCrm}
      aria-label={`Actions for “${title}”`}
      aria-keyshortcuts="c"
      title="More actions"
      onClick={(event) => onCrmMenu(lead, event.currentTarget)}
    >
      <span aria-hidden="true">⋯</span>
    </button>
  );
}
