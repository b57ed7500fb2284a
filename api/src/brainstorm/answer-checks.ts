// Checks on what the AI assistant answers: it is untrusted text, so every field is type-checked,
// stripped of invisible characters, trimmed and clipped to the limits the API documents.
import { intentSignalLimits } from '../schemas/intent-signal.js';
import type { ProposedIntentSignal } from './proposed-signal.js';
import { clip, oneLine, uniqueIgnoringCase } from './text.js';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty line of at most `max` characters, or null. */
export function line(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = clip(oneLine(value), max);
  return text === '' ? null : text;
}

/** An array of strings, cleaned, deduplicated and capped; null when it is not an array of strings. */
export function lines(value: unknown, maxItems: number, maxLength: number): string[] | null {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return null;
  return uniqueIgnoringCase(
    value.map((item) => line(item, maxLength)).filter((item): item is string => item !== null),
  ).slice(0, maxItems);
}

/** An intent signal within the stored limits, or null when the shape is wrong or the name is empty. */
export function proposedSignal(value: unknown): ProposedIntentSignal | null {
  if (!isRecord(value)) return null;
  const name = line(value.name, intentSignalLimits.name);
  const description =
    value.description === undefined || value.description === null
      ? ''
      : (line(value.description, intentSignalLimits.description) ??
        (typeof value.description === 'string' ? '' : null));
  const keywords = lines(value.keywords, intentSignalLimits.terms, intentSignalLimits.term);
  const negatives = lines(value.negative_keywords ?? [], intentSignalLimits.terms, intentSignalLimits.term);
  if (!name || description === null || !keywords || keywords.length === 0 || !negatives) return null;
  const keywordKeys = new Set(keywords.map((k) => k.toLowerCase()));
  return {
    name,
    description,
    keywords,
    negative_keywords: negatives.filter((n) => !keywordKeys.has(n.toLowerCase())),
  };
}
