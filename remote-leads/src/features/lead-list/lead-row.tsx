// One lead in the list: what it is (source, author, time, title, snippet with the matched words),
// why it is here (score, signals), what was done with it (owner, status, star, read, the team's verdict) and
// the project's smart column answers, and, for members of a project with a CRM, the row's menu (⋯). Every
// value from the post is rendered as text.
import {
  platformName,
  type CrmConnection,
  type Lead,
  type ProjectPerson,
  type SmartColumn,
  type StatusConfig,
} from '@signalboard/shared/api';
import { cx } from '@signalboard/shared/ui';
import { memo, useMemo, type MouseEvent } from 'react';
import { Link } from '@signalboard/shared/router';
import { Highlight, matchedTerms } from '../../components/highlight';
import { importedUnderThreshold } from '../../components/imported-note';
import { RowCrmButton } from './row-crm-button';
import { RowOwner } from './row-owner';
import { RowVerdict } from './row-verdict';
import { leadTitle } from '../../components/lead-title';
import { absoluteTime, relativeTime } from './relative-time';
import { SignalChips } from './signal-chips';

export { ROW_HEIGHT, PHONE_ROW_HEIGHT } from './lead-row-height';

export interface LeadRowProps {
  lead: Lead;
  /** 1-based, for aria-rowindex (the header row is 1). */
  rowIndex: number;
  domId: string;
  active: boolean;
  selected: boolean;
  statuses: readonly StatusConfig[];
  smartColumns: readonly SmartColumn[];
  /** The words of the list's search, marked like the matched terms. */
  searchedTerms: readonly string[];
  /** The drawer's URL (`?lead=<id>` with the filter kept). */
  openHref: string;
  /** Where the row sits in the virtual list, in px: a number, so the memo below holds while scrolling. */
  top: number;
  /** Its height in px, the list's for its width (lead-row-height.ts). */
  height: number;
  onActivate: (id: string) => void;
  onToggleSelect: (id: string, range: boolean) => void;
  onStar: (lead: Lead) => void;
  onToggleRead: (lead: Lead) => void;
  onStatus: (lead: Lead, statusId: string) => void;
  /** Good lead on, or off again. */
  onGood: (lead: Lead) => void;
  /** Asks the reason (a menu at `anchor`). */
  onNotLead: (lead: Lead, anchor: HTMLElement) => void;
  onRestore: (lead: Lead) => void;
  /** The reason menu is open for this row. */
  askingReason: boolean;
  /** The project's lead threshold (an import under it says so), once known. */
  threshold: number | undefined;
  /** Who may own leads (to name the owner), once loaded. */
  people: readonly ProjectPerson[] | undefined;
  /** Opens the owner menu at `anchor`. */
  onOwner: (lead: Lead, anchor: HTMLElement) => void;
  /** The owner menu is open for this row. */
  askingOwner: boolean;
  /** The CRMs a member may send the lead to (none for guests, or with no CRM connected: no menu). */
  crmTargets: readonly CrmConnection[];
  /** Opens the row's menu ("Send to HubSpot"…) at `anchor`. */
  onCrmMenu: (lead: Lead, anchor: HTMLElement) => void;
  /** The row's menu is open. */
  askingCrm: boolean;
}

function smartValueText(lead: Lead, column: SmartColumn): string {
  const value = lead.smart_values.find((v) => v.smart_column_id === column.id);
  if (!value) return '—';
  if (column.kind === 'boolean') return value.bool_value === null ? '—' : value.bool_value ? 'Yes' : 'No';
  return value.text_value?.trim() || '—';
}

function LeadRowView(props: LeadRowProps) {
  const { lead, statuses, smartColumns } = props;
  const terms = useMemo(() => matchedTerms(lead, props.searchedTerms), [lead, props.searchedTerms]);
  const title = leadTitle(lead.post);
  const signals = useMemo(() => [...new Set(lead.matches.map((m) => m.intent_signal_name))], [lead.matches]);
  const imported = importedUnderThreshold(lead, props.threshold);
  const source = [platformName(lead.platform), lead.post.community].filter(Boolean).join(' · ');
  const crmButton = (layout: 'wide' | 'narrow') => (
    <RowCrmButton
      lead={lead}
      title={title}
      crmTargets={props.crmTargets}
      onCrmMenu={props.onCrmMenu}
      askingCrm={props.askingCrm}
      layout={layout}
    />
  );
  const withMenu = props.crmTargets.length > 0;
  // Controls stay out of the Tab order: the list is one stop and its shortcuts act on the active row.
  const onCheckbox = (event: MouseEvent<HTMLInputElement>) => {
    event.stopPropagation();
    props.onToggleSelect(lead.id, event.shiftKey);
  };
  return (
    <div
      id={props.domId}
      role="row"
      aria-rowindex={props.rowIndex}
      aria-selected={props.selected}
      className={cx(
        'sb-leads__row',
        !lead.read && 'sb-leads__row--unread',
        props.active && 'sb-leads__row--active',
        props.selected && 'sb-leads__row--selected',
      )}
      style={{ transform: `translateY(${props.top}px)`, height: props.height }}
      onMouseDown={() => props.onActivate(lead.id)}
    >
      <div role="gridcell" className="sb-leads__cell sb-leads__cell--check">
        {/* The label is the box's 44px tap target in the narrow layout (lead-list.css). */}
        <label className="sb-leads__check-hit">
          <input
            type="checkbox"
            tabIndex={-1}
            checked={props.selected}
            aria-label={`Select “${title}”`}
            onClick={onCheckbox}
            onChange={() => {}}
          />
        </label>
      </div>
      <div role="gridcell" className="sb-leads__cell sb-leads__cell--star">
        <button
          type="button"
          tabIndex={-1}
          className={cx('sb-leads__star', lead.starred && 'sb-leads__star--on')}
          aria-pressed={lead.starred}
          aria-label={`Star “${title}”`}
          onClick={() => props.onStar(lead)}
        >
          <span aria-hidden="true">{lead.starred ? '★' : '☆'}</span>
        </button>
      </div>
      <div role="gridcell" className="sb-leads__cell sb-leads__cell--main">
        <div className="sb-leads__meta">
          {!lead.read ? <span className="sb-leads__dot" aria-label="Unread" role="img" /> : null}
          <span className="sb-leads__source">{source}</span>
          {lead.post.author ? <span className="sb-leads__author">{lead.post.author}</span> : null}
          <time dateTime={lead.published_at} title={absoluteTime(lead.published_at)}>
            {relativeTime(lead.published_at)}
          </time>
        </div>
        <Link to={props.openHref} tabIndex={-1} className="sb-leads__title">
          <Highlight text={title} terms={terms} />
        </Link>
        <p className="sb-leads__snippet">
          <Highlight text={lead.post.body.slice(0, 240)} terms={terms} />
        </p>
        {imported ? <p className="sb-leads__imported">{imported}</p> : null}
        {signals.length && !imported ? <SignalChips names={signals} /> : null}
      </div>
      {smartColumns.map((column) => (
        <div key={column.id} role="gridcell" className="sb-leads__cell sb-leads__cell--smart">
          {smartValueText(lead, column)}
        </div>
      ))}
      <div
        role="gridcell"
        className={cx('sb-leads__cell sb-leads__cell--score', withMenu && 'sb-leads__cell--with-menu')}
      >
        <span className="sb-leads__score" aria-label={`Score ${lead.score}`}>
          {lead.score}
        </span>
        {withMenu ? crmButton('narrow') : null}
      </div>
      <div role="gridcell" className="sb-leads__cell sb-leads__cell--status">
        <RowOwner
          lead={lead}
          title={title}
          people={props.people}
          onOwner={props.onOwner}
          askingOwner={props.askingOwner}
        />
        <select
          tabIndex={-1}
          className="sb-leads__status"
          aria-label={`Status of “${title}”`}
          value={lead.status_config_id ?? ''}
          onChange={(event) => props.onStatus(lead, event.target.value)}
        >
          {lead.status_config_id === null ? <option value="">No status</option> : null}
          {statuses.map((status) => (
            <option key={status.id} value={status.id}>
              {status.name}
            </option>
          ))}
        </select>
      </div>
      <div role="gridcell" className="sb-leads__cell sb-leads__cell--read">
        {withMenu ? (
          <div className="sb-leads__tools">
            <RowVerdict {...props} title={title} />
            {crmButton('wide')}
          </div>
        ) : (
          <RowVerdict {...props} title={title} />
        )}
        <button
          type="button"
          tabIndex={-1}
          className="sb-leads__read"
          aria-label={`${lead.read ? 'Mark unread' : 'Mark read'}: “${title}”`}
          onClick={() => props.onToggleRead(lead)}
        >
          {lead.read ? 'Mark unread' : 'Mark read'}
        </button>
      </div>
    </div>
  );
}

/** Rows re-render only when their own props change: scrolling 10,000 rows must stay cheap. */
export const LeadRow = memo(LeadRowView);
