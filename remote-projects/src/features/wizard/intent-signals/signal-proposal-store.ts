// The intent signals proposed from the business description, asked for once: step 5 takes its
// keywords from them, and step 6 starts from the same list instead of asking the server again. Kept
// in sessionStorage (like the business-info proposal) so a reload between the steps keeps it.
import type { IntentSignalProposals, ProposedIntentSignal } from '@signalboard/shared/api';
import { onSignOut } from '@signalboard/shared/session';

const PREFIX = 'signalboard.intent-signal-proposal.';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isSignal(value: unknown): value is ProposedIntentSignal {
  const signal = value as Partial<ProposedIntentSignal> | null;
  return (
    !!signal &&
    typeof signal.name === 'string' &&
    typeof signal.description === 'string' &&
    isStringList(signal.keywords) &&
    isStringList(signal.negative_keywords)
  );
}

/** What was stored, if it still has the proposal's shape (storage is user-editable). */
export function readSignalProposal(projectId: string): IntentSignalProposals | null {
  try {
    const value = JSON.parse(
      sessionStorage.getItem(PREFIX + projectId) ?? 'null',
    ) as Partial<IntentSignalProposals> | null;
    if (!value || !Array.isArray(value.intent_signals) || !value.intent_signals.every(isSignal)) return null;
    return {
      intent_signals: value.intent_signals,
      source: value.source === 'local' ? 'local' : 'llm',
      notice: typeof value.notice === 'string' ? value.notice : null,
    };
  } catch {
    return null; // not JSON, or storage disabled
  }
}

export function storeSignalProposal(projectId: string, proposal: IntentSignalProposals): void {
  try {
    sessionStorage.setItem(PREFIX + projectId, JSON.stringify(proposal));
  } catch {
    /* storage full or disabled: step 6 asks the server again */
  }
}

// Another person signing in on this tab must not see the previous one's proposals.
onSignOut(() => {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    /* storage disabled */
  }
});
