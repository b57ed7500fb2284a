// The intent signals proposed from the business description, asked for once: step 5 takes its
// keywords from them, and step 6 starts from the same list instead of asking the server again. Kept
// in sessionStorage (like the business-info proposal) so a reload between the steps keeps it.
import type { IntentSignalProposals, ProposedIntentSignal } from '@signalboard/shared/api';
import { isStringList, projectSessionStore } from '../../../lib/project-session-store';

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

/** What was stored, if it still has the proposal's shape. */
function asProposals(stored: unknown): IntentSignalProposals | null {
  const value = stored as Partial<IntentSignalProposals> | null;
  if (!value || !Array.isArray(value.intent_signals) || !value.intent_signals.every(isSignal)) return null;
  return {
    intent_signals: value.intent_signals,
    source: value.source === 'local' ? 'local' : 'llm',
    notice: typeof value.notice === 'string' ? value.notice : null,
  };
}

// Not kept (storage full or disabled): step 6 asks the server again.
const proposals = projectSessionStore('signalboard.intent-signal-proposal.', asProposals);
export const readSignalProposal = proposals.read;
export const storeSignalProposal = proposals.store;
