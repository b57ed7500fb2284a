// The lead list's filter bar: search, status, owner, sources, signals, smart columns, read, starred,
// dates, sort; the active filters as chips; saved views. Every change goes to the URL (useLeadFilter).
// Wide, it is two aligned rows: the search with the sort and saved views, then the filters. Narrow (a
// phone), it is the search and a "Filters" button, with the count of active filters, that opens the
// rest in a sheet under it.
import { useId, useRef, useState } from 'react';
import {
  useIntentSignals,
  useLeadsDataSources,
  useProjectPeople,
  useSmartColumns,
  useStatusConfigs,
} from '@signalboard/shared/api';
import { ChoiceList } from './choice-list';
import { DateRange } from './date-range';
import { FilterChips } from './filter-chips';
import { FilterPopover } from './filter-popover';
import { OwnerSelect } from './owner-select';
import { countActiveFilters, verdictFilterLabels } from './lead-filter';
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
  const people = useProjectPeople(projectId).data;
  const [sheetOpen, setSheetOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // The search box stays in sight beside the button: the count is of the filters the sheet holds.
  const inSheet = countActiveFilters({ ...filter, search: '' });

  return (
    <section className="sb-lead-filters" aria-label="Filters">
      <div className="sb-lead-filters__layout">
        <SearchBox filter={filter} setFilter={setFilter} />

        <button
          ref={toggle}
          type="button"
          className="sb-lead-filters__trigger sb-lead-filters__toggle"
          aria-expanded={sheetOpen}
          aria-controls={`${id}-sheet`}
          onClick={() => setSheetOpen((open) => !open)}
        >
          {/* One inline run, so the spaces stay in the accessible name ("Filters 2 active"). */}
          <span>
            Filters
            {inSheet > 0 ? (
              <>
                {' '}
                <span className="sb-lead-filters__badge">{inSheet}</span>{' '}
                <span className="sb-visually-hidden">active</span>
              </>
            ) : null}
          </span>
        </button>

        <div
          id={`${id}-sheet`}
          className="sb-lead-filters__sheet"
          data-open={sheetOpen || undefined}
          onKeyDown={(event) => {
            // A panel open inside the sheet has taken its own Escape already (FilterPopover stops it).
            if (event.key !== 'Escape' || !sheetOpen) return;
            event.stopPropagation();
            setSheetOpen(false);
            toggle.current?.focus();
          }}
        >
          <div className="sb-lead-filters__controls">
            <div className="sb-lead-filters__field">
              <label htmlFor={`${id}-status`} className="sb-lead-filters__label">
                Status
              </label>
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

            <OwnerSelect
              id={`${id}-owner`}
              value={filter.assignee}
              people={people}
              onChange={(assignee) => setFilter({ assignee })}
            />

            <FilterPopover label="Data sources" count={filter.sources.length}>
              <ChoiceList
                legend="Data sources"
                empty="No data sources yet."
                choices={(sources ?? []).map((source) => ({
                  value: source.platform,
                  label: source.name,
                  hint:
                    source.lead_count === 1 ? '1 lead' : `${source.lead_count.toLocaleString('en')} leads`,
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
              <label htmlFor={`${id}-read`} className="sb-lead-filters__label">
                Read state
              </label>
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
              <label htmlFor={`${id}-starred`} className="sb-lead-filters__label">
                Starred
              </label>
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

            <div className="sb-lead-filters__field">
              <label htmlFor={`${id}-verdict`} className="sb-lead-filters__label">
                Triage
              </label>
              <select
                id={`${id}-verdict`}
                value={filter.verdict ?? 'shown'}
                onChange={(event) => {
                  const value = event.target.value;
                  setFilter({ verdict: value === 'good' || value === 'not_lead' ? value : null });
                }}
              >
                <option value="shown">{verdictFilterLabels.shown}</option>
                <option value="good">{verdictFilterLabels.good}</option>
                <option value="not_lead">{verdictFilterLabels.not_lead}</option>
              </select>
            </div>

            <FilterPopover label="Date" count={(filter.dateFrom ? 1 : 0) + (filter.dateTo ? 1 : 0)}>
              <DateRange filter={filter} setFilter={setFilter} />
            </FilterPopover>
          </div>

          <div className="sb-lead-filters__sorting">
            <div className="sb-lead-filters__field sb-lead-filters__field--inline">
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
              <label htmlFor={`${id}-order`} className="sb-visually-hidden">
                Order
              </label>
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

          <div className="sb-lead-filters__sheet-foot">
            <button
              type="button"
              className="sb-lead-filters__trigger sb-lead-filters__done"
              onClick={() => {
                setSheetOpen(false);
                toggle.current?.focus();
              }}
            >
              Done
            </button>
          </div>
        </div>
      </div>

      <FilterChips
        filter={filter}
        names={{ statuses, sources, signals, columns, people }}
        onChange={(update) => setFilter(update)}
      />
    </section>
  );
}
