// Giving leads a verdict from anywhere (a row, the bulk bar, the drawer, the lead page): the optimistic
// call of @signalboard/shared/api, and, for "Not a lead", a toast that names the reason and offers Undo
// (which gives the leads back the verdict they had). Restoring says so too.
import {
  notLeadReasonLabel,
  useLeadVerdict,
  type LeadActionTarget,
  type NotLeadReason,
  type VerdictChange,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { useCallback } from 'react';
import { leadsWord, notifyWithUndo } from './undo-toast';

export interface GiveVerdictOptions {
  /** The verdict the leads had, for Undo (one lead: its own; several: none, so Undo clears). */
  previous?: VerdictChange;
}

/** Runs the change; `then` runs once it has succeeded (a failure is told by the mutation itself). */
const settle = (change: Promise<unknown>, then: (result: unknown) => void) =>
  void change.then(then, () => {});

export function useGiveVerdict(projectId: string) {
  // The promise, not mutate's per-call callbacks: those are dropped when the component that asked is gone
  // by the time the answer comes (the drawer's controls remount while the whole lead loads again), and the
  // toast with Undo never came.
  const { mutateAsync } = useLeadVerdict(projectId);

  return useCallback(
    (target: LeadActionTarget, change: VerdictChange, options: GiveVerdictOptions = {}) => {
      const undo = () =>
        settle(
          mutateAsync({ target: { ids: target.ids }, change: options.previous ?? { verdict: null } }),
          () => notify.success('Undone'),
        );
      settle(mutateAsync({ target, change }), (result) => {
        const count =
          target.filter && typeof result === 'object' && result !== null && 'updated' in result
            ? Number((result as { updated: number }).updated)
            : target.ids.length;
        if (change.verdict === null) {
          notify.success(`${leadsWord(count)} restored`);
          return;
        }
        if (change.verdict !== 'not_lead' || target.filter) return;
        const reason = notLeadReasonLabel((change.reason ?? 'no_buying_intent') as NotLeadReason);
        notifyWithUndo(count === 1 ? `Not a lead: ${reason}` : `${leadsWord(count)} hidden: ${reason}`, undo);
      });
    },
    [mutateAsync],
  );
}
