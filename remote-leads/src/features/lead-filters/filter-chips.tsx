// The active filters as removable chips, with "Clear all". Names come from the project's lists; an id
// not (yet) in them is shown as "Unknown".
import type {
  LeadDataSource,
  IntentSignal,
  ProjectPerson,
  SmartColumn,
  StatusConfig,
} from '@signalboard/shared/api';
import { Button, IconClose } from '@signalboard/shared/ui';
import { ownerName } from '../../components/owner-name';
import {
  countActiveFilters,
  defaultFilter,
  ownerFilterLabels,
  verdictFilterLabels,
  type LeadFilter,
} from './lead-filter';
import { operatorLabels } from './smart-filter-form';

export interface FilterNames {
  statuses?: StatusConfig[];
  sources?: LeadDataSource[];
  signals?: IntentSignal[];
  columns?: SmartColumn[];
  people?: ProjectPerson[];
}

export interface FilterChip {
  key: string;
  label: string;
  remove: (filter: LeadFilter) => LeadFilter;
}

const nameOf = (list: { id: string; name: string }[] | undefined, id: string) =>
  list?.find((item) => item.id.toLowerCase() === id)?.name ?? 'Unknown';

const dateLabel = (bound: string) => (bound.length === 10 ? bound : new Date(bound).toLocaleString());

export function filterChips(filter: LeadFilter, names: FilterNames): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filter.status !== 'all')
    chips.push({
      key: 'status',
      label: `Status: ${nameOf(names.statuses, filter.status)}`,
      remove: (f) => ({ ...f, status: 'all' }),
    });
  for (const source of filter.sources)
    chips.push({
      key: `source-${source}`,
      label: `Source: ${names.sources?.find((s) => s.platform === source)?.name ?? source}`,
      remove: (f) => ({ ...f, sources: f.sources.filter((value) => value !== source) }),
    });
  for (const signal of filter.signals)
    chips.push({
      key: `signal-${signal}`,
      label: `Signal: ${nameOf(names.signals, signal)}`,
      remove: (f) => ({ ...f, signals: f.signals.filter((value) => value !== signal) }),
    });
  filter.smart.forEach((condition, index) => {
    const value =
      condition.boolValue !== undefined
        ? ` ${condition.boolValue ? 'Yes' : 'No'}`
        : condition.textValue !== undefined
          ? ` “${condition.textValue}”`
          : '';
    chips.push({
      key: `smart-${index}`,
      label: `${nameOf(names.columns, condition.columnId)} ${operatorLabels[condition.operator]}${value}`,
      remove: (f) => ({ ...f, smart: f.smart.filter((_, i) => i !== index) }),
    });
  });
  if (filter.read !== null)
    chips.push({
      key: 'read',
      label: filter.read ? 'Read' : 'Unread',
      remove: (f) => ({ ...f, read: null }),
    });
  if (filter.verdict !== null)
    chips.push({
      key: 'verdict',
      label: verdictFilterLabels[filter.verdict],
      remove: (f) => ({ ...f, verdict: null }),
    });
  if (filter.assignee !== null) {
    const owner = filter.assignee;
    const fixed = owner === 'me' || owner === 'none' ? ownerFilterLabels[owner as 'me' | 'none'] : null;
    chips.push({
      key: 'assignee',
      label: fixed ?? `Owner: ${ownerName(owner, names.people) ?? '…'}`,
      remove: (f) => ({ ...f, assignee: null }),
    });
  }
  if (filter.starred !== null)
    chips.push({
      key: 'starred',
      label: filter.starred ? 'Starred' : 'Not starred',
      remove: (f) => ({ ...f, starred: null }),
    });
  if (filter.search.trim())
    chips.push({
      key: 'search',
      label: `Search: ${filter.search.trim()}`,
      remove: (f) => ({ ...f, search: '' }),
    });
  if (filter.dateFrom)
    chips.push({
      key: 'from',
      label: `From ${dateLabel(filter.dateFrom)}`,
      remove: (f) => ({ ...f, dateFrom: null }),
    });
  if (filter.dateTo)
    chips.push({
      key: 'to',
      label: `To ${dateLabel(filter.dateTo)}`,
      remove: (f) => ({ ...f, dateTo: null }),
    });
  return chips;
}

export interface FilterChipsProps {
  filter: LeadFilter;
  names: FilterNames;
  onChange: (update: (filter: LeadFilter) => LeadFilter) => void;
}

export function FilterChips({ filter, names, onChange }: FilterChipsProps) {
  const chips = filterChips(filter, names);
  const count = countActiveFilters(filter);
  return (
    <div className={count === 0 ? 'sb-lead-filters__active--none' : 'sb-lead-filters__active'}>
      {/* Announced politely as filters come and go; "No filters" is said, not shown (nothing to show). */}
      <p className={count === 0 ? 'sb-visually-hidden' : 'sb-lead-filters__count'} aria-live="polite">
        {count === 0 ? 'No filters' : count === 1 ? '1 filter' : `${count} filters`}
      </p>
      {chips.length > 0 ? (
        <ul className="sb-lead-filters__chips" aria-label="Active filters">
          {chips.map((chip) => (
            <li key={chip.key} className="sb-lead-filters__chip">
              <span>{chip.label}</span>
              <button
                type="button"
                className="sb-lead-filters__chip-remove"
                aria-label={`Remove filter ${chip.label}`}
                onClick={() => onChange(chip.remove)}
              >
                <IconClose size={12} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {count > 0 ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onChange((f) => ({ ...defaultFilter, sortBy: f.sortBy, sortOrder: f.sortOrder }))}
        >
          Clear all
        </Button>
      ) : null}
    </div>
  );
}
