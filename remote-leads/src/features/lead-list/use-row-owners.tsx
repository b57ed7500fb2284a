// The list's side of lead owners: the row's owner button, the keys a (choose the owner of the selection
// or the active row) and i (give the active row to me), and the bulk bar's "Assign…". One owner menu for
// the list, fixed at the row's or the bar's button (rows clip what overflows them, and the grid contains
// fixed children), and one polite live region that says what happened.
import {
  meQueryOptions,
  useAssignLead,
  useAssignLeads,
  useMyUserId,
  useProjectPeople,
  type Lead,
  type LeadActionTarget,
  type ProjectPerson,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { useQueryClient } from '@signalboard/shared/query';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { leadTitle } from '../../components/lead-title';
import { OwnerMenu } from '../../components/owner-menu';
import { ownerName } from '../../components/owner-name';
import { leadsWord } from '../../components/undo-toast';

interface Asking {
  target: LeadActionTarget;
  /** The lead, when the menu is for one row (its owner is checked in the menu). */
  lead: Lead | null;
  anchor: HTMLElement | null;
  about: string;
  /** Focus goes back here when the menu closes (the bar's button); else to the list. */
  returnTo: HTMLElement | null;
}

export interface RowOwnersInput {
  projectId: string;
  gridRef: RefObject<HTMLElement | null>;
  /** The selection's target, or the given lead's when nothing is selected. */
  targetOf: (fallbackId: string | null) => LeadActionTarget | null;
  clearSelection: () => void;
}

/** "you", the person's name, or "nobody", for what is said after a change. */
function whomOf(
  assigneeId: string | null,
  people: readonly ProjectPerson[] | undefined,
  meId: string | undefined,
) {
  if (assigneeId === null) return 'nobody';
  if (assigneeId === meId) return 'you';
  return ownerName(assigneeId, people) ?? 'them';
}

export function useRowOwners(input: RowOwnersInput) {
  const people = useProjectPeople(input.projectId);
  const meId = useMyUserId();
  const queryClient = useQueryClient();
  const assignOne = useAssignLead(input.projectId).mutate;
  const assignMany = useAssignLeads(input.projectId).mutate;
  const [asking, setAsking] = useState<Asking | null>(null);
  const [said, setSaid] = useState('');
  const latest = useRef({ input, people: people.data, meId });
  useEffect(() => {
    latest.current = { input, people: people.data, meId };
  });

  const whom = (assigneeId: string | null) => whomOf(assigneeId, latest.current.people, latest.current.meId);

  const giveOne = (lead: Lead, assigneeId: string | null) => {
    const title = `“${leadTitle(lead.post)}”`;
    if ((lead.assignee_id ?? null) === assigneeId) {
      setSaid(
        assigneeId === null
          ? `${title} is already unassigned.`
          : `${title} is already ${assigneeId === latest.current.meId ? 'yours' : `${whom(assigneeId)}’s`}.`,
      );
      return;
    }
    setSaid('');
    assignOne(
      { leadId: lead.id, assigneeId },
      {
        onSuccess: () =>
          setSaid(assigneeId === null ? `${title} unassigned.` : `${title} assigned to ${whom(assigneeId)}.`),
      },
    );
  };

  const giveMany = (target: LeadActionTarget, assigneeId: string | null) => {
    latest.current.input.clearSelection();
    setSaid('');
    assignMany(
      { assigneeId, target },
      {
        onSuccess: (result) => {
          // By filter the server counts what it changed; by ids, the leads chosen.
          const count = target.filter ? result.updated : target.ids.length;
          const title =
            assigneeId === null
              ? `${leadsWord(count)} unassigned`
              : `${leadsWord(count)} assigned to ${whom(assigneeId)}`;
          // The toast is announced (politely) by the suite's toaster.
          notify.success(title, result.capped ? { description: 'Run it again for the rest.' } : undefined);
        },
      },
    );
  };

  const ask = (
    target: LeadActionTarget,
    lead: Lead | null,
    anchor: HTMLElement | null,
    returnTo: HTMLElement | null,
  ) => {
    const about = target.filter
      ? 'the selected leads'
      : lead && target.ids.length === 1
        ? `“${leadTitle(lead.post)}”`
        : leadsWord(target.ids.length);
    setAsking({ target, lead, anchor, about, returnTo });
  };

  /** The row's owner button: the menu for that lead (pressed again, closed). */
  const onOwner = useCallback(
    (lead: Lead, anchor: HTMLElement) =>
      setAsking((open) => {
        if (open?.lead?.id === lead.id) return null;
        return {
          target: { ids: [lead.id] },
          lead,
          anchor,
          about: `“${leadTitle(lead.post)}”`,
          returnTo: null,
        };
      }),
    [],
  );

  /** The keys: a (the menu, for the selection or the active row) and i (the active row to me). */
  const runKey = (key: 'assign' | 'assignToMe', active: Lead | null): boolean => {
    const { targetOf, gridRef } = latest.current.input;
    if (key === 'assignToMe') {
      if (!active) return false;
      const me = latest.current.meId;
      if (me) giveOne(active, me);
      // Pressed before the account has loaded: it is asked for (or its answer awaited) first.
      else
        void queryClient
          .fetchQuery(meQueryOptions())
          .then((user) => giveOne(active, user.id))
          .catch(() => setSaid('Could not tell who you are: try again.'));
      return true;
    }
    const target = targetOf(active?.id ?? null);
    if (!target) return false;
    const single = !target.filter && target.ids.length === 1 && active?.id === target.ids[0] ? active : null;
    const row = single ? document.getElementById(`lead-row-${single.id}`) : null;
    ask(target, single, row?.querySelector<HTMLElement>('.sb-owner-avatar') ?? row ?? gridRef.current, null);
    return true;
  };

  const close = (current: Asking) => {
    setAsking(null);
    const back = current.returnTo ?? latest.current.input.gridRef.current;
    back?.focus({ preventScroll: true });
  };

  const choose = (current: Asking, assigneeId: string | null) => {
    close(current);
    const { target, lead } = current;
    if (lead && !target.filter && target.ids.length === 1) giveOne(lead, assigneeId);
    else giveMany(target, assigneeId);
  };

  const menu: ReactNode = (
    <>
      {asking ? (
        <OwnerMenu
          about={asking.about}
          anchor={asking.anchor}
          people={people.data}
          peopleFailed={people.isError}
          meId={meId}
          current={asking.lead ? (asking.lead.assignee_id ?? null) : undefined}
          onClose={() => close(asking)}
          onChoose={(assigneeId) => choose(asking, assigneeId)}
        />
      ) : null}
      <p className="sb-visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </>
  );

  return {
    people: people.data,
    onOwner,
    runKey,
    /** The bulk bar's "Assign…" (the menu for the selection, at the button). */
    askForSelection: (anchor: HTMLElement) => {
      const target = latest.current.input.targetOf(null);
      // Pressed again while its menu is open: closed.
      if (asking?.returnTo === anchor) setAsking(null);
      else if (target) ask(target, null, anchor, anchor);
    },
    askingId: asking?.lead ? asking.lead.id : null,
    menu,
  };
}
