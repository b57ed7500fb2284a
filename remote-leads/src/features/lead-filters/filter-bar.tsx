// The lead list's filter bar: search, status, sources, signals, smart columns, read, starred, dates,
// sort; the active filters as chips; saved views. Every change goes to the URL (useLeadFilter).
import { useId } from 'react';
import {
  useIntentSignals,
  useLeadsDataSources,
  useSmartColumns,
  useStatusConfigs,
} from '@signalboard/shared/api';
import { ChoiceList } from './choice-list';
import { DateRange } from './date-range';
import { FilterChips } from './filter-chips';
import { FilterPopover } from './filter-popover';
import { SavedViews } from './saved-views';
import { SearchBox } from './search-box';
import { SmartFilterForm } from './smart-filter-form';
import { useLeadFilter } from './use-lead-filter';
import './lead-filters.css';

const triState = (value: boolean | null) => (value === null ? 'any' : String(value));
const fromTriState = (value: string) => (value === 'any' ? null : value === 'true');

export function LeadFilterBar({ projectId }: { projectId: string }) {
  const id = useId();
  const leadFilter = useLeadFilter();
  const { filter, setFilter } = leadFilter;
  const statuses = useStatusConfigs(projectId).data;
  const sources = useLeadsDataSources(projectId).data;
  const signals = useIntentSignals(projectId).data;
  const columns = useSmartColumns(projectId).data;

  return (
    <section className="sb-lead-filters" aria-label="Filters">
      <div className="sb-lead-filters__row">
        <SearchBox filter={filter} setFilter={setFilter} />

        <div className="sb-lead-filters__field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={filter.status}
            onChange={(event) => setFilter({ status: event.target.value })}
          >
            <option value="all">All statuses</option>
            {statuses?.map((status) => (
              <option key={status.id} value={status.id.toLowerCase()}>
                {status.name} ({status.lead_count})
              </option>
            ))}
          </select>
        </div>

        <FilterPopover label="Data sources" count={filter.sources.length}>
          <ChoiceList
            legend="Data sources"
            empty="No data sources yet."
            choices={(sources ?? []).map((source) => ({
              value: source.platform,
              label: source.name,
              hint: `${source.lead_count.toLocaleString()} leads`,
            }))}
            selected={filter.sources}
            onChange={(selected) => setFilter({ sources: selected })}
          />
        </FilterPopover>

        <FilterPopover label="Intent signals" count={filter.signals.length}>
          <ChoiceList
            legend="Intent signals"
            empty="No intent signals yet."
            choices={(signals ?? []).map((signal) => ({
              value: signal.id.toLowerCase(),
              label: signal.name,
            }))}
            selected={filter.signals}
            onChange={(selected) => setFilter({ signals: selected })}
          />
        </FilterPopover>

        <FilterPopover label="Smart columns" count={filter.smart.length}>
          <SmartFilterForm
            columns={columns ?? []}
            onAdd={(condition) =>
              setFilter((f) => ({
                ...f,
                // The same condition twice narrows nothing more.
                smart: f.smart.some((c) => JSON.stringify(c) === JSON.stringify(condition))
                  ? f.smart
                  : [...f.smart, condition],
              }))
            }
          />
        </FilterPopover>

        <div className="sb-lead-filters__field">
          <label htmlFor={`${id}-read`}>Read state</label>
          <select
            id={`${id}-read`}
            value={triState(filter.read)}
            onChange={(event) => setFilter({ read: fromTriState(event.target.value) })}
          >
            <option value="any">Read and unread</option>
            <option value="false">Unread</option>
            <option value="true">Read</option>
          </select>
        </div>

        <div className="sb-lead-filters__field">
          <label htmlFor={`${id}-starred`}>Starred</label>
          <select
            id={`${id}-starred`}
            value={triState(filter.starred)}
            onChange={(event) => setFilter({ starred: fromTriState(event.target.value) })}
          >
            <option value="any">Starred or not</option>
            <option value="true">Starred</option>
            <option value="false">Not starred</option>
          </select>
        </div>

        <FilterPopover label="Date" count={(filter.dateFrom ? 1 : 0) + (filter.dateTo ? 1 : 0)}>
          <DateRange filter={filter} setFilter={setFilter} />
        </FilterPopover>

        <div className="sb-lead-filters__field">
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select
            id={`${id}-sort`}
            value={filter.sortBy}
            onChange={(event) => setFilter({ sortBy: event.target.value === 'score' ? 'score' : 'date' })}
          >
            <option value="date">Date</option>
            <option value="score">Score</option>
          </select>
        </div>

        <div className="sb-lead-filters__field">
          <label htmlFor={`${id}-order`}>Order</label>
          <select
            id={`${id}-order`}
            value={filter.sortOrder}
            onChange={(event) => setFilter({ sortOrder: event.target.value === 'asc' ? 'asc' : 'desc' })}
          >
            <option value="desc">{filter.sortBy === 'score' ? 'Highest first' : 'Newest first'}</option>
            <option value="asc">{filter.sortBy === 'score' ? 'Lowest first' : 'Oldest first'}</option>
          </select>
        </div>

        <SavedViews projectId={projectId} {...leadFilter} />
      </div>

      <FilterChips
        filter={filter}
        names={{ statuses, sources, signals, columns }}
        onChange={(update) => setFilter(update)}
      />
    </section>
  );
}
