// What the filter refers to (the project's statuses, data sources, intent signals and smart columns), and
// the check that drops filter values naming none of them: a bookmarked link to a deleted status or
// column shows the rest of its filter, never an error.
import { useMemo } from 'react';
import {
  useIntentSignals,
  useLeadsDataSources,
  useSmartColumns,
  useStatusConfigs,
  type SmartColumn,
} from '@signalboard/shared/api';
import type { LeadFilter } from './lead-filter';

/** What is known so far; undefined while that list has not arrived (its values are kept meanwhile). */
export interface FilterLookups {
  statusIds?: ReadonlySet<string>;
  platforms?: ReadonlySet<string>;
  signalIds?: ReadonlySet<string>;
  columnKinds?: ReadonlyMap<string, SmartColumn['kind']>;
}

export function useFilterLookups(projectId: string | undefined): FilterLookups {
  const statuses = useStatusConfigs(projectId).data;
  const sources = useLeadsDataSources(projectId).data;
  const signals = useIntentSignals(projectId).data;
  const columns = useSmartColumns(projectId).data;
  // Memoised per list so the filter built from them stays the same object between renders.
  const statusIds = useMemo(() => statuses && new Set(statuses.map((s) => s.id.toLowerCase())), [statuses]);
  const platforms = useMemo(() => sources && new Set(sources.map((s) => s.platform)), [sources]);
  const signalIds = useMemo(() => signals && new Set(signals.map((s) => s.id.toLowerCase())), [signals]);
  const columnKinds = useMemo(
    () => columns && new Map(columns.map((column) => [column.id.toLowerCase(), column.kind])),
    [columns],
  );
  return useMemo(
    () => ({ statusIds, platforms, signalIds, columnKinds }),
    [statusIds, platforms, signalIds, columnKinds],
  );
}

/** The filter without values the project does not have (the same object when nothing is dropped). */
export function dropUnknownValues(filter: LeadFilter, lookups: FilterLookups): LeadFilter {
  const { statusIds, platforms, signalIds, columnKinds } = lookups;
  const status =
    statusIds && filter.status !== 'all' && !statusIds.has(filter.status) ? 'all' : filter.status;
  const sources = platforms ? filter.sources.filter((source) => platforms.has(source)) : filter.sources;
  const signals = signalIds ? filter.signals.filter((id) => signalIds.has(id)) : filter.signals;
  const smart = columnKinds
    ? filter.smart.filter((condition) => {
        const kind = columnKinds.get(condition.columnId);
        if (!kind) return false;
        // A yes/no condition on a text column (or the reverse) is a 422 from the API.
        return kind === 'boolean' ? condition.textValue === undefined : condition.boolValue === undefined;
      })
    : filter.smart;
  const same =
    status === filter.status &&
    sources.length === filter.sources.length &&
    signals.length === filter.signals.length &&
    smart.length === filter.smart.length;
  return same ? filter : { ...filter, status, sources, signals, smart };
}
