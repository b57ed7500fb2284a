// The list's side of "Good lead" / "Not a lead": the row buttons, the keys g and n, the bulk bar's
// buttons, the reason menu (one for the list, fixed at the row's or the bar's button, since rows clip
// what overflows them), and focus: when a lead leaves the list it is shown in (hidden, restored, or no
// longer good under "Good leads"), the next row becomes the active one and the list keeps focus.
import {
  shownUnder,
  type Lead,
  type LeadActionTarget,
  type LeadListQuery,
  type VerdictChange,
} from '@signalboard/shared/api';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ReasonMenu } from '../../components/reason-menu';
import { useGiveVerdict } from '../../components/use-verdict';
import { leadTitle } from '../../components/lead-title';

interface Asking {
  target: LeadActionTarget;
  /** The lead, when the menu is for one row (its verdict is what Undo gives back). */
  lead: Lead | null;
  anchor: HTMLElement | null;
  about: string;
}

export interface RowVerdictsInput {
  projectId: string;
  /** The newest list state (the grid's ref): ids in order, the loaded leads, the list's query. */
  latest: RefObject<{ order: string[]; leads: Lead[]; query: LeadListQuery }>;
  gridRef: RefObject<HTMLElement | null>;
  setActiveId: (id: string | null) => void;
  /** The selection's target, or the given lead's when nothing is selected. */
  targetOf: (fallbackId: string | null) => LeadActionTarget | null;
  clearSelection: () => void;
}

export function useRowVerdicts(input: RowVerdictsInput) {
  const give = useGiveVerdict(input.projectId);
  const [asking, setAsking] = useState<Asking | null>(null);
  const inputRef = useRef(input);
  useEffect(() => {
    inputRef.current = input;
  });

  /** Gives the verdict; leads leaving this list hand the active row to the next one still in it. */
  const apply = useCallback(
    (target: LeadActionTarget, change: VerdictChange, lead: Lead | null) => {
      const { latest, gridRef, setActiveId, clearSelection } = inputRef.current;
      const { order, query } = latest.current;
      const leaving = !shownUnder(query.verdict, change.verdict);
      if (leaving) {
        const gone = new Set(target.ids);
        const last = Math.max(...target.ids.map((id) => order.indexOf(id)));
        const next =
          order.slice(last + 1).find((id) => !gone.has(id)) ??
          [...order.slice(0, Math.max(0, last))].reverse().find((id) => !gone.has(id)) ??
          null;
        setActiveId(next);
        gridRef.current?.focus({ preventScroll: true });
      }
      if (target.filter || target.ids.length > 1) clearSelection();
      const previous: VerdictChange | undefined = lead
        ? { verdict: lead.verdict, reason: lead.verdict_reason, reason_note: lead.verdict_note }
        : undefined;
      give(target, change, { previous });
    },
    [give],
  );

  const ask = useCallback((target: LeadActionTarget, lead: Lead | null, anchor: HTMLElement | null) => {
    const count = target.filter
      ? 'the selected leads'
      : target.ids.length === 1 && lead
        ? `“${leadTitle(lead.post)}”`
        : `${target.ids.length} leads`;
    setAsking({ target, lead, anchor, about: count });
  }, []);

  const onGood = useCallback(
    (lead: Lead) => apply({ ids: [lead.id] }, { verdict: lead.verdict === 'good' ? null : 'good' }, lead),
    [apply],
  );
  const onNotLead = useCallback(
    (lead: Lead, anchor: HTMLElement) => {
      inputRef.current.setActiveId(lead.id);
      ask({ ids: [lead.id] }, lead, anchor);
    },
    [ask],
  );
  const onRestore = useCallback((lead: Lead) => apply({ ids: [lead.id] }, { verdict: null }, lead), [apply]);

  /** The keys: g (good, or undo good) and n (not a lead; restore a hidden one) on the selection or the active row. */
  const runKey = (key: 'good' | 'notLead', active: Lead | null): boolean => {
    const { targetOf, gridRef } = inputRef.current;
    const target = targetOf(active?.id ?? null);
    if (!target) return false;
    const single = !target.filter && target.ids.length === 1 && active?.id === target.ids[0] ? active : null;
    if (key === 'good') {
      apply(target, { verdict: single?.verdict === 'good' ? null : 'good' }, single);
      return true;
    }
    if (single?.verdict === 'not_lead') {
      apply(target, { verdict: null }, single);
      return true;
    }
    const row = single ? document.getElementById(`lead-row-${single.id}`) : null;
    ask(
      target,
      single,
      row?.querySelector<HTMLElement>('.sb-verdict-row__button--not') ?? row ?? gridRef.current,
    );
    return true;
  };

  const close = () => {
    setAsking(null);
    inputRef.current.gridRef.current?.focus({ preventScroll: true });
  };

  const menu: ReactNode = asking ? (
    <ReasonMenu
      about={asking.about}
      anchor={asking.anchor}
      onClose={close}
      onChoose={(reason, note) => {
        setAsking(null);
        apply(asking.target, { verdict: 'not_lead', reason, reason_note: note }, asking.lead);
        inputRef.current.gridRef.current?.focus({ preventScroll: true });
      }}
    />
  ) : null;

  return {
    onGood,
    onNotLead,
    onRestore,
    runKey,
    /** The bulk bar's "Not a lead…" (asks the reason for the selection). */
    askForSelection: (anchor: HTMLElement) => {
      const target = inputRef.current.targetOf(null);
      if (target) ask(target, null, anchor);
    },
    /** The bulk bar's "Good lead" and "Restore". */
    giveSelection: (change: VerdictChange) => {
      const target = inputRef.current.targetOf(null);
      if (target) apply(target, change, null);
    },
    askingId: asking && asking.lead ? asking.lead.id : null,
    menu,
  };
}
