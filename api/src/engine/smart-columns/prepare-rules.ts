import { DomainError } from '../../errors/error-catalogue.js';
import { deriveRules } from './derive-rules.js';
import {
  cleanList,
  isEmptyRuleSet,
  readRules,
  type SmartColumnCompare,
  type SmartColumnEntity,
  type SmartColumnExtract,
  type SmartColumnKind,
  type SmartColumnRuleSet,
} from './rules.js';
import { patternProblem } from './safe-pattern.js';

/** Rules as a client sends them: every key optional (the schema checked types and sizes). */
export interface SmartColumnRulesInput {
  match?: 'any' | 'all';
  keywords?: string[];
  patterns?: string[];
  entities?: SmartColumnEntity[];
  competitors?: string[];
  extract?: SmartColumnExtract | null;
  compare?: SmartColumnCompare | null;
}

/**
 * The rules to store for a column: the client's, cleaned and with every pattern checked (422 naming
 * `rules.patterns.<i>`), or, when none are given or they test nothing, rules derived from the question
 * (or the name when the question is empty).
 */
export function prepareRules(
  input: SmartColumnRulesInput | undefined,
  column: { name: string; question: string; kind: SmartColumnKind },
): SmartColumnRuleSet {
  const rules: SmartColumnRuleSet = {
    match: input?.match ?? 'any',
    keywords: cleanList(input?.keywords),
    patterns: (input?.patterns ?? []).filter((pattern) => pattern.trim() !== ''),
    entities: [...new Set(input?.entities ?? [])],
    competitors: cleanList(input?.competitors),
    extract: input?.extract ?? null,
    compare: readRules({ compare: input?.compare ?? null }).compare,
  };
  (input?.patterns ?? []).forEach((pattern, index) => {
    const problem = pattern.trim() === '' ? null : patternProblem(pattern);
    if (problem)
      throw new DomainError('VALIDATION_ERROR', {
        field: `rules.patterns.${index}`,
        detail: `rules.patterns.${index}: ${problem}`,
      });
  });
  if (!isEmptyRuleSet(rules)) return rules;
  const derived = deriveRules(column.question.trim() || column.name, column.kind);
  // Competitors the client listed still name what "competitor" means.
  return rules.competitors.length > 0 ? { ...derived, competitors: rules.competitors } : derived;
}
