// The list itself: a virtualized grid of the filtered leads (one row height per list width, the next
// page fetched as the end nears), one Tab stop with an active row moved by keys, selection with the
// bulk bar, and the row and bulk actions over the optimistic hooks of lead-actions (and sending leads to
// the project's CRMs).
import {
  allLeadsFromPages,
  useLeadList,
  useMarkLeads,
  useSmartColumns,
  useStarLead,
  useStatusConfigs,
  useUpdateLeadStatus,
  type Lead,
  type LeadActionTarget,
  type SmartColumn,
  type StatusConfig,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Button } from '@signalboard/shared/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { useLocation, useNavigate } from '@signalboard/shared/router';
import { leadPageHref, openLeadHref } from '../lead-detail/lead-links';
import { searchedTerms } from '../../components/highlight';
import { useLeadThreshold } from '../../components/imported-note';
import { leadsWord, notifyWithUndo } from '../../components/undo-toast';
import { filterToQuery } from '../lead-filters/filter-url';
import { countActiveFilters } from '../lead-filters/lead-filter';
import { useLeadFilter } from '../lead-filters/use-lead-filter';
import { BulkBar } from './bulk-bar';
import { DeleteConfirm } from './delete-confirm';
import { leadGridMinWidth, leadGridTemplate } from './grid-template';
import { LeadRow } from './lead-row';
import { useLeadRowHeight } from './lead-row-height';
import { ListError, ListSkeleton, NoMatches, StillCollecting, useFirstLoadFailure } from './list-states';
import {
  emptySelection,
  isEmptySelection,
  selectAllLoaded,
  selectAllMatching,
  selectRange,
  selectedCount,
  toggleLead,
  usePruneSelection,
  useSelection,
} from './selection';
import { ShortcutSheet } from './shortcut-sheet';
import { useHeadHeight } from './use-head-height';
import { LEAD_GRID_ID } from './skip-to-list';
import { listKeyDownHandler, usePageShortcuts, type ListCommand } from './use-list-keyboard';
import { useRowCrm } from './use-row-crm';
import { useRowOwners } from './use-row-owners';
import { useRowVerdicts } from './use-row-verdicts';

/** Leads per request after the first: large pages keep 10,000 rows to 50 requests. */
export const LEAD_PAGE_SIZE = 200;
/**
 * The first request's leads: a screen shows 7 to 25 rows, and the answer a user waits for costs the
 * server a quarter of a full page (issue 25: the list under a team's load).
 */
export const LEAD_FIRST_PAGE_SIZE = 50;
/**
 * Fetch the next page when the last rendered row is this close to the end of what is loaded: under
 * the first page's size less a tall screen's rows, so opening the list asks for one page only.
 */
const PREFETCH_ROWS = 20;
const SEARCH_INPUT_ID = 'lead-filter-search';

const rowDomId = (id: string) => `lead-row-${id}`;
// One empty list each while they load, so the rows' props stay the same from one render to the next.
const noStatuses: StatusConfig[] = [];
const noSmartColumns: SmartColumn[] = [];
const formatCount = (n: number, capped: boolean) => `${n.toLocaleString('en-US')}${capped ? '+' : ''}`;

export function LeadGrid({ projectId }: { projectId: string }) {
  const { filter, clear } = useLeadFilter();
  const query = useMemo(() => filterToQuery(filter), [filter]);
  const filterKey = useMemo(() => JSON.stringify(query), [query]);
  // One array for every row while the search stays the same, so rows keep their memo.
  const searched = useMemo(() => searchedTerms(filter.search), [filter.search]);
  const list = useLeadList(projectId, query, LEAD_PAGE_SIZE, LEAD_FIRST_PAGE_SIZE);
  const failure = useFirstLoadFailure(projectId, query, list);
  const leads = useMemo(() => allLeadsFromPages(list.data), [list.data]);
  const order = useMemo(() => leads.map((lead) => lead.id), [leads]);
  const indexOf = useMemo(() => new Map(order.map((id, i) => [id, i])), [order]);
  const statuses = useStatusConfigs(projectId).data ?? noStatuses;
  const smartColumns = useSmartColumns(projectId).data ?? noSmartColumns;
  const threshold = useLeadThreshold(projectId);
  const firstPage = list.data?.pages[0];
  const total = firstPage?.total ?? 0;
  const capped = firstPage?.total_capped ?? false;

  const [selection, setSelection] = useSelection(filterKey);
  usePruneSelection(order, setSelection);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<LeadActionTarget | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);

  const star = useStarLead(projectId).mutate;
  const markRead = useMarkLeads(projectId, 'read').mutate;
  const markUnread = useMarkLeads(projectId, 'unread').mutate;
  const markDeleted = useMarkLeads(projectId, 'deleted').mutate;
  const markRestored = useMarkLeads(projectId, 'restored').mutate;
  const setStatus = useUpdateLeadStatus(projectId).mutate;

  const location = useLocation();
  const navigate = useNavigate();
  const headRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  // The grid itself scrolls (one focusable element that scrolls, as keyboard users and axe expect),
  // with its header sticky on top: the rows start below the header, so their positions carry its height.
  const headHeight = useHeadHeight(headRef);
  // Taller rows where the list is narrow (two lines with 44px controls); one height per width, so still
  // nothing is measured per row.
  const { rowHeight, observe: observeGridWidth } = useLeadRowHeight();
  const gridElement = useCallback(
    (element: HTMLDivElement | null) => {
      gridRef.current = element;
      observeGridWidth(element);
    },
    [observeGridWidth],
  );

  const virtualizer = useVirtualizer({
    count: leads.length,
    getScrollElement: () => gridRef.current,
    // The header takes the top of the scrolled content: the rows start after it.
    paddingStart: headHeight,
    estimateSize: () => rowHeight,
    overscan: 10,
    // Scroll updates render in React's normal batch rather than synchronously inside each scroll event:
    // a fast scroll then renders once per frame instead of once per event.
    useFlushSync: false,
    getItemKey: (index) => order[index] ?? index,
  });
  // The positions are computed from estimateSize: a new height (the list crossed its breakpoint)
  // recomputes them all.
  const positionedFor = useRef(rowHeight);
  useLayoutEffect(() => {
    if (positionedFor.current === rowHeight) return;
    positionedFor.current = rowHeight;
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastRendered >= leads.length - PREFETCH_ROWS)
      void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastRendered, leads.length]);

  // The handlers read the newest state through a ref, so the rows' props stay stable and a row
  // re-renders only when its own lead changes.
  const latest = useRef({ order, leads, indexOf, selection, statuses, query, rowHeight, total });
  latest.current = { order, leads, indexOf, selection, statuses, query, rowHeight, total };

  const targetOf = useCallback((fallbackId: string | null): LeadActionTarget | null => {
    const { selection: current, query: currentQuery } = latest.current;
    if (!isEmptySelection(current)) {
      const ids = [...current.ids];
      if (!current.allMatching) return { ids };
      const { limit: _limit, skip: _skip, ...filterOnly } = currentQuery;
      return { ids, filter: filterOnly };
    }
    return fallbackId ? { ids: [fallbackId] } : null;
  }, []);

  const onStar = useCallback((lead: Lead) => star({ id: lead.id, starred: !lead.starred }), [star]);
  const onToggleRead = useCallback(
    (lead: Lead) => (lead.read ? markUnread : markRead)({ ids: [lead.id] }),
    [markRead, markUnread],
  );
  const onStatus = useCallback(
    (lead: Lead, statusId: string) => setStatus({ statusId, target: { ids: [lead.id] } }),
    [setStatus],
  );
  const onToggleSelect = useCallback(
    (id: string, range: boolean) => {
      setActiveId(id);
      setSelection((current) =>
        range ? selectRange(current, latest.current.order, id) : toggleLead(current, id),
      );
    },
    [setSelection],
  );

  const confirmDelete = () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    markDeleted(target, {
      onSuccess: (result) => {
        const count = target.filter ? result.updated : target.ids.length;
        const title = `${leadsWord(count)} deleted`;
        if (target.filter) {
          notify.success(title, result.capped ? { description: 'Run it again for the rest.' } : undefined);
          return;
        }
        notifyWithUndo(title, () =>
          markRestored({ ids: target.ids }, { onSuccess: () => notify.success('Leads restored') }),
        );
      },
    });
    setSelection(emptySelection);
  };

  const verdicts = useRowVerdicts({
    projectId,
    latest,
    gridRef,
    setActiveId,
    targetOf,
    clearSelection: () => setSelection(emptySelection),
  });

  const owners = useRowOwners({
    projectId,
    gridRef,
    targetOf,
    clearSelection: () => setSelection(emptySelection),
  });

  const crm = useRowCrm({
    projectId,
    gridRef,
    targetOf,
    countOf: (target) =>
      target.filter ? Math.max(latest.current.total, target.ids.length) : target.ids.length,
    clearSelection: () => setSelection(emptySelection),
  });

  const moveTo = (index: number) => {
    const { order: ids, rowHeight: height } = latest.current;
    if (ids.length === 0) return;
    const next = Math.max(0, Math.min(ids.length - 1, index));
    setActiveId(ids[next]!);
    // Rows have one height (for the list's width), so where a row sits is known without rendering it.
    // Scrolled by hand rather than with the virtualizer's scrollToIndex, which left a row the header's
    // height short of the bottom edge: the row must clear the sticky header above and the scrollbar below.
    // Read from the page, not from this render: the keyboard handlers may hold an older closure.
    const grid = gridRef.current;
    if (!grid) return;
    const head = headRef.current?.offsetHeight ?? 0;
    const top = head + next * height;
    if (top - head < grid.scrollTop) grid.scrollTop = top - head;
    else if (top + height > grid.scrollTop + grid.clientHeight)
      grid.scrollTop = top + height - grid.clientHeight;
  };

  const run = (command: ListCommand): boolean => {
    const { leads: all, indexOf: index, statuses: statusList } = latest.current;
    const activeIndex = activeId === null ? -1 : (index.get(activeId) ?? -1);
    const active = activeIndex >= 0 ? all[activeIndex]! : null;
    switch (command.type) {
      case 'move':
        moveTo(activeIndex < 0 ? 0 : activeIndex + command.by);
        return true;
      case 'first':
        moveTo(0);
        return true;
      case 'last':
        moveTo(all.length - 1);
        return true;
      case 'search':
        document.getElementById(SEARCH_INPUT_ID)?.focus();
        return true;
      case 'help':
        setSheetOpen(true);
        return true;
      case 'escape':
        if (isEmptySelection(latest.current.selection)) return false;
        setSelection(emptySelection);
        return true;
      default:
        break;
    }
    if (command.type === 'delete') {
      const target = targetOf(active?.id ?? null);
      if (target) setDeleting(target);
      return target !== null;
    }
    if (command.type === 'good' || command.type === 'notLead') return verdicts.runKey(command.type, active);
    if (command.type === 'assign' || command.type === 'assignToMe')
      return owners.runKey(command.type, active);
    if (command.type === 'sendToCrm') return crm.runKey(active);
    if (command.type === 'status') {
      const status = statusList[command.position];
      const target = targetOf(active?.id ?? null);
      if (!status || !target) return false;
      setStatus({ statusId: status.id, target });
      return true;
    }
    if (!active) return false;
    if (command.type === 'open') void navigate({ search: openLeadHref(location.search, active.id) });
    else if (command.type === 'openPage') void navigate(leadPageHref(projectId, active.id, location.search));
    else if (command.type === 'star') onStar(active);
    else if (command.type === 'toggleRead') onToggleRead(active);
    else onToggleSelect(active.id, command.type === 'selectRange');
    return true;
  };

  usePageShortcuts(gridRef, run);

  if (failure && leads.length === 0) return <ListError {...failure} />;
  if (list.isPending) return <ListSkeleton />;
  if (leads.length === 0)
    return countActiveFilters(filter) === 0 ? (
      <StillCollecting projectId={projectId} />
    ) : (
      <NoMatches onClear={clear} />
    );

  const count = selectedCount(selection, total);
  const allLoadedSelected = selection.ids.size === leads.length;
  const moreMatch = capped || total > leads.length;
  const activeRendered = activeId !== null && rows.some((row) => order[row.index] === activeId);
  const gridStyle = {
    '--sb-leads-columns': leadGridTemplate(smartColumns.length),
    '--sb-leads-min-width': `${leadGridMinWidth(smartColumns.length)}px`,
  } as CSSProperties;

  return (
    <section className="sb-leads__list" aria-label="Lead list">
      <div className="sb-leads__bar">
        <p className="sb-leads__total">
          {`${formatCount(total, capped)} ${total === 1 && !capped ? 'lead' : 'leads'}`}
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="sb-leads__shortcuts-button"
          onClick={() => setSheetOpen(true)}
          aria-keyshortcuts="?"
        >
          Keyboard shortcuts
        </Button>
      </div>
      {!isEmptySelection(selection) ? (
        <BulkBar
          count={count}
          countLabel={formatCount(count, selection.allMatching && capped)}
          allMatching={selection.allMatching}
          offerAllMatching={allLoadedSelected && moreMatch && !selection.allMatching}
          totalLabel={formatCount(total, capped)}
          statuses={statuses}
          onSelectAllMatching={() => setSelection(selectAllMatching(order))}
          onRead={() => markRead(targetOf(null)!)}
          onUnread={() => markUnread(targetOf(null)!)}
          onStatus={(statusId) => setStatus({ statusId, target: targetOf(null)! })}
          hiddenList={filter.verdict === 'not_lead'}
          onGood={() => verdicts.giveSelection({ verdict: 'good' })}
          onNotLead={verdicts.askForSelection}
          onRestore={() => verdicts.giveSelection({ verdict: null })}
          onAssign={owners.askForSelection}
          crmTargets={crm.targets}
          onSendToCrm={crm.sendSelection}
          onDelete={() => setDeleting(targetOf(null))}
          onClear={() => setSelection(emptySelection)}
        />
      ) : null}
      <div
        ref={gridElement}
        id={LEAD_GRID_ID}
        role="grid"
        aria-label="Leads"
        aria-rowcount={capped ? -1 : total + 1}
        aria-multiselectable="true"
        aria-activedescendant={activeRendered ? rowDomId(activeId) : undefined}
        aria-keyshortcuts={
          crm.targets.length > 0 ? 'j k Enter s r x e g n a i c ?' : 'j k Enter s r x e g n a i ?'
        }
        tabIndex={0}
        className="sb-leads__grid"
        data-virtual-scroller=""
        style={gridStyle}
        onFocus={(event) => {
          if (event.target === event.currentTarget && activeId === null && order[0]) setActiveId(order[0]);
        }}
        onKeyDown={listKeyDownHandler(run)}
      >
        <div ref={headRef} role="rowgroup" className="sb-leads__head">
          <div role="row" aria-rowindex={1} className="sb-leads__row sb-leads__row--head">
            <div role="columnheader" className="sb-leads__cell sb-leads__cell--check">
              <label className="sb-leads__check-hit">
                <input
                  type="checkbox"
                  tabIndex={-1}
                  aria-label="Select all loaded leads"
                  checked={allLoadedSelected}
                  onChange={() => setSelection(allLoadedSelected ? emptySelection : selectAllLoaded(order))}
                />
              </label>
            </div>
            <div role="columnheader" className="sb-leads__cell sb-leads__cell--star">
              <span className="sb-visually-hidden">Star</span>
            </div>
            <div role="columnheader" className="sb-leads__cell sb-leads__cell--main">
              Lead
            </div>
            {smartColumns.map((column) => (
              <div
                key={column.id}
                role="columnheader"
                className="sb-leads__cell sb-leads__cell--smart"
                title={column.question}
              >
                {column.name}
              </div>
            ))}
            <div role="columnheader" className="sb-leads__cell sb-leads__cell--score">
              Score
            </div>
            <div role="columnheader" className="sb-leads__cell sb-leads__cell--status">
              <span className="sb-visually-hidden">Owner and</span> Status
            </div>
            <div role="columnheader" className="sb-leads__cell sb-leads__cell--read">
              <span className="sb-visually-hidden">
                {crm.targets.length > 0 ? 'Verdict, read and actions' : 'Verdict and read'}
              </span>
            </div>
          </div>
        </div>
        <div className="sb-leads__scroller">
          <div
            role="rowgroup"
            className="sb-leads__rows"
            style={{ height: virtualizer.getTotalSize() - headHeight }}
          >
            {rows.map((row) => {
              const lead = leads[row.index]!;
              return (
                <LeadRow
                  key={lead.id}
                  lead={lead}
                  rowIndex={row.index + 2}
                  domId={rowDomId(lead.id)}
                  active={lead.id === activeId}
                  selected={selection.ids.has(lead.id)}
                  statuses={statuses}
                  smartColumns={smartColumns}
                  searchedTerms={searched}
                  openHref={openLeadHref(location.search, lead.id)}
                  top={row.start - headHeight}
                  height={rowHeight}
                  onActivate={setActiveId}
                  onToggleSelect={onToggleSelect}
                  onStar={onStar}
                  onToggleRead={onToggleRead}
                  onStatus={onStatus}
                  onGood={verdicts.onGood}
                  onNotLead={verdicts.onNotLead}
                  onRestore={verdicts.onRestore}
                  askingReason={verdicts.askingId === lead.id}
                  threshold={threshold}
                  people={owners.people}
                  onOwner={owners.onOwner}
                  askingOwner={owners.askingId === lead.id}
                  crmTargets={crm.targets}
                  onCrmMenu={crm.onCrmMenu}
                  askingCrm={crm.askingId === lead.id}
                />
              );
            })}
          </div>
        </div>
      </div>
      <p className="sb-leads__more" role="status" aria-live="polite">
        {isFetchingNextPage ? 'Loading more leads…' : ''}
        {list.isError && leads.length > 0 ? (
          <>
            Could not load more leads.{' '}
            <Button variant="ghost" size="sm" onClick={() => void fetchNextPage()}>
              Try again
            </Button>
          </>
        ) : null}
      </p>
      <DeleteConfirm
        count={
          deleting ? (deleting.filter ? Math.max(total, deleting.ids.length) : deleting.ids.length) : null
        }
        allMatching={Boolean(deleting?.filter)}
        capped={Boolean(deleting?.filter) && capped}
        onConfirm={confirmDelete}
        onCancel={() => {
          setDeleting(null);
          gridRef.current?.focus();
        }}
      />
      {verdicts.menu}
      {owners.menu}
      {crm.menu}
      <ShortcutSheet open={sheetOpen} onClose={() => setSheetOpen(false)} />
    </section>
  );
}
