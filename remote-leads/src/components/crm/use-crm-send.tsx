// Sending leads to a CRM from anywhere in the workspace (the row's menu, the key c, the bulk bar, the
// drawer and the lead page): the first push to a CRM whose mapping nobody has confirmed shows what will
// arrive first (CrmPreviewDialog); later ones go at once. One lead or many (the selection by ids, or every
// lead of the list's filter); a toast says what was queued where the screen does not show it.
import {
  CRM_LABELS,
  errorMessage,
  usePushLeadsToCrm,
  usePushLeadToCrm,
  type CrmProvider,
  type LeadActionTarget,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { useState, type ReactNode } from 'react';
import { leadsWord } from '../undo-toast';
import { CrmPreviewDialog } from './crm-preview-dialog';
import { queuedDescription, queuedOneTitle, queuedTitle } from './crm-words';
import { useCrmTargets } from './use-crm-targets';

/** What is sent: one lead (its title and author for the words), or many. */
export type CrmSendSubject =
  | { kind: 'one'; leadId: string; title: string; author: string | null }
  | { kind: 'many'; target: LeadActionTarget; count: number };

export interface CrmSendOptions {
  /** One lead: the author's e-mail typed beside the action (the drawer's "Add an e-mail"). */
  email?: string | null;
  /** Runs once the push is queued. */
  onQueued?: () => void;
  /** Says what failed where it belongs (an e-mail refused, under its field): true when it did; else a toast says it. */
  onError?: (error: unknown) => boolean;
}

interface Asking {
  provider: CrmProvider;
  subject: CrmSendSubject;
  options: CrmSendOptions;
}

export interface UseCrmSendInput {
  /** One lead sent says so in a toast (the list); the drawer shows the lead's state instead. */
  toastOne: boolean;
}

const failedTitle = (provider: CrmProvider, many: boolean) =>
  `Could not send ${many ? 'the leads' : 'the lead'} to ${CRM_LABELS[provider]}`;

export function useCrmSend(projectId: string, { toastOne }: UseCrmSendInput) {
  const { member, targets } = useCrmTargets(projectId);
  const pushOne = usePushLeadToCrm(projectId).mutateAsync;
  const pushMany = usePushLeadsToCrm(projectId).mutateAsync;
  const [asking, setAsking] = useState<Asking | null>(null);
  const [sending, setSending] = useState<{ provider: CrmProvider; leadId: string | null } | null>(null);
  const [dialogError, setDialogError] = useState<unknown>(null);

  const push = async (
    provider: CrmProvider,
    subject: CrmSendSubject,
    options: CrmSendOptions,
    inDialog: boolean,
  ) => {
    const connection = targets.find((t) => t.provider === provider);
    const description = queuedDescription(connection);
    setSending({ provider, leadId: subject.kind === 'one' ? subject.leadId : null });
    try {
      if (subject.kind === 'one') {
        await pushOne({ leadId: subject.leadId, provider, email: options.email ?? null });
        if (toastOne) notify.success(queuedOneTitle(subject.title, provider), { description });
      } else {
        const { target } = subject;
        const result = await pushMany({
          provider,
          target: target.filter ? { filter: target.filter } : { lead_ids: target.ids },
        });
        const more = result.capped ? 'Run it again for the rest.' : undefined;
        notify.success(queuedTitle(result.updated, provider), {
          description:
            [result.updated > 0 ? description : undefined, more].filter(Boolean).join(' ') || undefined,
        });
      }
      setAsking(null);
      options.onQueued?.();
    } catch (error) {
      // In the dialog the error shows there (an e-mail refused, under its field); else in a toast.
      if (inDialog) setDialogError(error);
      else if (!options.onError?.(error))
        notify.error(failedTitle(provider, subject.kind === 'many'), {
          description: errorMessage(error, 'Please try again.'),
        });
      throw error;
    } finally {
      setSending(null);
    }
  };

  /** Sends, or first shows what will arrive when this CRM's mapping is not confirmed yet. */
  const send = (provider: CrmProvider, subject: CrmSendSubject, options: CrmSendOptions = {}) => {
    const connection = targets.find((t) => t.provider === provider);
    if (!connection) return;
    if (!connection.mapping_confirmed) {
      setDialogError(null);
      setAsking({ provider, subject, options });
      return;
    }
    void push(provider, subject, options, false).catch(() => {});
  };

  const dialog: ReactNode = asking ? (
    <CrmPreviewDialog
      projectId={projectId}
      provider={asking.provider}
      subject={
        asking.subject.kind === 'one'
          ? { author: asking.subject.author }
          : { count: leadsWord(asking.subject.count) }
      }
      initialEmail={asking.options.email ?? undefined}
      sending={sending !== null}
      error={dialogError}
      onClose={() => setAsking(null)}
      onSend={(email) => {
        setDialogError(null);
        void push(asking.provider, asking.subject, { ...asking.options, email }, true).catch(() => {});
      }}
    />
  ) : null;

  return {
    member,
    targets,
    send,
    /** The push on its way to the API (for a button's busy state). */
    sending,
    dialog,
  };
}
