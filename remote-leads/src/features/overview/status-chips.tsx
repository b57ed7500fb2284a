// The project's leads per status, in the statuses' order; a chip filters the list by its status.
import type { LeadOverview, StatusConfig } from '@signalboard/shared/api';

export interface StatusChipsProps {
  counts: LeadOverview['by_status'];
  statuses: readonly StatusConfig[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function StatusChips({ counts, statuses, selectedId, onSelect }: StatusChipsProps) {
  const countOf = new Map(counts.map((item) => [item.status_config_id, item.count]));
  const none = countOf.get(null) ?? 0;
  return (
    <ul className="overview-legend" aria-label="Leads by status">
      {statuses.map((status) => {
        const count = countOf.get(status.id) ?? 0;
        return (
          <li key={status.id}>
            <button
              type="button"
              className="overview-chip"
              aria-pressed={selectedId === status.id}
              onClick={() => onSelect(status.id)}
            >
              <span
                className="overview-swatch overview-swatch--round"
                style={{ background: status.color }}
                aria-hidden="true"
              />
              {/* Named by its text plus hidden words, not an aria-label (see signal-legend.tsx). */}
              <span className="overview-legend__name">{status.name}</span>
              <span className="sb-visually-hidden">:</span>{' '}
              <span className="overview-count">{count.toLocaleString('en')}</span>{' '}
              <span className="sb-visually-hidden">leads. Show only this status</span>
            </button>
          </li>
        );
      })}
      {none > 0 ? (
        <li>
          <span className="overview-chip overview-chip--static">
            <span className="overview-legend__name">No status</span>
            <span className="overview-count">{none.toLocaleString('en')}</span>
          </span>
        </li>
      ) : null}
    </ul>
  );
}
