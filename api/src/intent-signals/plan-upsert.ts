import type { IntentSignalRow } from '../db/schema/index.js';
import { DomainError } from '../errors/error-catalogue.js';
import { intentSignalLimits } from '../schemas/intent-signal.js';

/** One item of PUT /intent_signals, already trimmed and deduplicated (see normalizeIntentSignalInput). */
export interface IntentSignalDraft {
  id?: string;
  name: string;
  description: string;
  keywords: string[];
  negativeKeywords: string[];
  enabled: boolean;
}

export interface IntentSignalChange {
  id: string;
  name: string;
  description: string;
  keywords: string[];
  negativeKeywords: string[];
  enabled: boolean;
  position: number;
  /** The new version: one more than the stored one when what the signal means changed. */
  version: number;
  renamed: boolean;
  /** False when the item repeats the stored signal exactly (it is then left untouched, updated_at too). */
  changed: boolean;
}

export interface IntentSignalUpsertPlan {
  updates: IntentSignalChange[];
  inserts: Omit<IntentSignalChange, 'id' | 'renamed' | 'version' | 'changed'>[];
}

function invalid(field: string, message: string): DomainError {
  return new DomainError('VALIDATION_ERROR', { field, detail: `${field}: ${message}` });
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Terms as stored: trimmed, inner white space collapsed, empty and repeated (case-insensitive) ones dropped. */
export function cleanTerms(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of terms) {
    const term = raw.replace(/\s+/g, ' ').trim();
    const key = term.toLowerCase();
    if (term === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(term);
  }
  return out;
}

/**
 * Decides what a bulk upsert does to the project's stored signals, or throws the 404/422 that names
 * the offending item. Items with an id change that signal, items without one are new; a signal's
 * position is its index in the list; signals left out keep everything. Names stay unique per project
 * regardless of case, counting the signals left out.
 */
export function planIntentSignalUpsert(
  existing: readonly IntentSignalRow[],
  drafts: readonly IntentSignalDraft[],
): IntentSignalUpsertPlan {
  const byId = new Map(existing.map((row) => [row.id, row]));
  const listedIds = new Set<string>();
  drafts.forEach((draft, index) => {
    if (draft.id === undefined) return;
    if (!byId.has(draft.id))
      throw new DomainError('INTENT_SIGNAL_NOT_FOUND', {
        field: `intent_signals.${index}.id`,
        detail: `intent_signals.${index}.id: intent signal ${index + 1} in the list does not exist in this project (it may have been deleted). Reload and try again.`,
      });
    if (listedIds.has(draft.id)) throw invalid(`intent_signals.${index}.id`, 'is listed twice');
    listedIds.add(draft.id);
  });

  const leftAlone = existing.filter((row) => !listedIds.has(row.id));
  if (leftAlone.length + drafts.length > intentSignalLimits.perProject)
    throw invalid(
      'intent_signals',
      `a project can have at most ${intentSignalLimits.perProject} intent signals; delete some first`,
    );

  const taken = new Map(leftAlone.map((row) => [row.name.toLowerCase(), row.name]));
  drafts.forEach((draft, index) => {
    const key = draft.name.toLowerCase();
    const holder = taken.get(key);
    if (holder !== undefined)
      throw invalid(`intent_signals.${index}.name`, `another intent signal is already called "${holder}"`);
    taken.set(key, draft.name);
  });

  const plan: IntentSignalUpsertPlan = { updates: [], inserts: [] };
  drafts.forEach((draft, position) => {
    const fields = {
      name: draft.name,
      description: draft.description,
      keywords: draft.keywords,
      negativeKeywords: draft.negativeKeywords,
      enabled: draft.enabled,
      position,
    };
    const stored = draft.id === undefined ? undefined : byId.get(draft.id);
    if (!stored) {
      plan.inserts.push(fields);
      return;
    }
    const meaningChanged =
      stored.name !== draft.name ||
      stored.description !== draft.description ||
      !sameList(stored.keywords, draft.keywords) ||
      !sameList(stored.negativeKeywords, draft.negativeKeywords);
    plan.updates.push({
      id: stored.id,
      ...fields,
      version: meaningChanged ? stored.version + 1 : stored.version,
      renamed: stored.name !== draft.name,
      changed: meaningChanged || stored.enabled !== draft.enabled || stored.position !== position,
    });
  });
  return plan;
}
