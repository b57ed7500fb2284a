// The list's side of sending leads to a CRM: the row's menu (⋯: "Send to HubSpot", one item per connected
// CRM), the key c (the selection or the active row: straight to the only CRM, or a chooser when several
// are connected), and the bulk bar's "Send to HubSpot". One menu for the list, fixed at the row's button
// (rows clip what overflows them); focus goes back to the list when it closes.
import type { CrmProvider, Lead, LeadActionTarget } from '@signalboard/shared/api';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { CrmMenu } from '../../components/crm/crm-menu';
import { useCrmSend, type CrmSendSubject } from '../../components/crm/use-crm-send';
import { leadTitle } from '../../components/lead-title';
import { leadsWord } from '../../components/undo-toast';

interface Asking {
  subject: CrmSendSubject;
  /** The lead, when the menu is its row's. */
  leadId: string | null;
  anchor: HTMLElement | null;
  label: string;
}

export interface RowCrmInput {
  projectId: string;
  gridRef: RefObject<HTMLElement | null>;
  /** The selection's target, or the given lead's when nothing is selected. */
  targetOf: (fallbackId: string | null) => LeadActionTarget | null;
  /** How many leads a target is (all matching: the filter's total). */
  countOf: (target: LeadActionTarget) => number;
  clearSelection: () => void;
}

const oneLead = (lead: Lead): CrmSendSubject => ({
  kind: 'one',
  leadId: lead.id,
  title: leadTitle(lead.post),
  author: lead.post.author ?? null,
});

export function useRowCrm(input: RowCrmInput) {
  const crm = useCrmSend(input.projectId, { toastOne: true });
  const [asking, setAsking] = useState<Asking | null>(null);
  const latest = useRef({ input, crm });
  useEffect(() => {
    latest.current = { input, crm };
  });

  const subjectOf = (target: LeadActionTarget, active: Lead | null): CrmSendSubject => {
    const single = !target.filter && target.ids.length === 1 && active?.id === target.ids[0] ? active : null;
    if (single) return oneLead(single);
    return { kind: 'many', target, count: latest.current.input.countOf(target) };
  };

  const sendTo = (provider: CrmProvider, subject: CrmSendSubject) => {
    const { input: current, crm: sender } = latest.current;
    sender.send(provider, subject, {
      onQueued: subject.kind === 'many' ? current.clearSelection : undefined,
    });
  };

  /** The row's ⋯ button: its menu (pressed again, closed). */
  const onCrmMenu = useCallback(
    (lead: Lead, anchor: HTMLElement) =>
      setAsking((open) =>
        open?.leadId === lead.id
          ? null
          : {
              subject: oneLead(lead),
              leadId: lead.id,
              anchor,
              label: `Actions for “${leadTitle(lead.post)}”`,
            },
      ),
    [],
  );

  /** The key c on the selection or the active row; false when there is nothing to send or nowhere to. */
  const runKey = (active: Lead | null): boolean => {
    const { input: current, crm: sender } = latest.current;
    if (sender.targets.length === 0) return false;
    const target = current.targetOf(active?.id ?? null);
    if (!target) return false;
    const subject = subjectOf(target, active);
    if (sender.targets.length === 1) {
      sendTo(sender.targets[0]!.provider, subject);
      return true;
    }
    const row = subject.kind === 'one' ? document.getElementById(`lead-row-${subject.leadId}`) : null;
    const about =
      subject.kind === 'one'
        ? `“${subject.title}”`
        : target.filter
          ? 'the selected leads'
          : leadsWord(target.ids.length);
    setAsking({
      subject,
      leadId: subject.kind === 'one' ? subject.leadId : null,
      anchor: row?.querySelector<HTMLElement>('.sb-leads__crm') ?? row ?? current.gridRef.current,
      label: `Send ${about} to`,
    });
    return true;
  };

  const close = () => {
    setAsking(null);
    latest.current.input.gridRef.current?.focus({ preventScroll: true });
  };

  const menu: ReactNode = (
    <>
      {asking ? (
        <CrmMenu
          label={asking.label}
          anchor={asking.anchor}
          targets={crm.targets}
          onClose={close}
          onChoose={(provider) => {
            close();
            sendTo(provider, asking.subject);
          }}
        />
      ) : null}
      {crm.dialog}
    </>
  );

  return {
    targets: crm.targets,
    onCrmMenu,
    runKey,
    /** The bulk bar's "Send to HubSpot": the selection, by ids or by the list's filter. */
    sendSelection: (provider: CrmProvider) => {
      const target = latest.current.input.targetOf(null);
      if (target) sendTo(provider, subjectOf(target, null));
    },
    askingId: asking?.leadId ?? null,
    menu,
  };
}
