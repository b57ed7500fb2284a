// Step 6's form state: the intent signals being edited (saved ones keep their id), how they are
// checked (the API's limits, names unique per project) and what Finish sends.
import type { IntentSignal, IntentSignalInput, ProposedIntentSignal } from '@signalboard/shared/api';

export const LIMITS = {
  signals: 50,
  name: 120,
  description: 1000,
  keywords: 30,
  keywordLength: 80,
} as const;

export interface SignalDraft {
  /** Stable across edits, for React and focus; not sent. */
  key: string;
  /** Set once the signal is saved. */
  id?: string;
  name: string;
  description: string;
  keywords: string[];
  negative_keywords: string[];
  enabled: boolean;
  /** A blank signal the user added: its empty fields are not flagged until they are left. */
  isNew: boolean;
}

export type SignalField = 'name' | 'description' | 'keywords';
export type SignalErrors = Partial<Record<SignalField, string>>;

let counter = 0;
const nextKey = () => `signal-draft-${++counter}`;

export function fromSaved(signal: IntentSignal): SignalDraft {
  return {
    key: nextKey(),
    id: signal.id,
    name: signal.name,
    description: signal.description,
    keywords: [...signal.keywords],
    negative_keywords: [...signal.negative_keywords],
    enabled: signal.enabled,
    isNew: false,
  };
}

export function fromProposed(signal: ProposedIntentSignal): SignalDraft {
  return {
    key: nextKey(),
    name: signal.name.slice(0, LIMITS.name),
    description: signal.description.slice(0, LIMITS.description),
    keywords: signal.keywords.slice(0, LIMITS.keywords),
    negative_keywords: signal.negative_keywords.slice(0, LIMITS.keywords),
    enabled: true,
    isNew: false,
  };
}

export function blankSignal(): SignalDraft {
  return { ...fromProposed({ name: '', description: '', keywords: [], negative_keywords: [] }), isNew: true };
}

/** The signal as the API's refine call takes it. */
export function toProposed(draft: SignalDraft): ProposedIntentSignal {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    keywords: draft.keywords,
    negative_keywords: draft.negative_keywords,
  };
}

const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/** Every problem, by draft key. */
export function signalErrors(drafts: readonly SignalDraft[]): Record<string, SignalErrors> {
  const names = new Map<string, number>();
  for (const draft of drafts) {
    if (draft.name.trim()) names.set(nameKey(draft.name), (names.get(nameKey(draft.name)) ?? 0) + 1);
  }
  const errors: Record<string, SignalErrors> = {};
  for (const draft of drafts) {
    const found: SignalErrors = {};
    const name = draft.name.trim();
    if (!name) found.name = 'Name is required.';
    else if (name.length > LIMITS.name) found.name = `Name must be at most ${LIMITS.name} characters.`;
    else if ((names.get(nameKey(name)) ?? 0) > 1)
      found.name = `Another intent signal is also called “${name}”.`;
    if (draft.description.trim().length > LIMITS.description) {
      found.description = `Description must be at most ${LIMITS.description.toLocaleString()} characters.`;
    }
    if (draft.keywords.length === 0) found.keywords = 'Add at least one keyword.';
    if (Object.keys(found).length > 0) errors[draft.key] = found;
  }
  return errors;
}

/** How a signal is named in messages: its name, or its place in the list. */
export function signalLabel(draft: SignalDraft, index: number): string {
  return draft.name.trim() || `Intent signal ${index + 1}`;
}

/** What stands between the user and Finish, one sentence each. */
export function finishBlockers(
  drafts: readonly SignalDraft[],
  errors: Record<string, SignalErrors>,
): string[] {
  if (drafts.length === 0) return ['Add at least one intent signal.'];
  return drafts.flatMap((draft, index) =>
    Object.values(errors[draft.key] ?? {}).map((message) => `${signalLabel(draft, index)}: ${message}`),
  );
}

/**
 * What Finish deletes and saves. A saved signal the user removed is deleted, unless a new signal
 * has its name (a proposal made again, say): then the new one takes its id and updates it, keeping
 * the signal's identity instead of deleting it and creating it again.
 */
export function finishPlan(
  drafts: readonly SignalDraft[],
  saved: readonly Pick<IntentSignal, 'id' | 'name'>[],
): { inputs: IntentSignalInput[]; deleteIds: string[] } {
  const kept = new Set(drafts.map((draft) => draft.id).filter((id): id is string => Boolean(id)));
  const removed = new Map(saved.filter((signal) => !kept.has(signal.id)).map((s) => [nameKey(s.name), s.id]));
  const inputs = drafts.map((draft): IntentSignalInput => {
    let id = draft.id;
    if (!id && removed.has(nameKey(draft.name))) {
      id = removed.get(nameKey(draft.name));
      removed.delete(nameKey(draft.name));
    }
    return {
      ...(id ? { id } : {}),
      name: draft.name.trim(),
      description: draft.description.trim(),
      keywords: draft.keywords,
      negative_keywords: draft.negative_keywords,
      enabled: draft.enabled,
    };
  });
  return { inputs, deleteIds: [...removed.values()] };
}

/** The drafts with the ids the save gave them (matched by name: names are unique). */
export function withSavedIds(drafts: readonly SignalDraft[], saved: readonly IntentSignal[]): SignalDraft[] {
  const ids = new Map(saved.map((signal) => [nameKey(signal.name), signal.id]));
  return drafts.map((draft) => ({ ...draft, id: ids.get(nameKey(draft.name)) ?? draft.id, isNew: false }));
}

const termKey = (term: string) => term.trim().toLocaleLowerCase();

/**
 * The negative keywords every signal has (ignoring case), in the first signal's order: the step
 * shows them once, for every signal, instead of the same list on each. Nothing with no signals.
 */
export function commonNegatives(drafts: readonly SignalDraft[]): string[] {
  const [first, ...rest] = drafts;
  if (!first) return [];
  return first.negative_keywords.filter((term) =>
    rest.every((draft) => draft.negative_keywords.some((other) => termKey(other) === termKey(term))),
  );
}

/** Each signal with only its own negative keywords: those not in the common list. */
export function withoutCommon(drafts: readonly SignalDraft[], common: readonly string[]): SignalDraft[] {
  const shared = new Set(common.map(termKey));
  return drafts.map((draft) => ({
    ...draft,
    negative_keywords: draft.negative_keywords.filter((term) => !shared.has(termKey(term))),
  }));
}

/**
 * Each signal as the API stores it: the API keeps negative keywords per signal, so the common ones
 * are saved into every signal, first, then the signal's own, without repeats, at most the API's 30.
 */
export function withCommon(drafts: readonly SignalDraft[], common: readonly string[]): SignalDraft[] {
  return drafts.map((draft) => {
    const seen = new Set<string>();
    const terms = [...common, ...draft.negative_keywords].filter((term) => {
      const key = termKey(term);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { ...draft, negative_keywords: terms.slice(0, LIMITS.keywords) };
  });
}
