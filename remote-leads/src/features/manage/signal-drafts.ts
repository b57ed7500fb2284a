// The intent signals editor's working copy: saved signals and new ones, edited locally and sent in one
// PUT. Terms are kept as one comma-separated text (the editor shows them as chips); the API trims and dedupes them again.
import type { IntentSignal, IntentSignalInput, ProposedIntentSignal } from '@signalboard/shared/api';

export interface SignalDraft {
  /** Stable React key, also for drafts not saved yet. */
  key: string;
  id?: string;
  name: string;
  description: string;
  keywords: string;
  negativeKeywords: string;
  enabled: boolean;
}

let counter = 0;
const newKey = () => `draft-${(counter += 1)}`;

export const splitTerms = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((term) => term.trim())
    .filter((term) => term !== '');

export const joinTerms = (terms: readonly string[]) => terms.join(', ');

export function draftFromSignal(signal: IntentSignal): SignalDraft {
  return {
    key: signal.id,
    id: signal.id,
    name: signal.name,
    description: signal.description,
    keywords: joinTerms(signal.keywords),
    negativeKeywords: joinTerms(signal.negative_keywords),
    enabled: signal.enabled,
  };
}

export const emptyDraft = (): SignalDraft => ({
  key: newKey(),
  name: '',
  description: '',
  keywords: '',
  negativeKeywords: '',
  enabled: true,
});

export function draftToInput(draft: SignalDraft): IntentSignalInput {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    name: draft.name,
    description: draft.description,
    keywords: splitTerms(draft.keywords),
    negative_keywords: splitTerms(draft.negativeKeywords),
    enabled: draft.enabled,
  };
}

/** What the refine call takes: the signal as the user has it now, saved or not. */
export function draftToProposal(draft: SignalDraft): ProposedIntentSignal {
  return {
    name: draft.name,
    description: draft.description,
    keywords: splitTerms(draft.keywords),
    negative_keywords: splitTerms(draft.negativeKeywords),
  };
}

export function applyProposal(draft: SignalDraft, proposal: ProposedIntentSignal): SignalDraft {
  return {
    ...draft,
    name: proposal.name,
    description: proposal.description,
    keywords: joinTerms(proposal.keywords),
    negativeKeywords: joinTerms(proposal.negative_keywords),
  };
}

export type DraftField = 'name' | 'description' | 'keywords' | 'negativeKeywords';

/**
 * Which draft and field a 422 names, e.g. `intent_signals.2.name` or `intent_signals.0.keywords.4`.
 * Null for a field the form cannot point at (the whole list).
 */
export function fieldOfError(field: string | undefined): { index: number; field: DraftField } | null {
  const match = /^intent_signals\.(\d+)\.(name|description|keywords|negative_keywords)/.exec(field ?? '');
  if (!match) return null;
  const name = match[2] === 'negative_keywords' ? 'negativeKeywords' : (match[2] as DraftField);
  return { index: Number(match[1]), field: name };
}
