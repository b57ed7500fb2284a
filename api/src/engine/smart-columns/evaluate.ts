import type { SmartColumnRow } from '../../db/schema/index.js';
import { answerComparison } from './compare.js';
import { everydayNames, marketsOf, productsByMarket, wellKnownSaasNames } from './competitors.js';
import { findDeadline } from './deadline.js';
import { findEntity, findTerm, type EntityContext } from './entities.js';
import { readRules, type SmartColumnExtract, type SmartColumnRuleSet } from './rules.js';
import { matchPattern, maxInputLength } from './safe-pattern.js';

/** What the local rules read of a post. */
export interface PostLike {
  title: string | null;
  body: string;
}

export interface LocalAnswer {
  bool_value: boolean | null;
  text_value: string | null;
}

export interface LocalContext {
  /** Competitors named by the project (its business description), looked for besides the built-in list. */
  projectCompetitors?: readonly string[];
}

/** The longest text value kept: a column cell, not a copy of the post. */
export const maxTextValueLength = 200;

/** One condition of the rules and the text it found (null: not found). */
type Condition = () => string | null;

export function postText(post: PostLike): string {
  const text = post.title ? `${post.title}\n${post.body}` : post.body;
  return text.slice(0, maxInputLength);
}

function firstPatternMatch(text: string, patterns: readonly string[]): string | null {
  for (const source of patterns) {
    const match = matchPattern(source, text);
    if (match !== null) return match;
  }
  return null;
}

/**
 * What "competitor" looks for: the column's own list when it has one; else the project's rivals plus
 * the built-in names of their markets (all markets when the project names none that are listed), and
 * capitalised names after cues like "switching from".
 */
function competitorsFor(rules: SmartColumnRuleSet, context: LocalContext): EntityContext {
  if (rules.competitors.length > 0) return { competitors: rules.competitors };
  const own = context.projectCompetitors ?? [];
  const markets = marketsOf(own);
  const chosen = markets.length > 0 ? markets : Object.keys(productsByMarket);
  return {
    competitors: [
      ...own,
      ...(markets.length > 0 ? chosen.flatMap((m) => productsByMarket[m] ?? []) : wellKnownSaasNames),
    ],
    everydayCompetitors: chosen.flatMap((m) => everydayNames[m] ?? []),
    competitorCues: true,
  };
}

function extractValue(
  extract: SmartColumnExtract,
  text: string,
  rules: SmartColumnRuleSet,
  entities: EntityContext,
): string | null {
  if (extract === 'keyword') return findTerm(text, rules.keywords);
  if (extract === 'pattern') return firstPatternMatch(text, rules.patterns);
  return findEntity(extract, text, entities);
}

/**
 * Answers a smart column from its local rules (README.md): every keyword, pattern and entity is a
 * condition; `match: 'any'` needs one to hold, `'all'` every one. A boolean column answers whether the
 * rules hold; a text column answers, when they hold, what `extract` finds (or what the first condition
 * found), else null. Rules that test nothing answer false / null.
 */
export function evaluateSmartColumnLocally(
  column: Pick<SmartColumnRow, 'kind' | 'rules'>,
  post: PostLike,
  context: LocalContext = {},
): LocalAnswer {
  const rules = readRules(column.rules);
  const text = postText(post);
  const entities = competitorsFor(rules, context);
  // A yes/no comparison ("fewer than 10 people?", "based in the UK?") answers null when not stated.
  if (column.kind === 'boolean' && rules.compare && rules.entities.length === 1)
    return { bool_value: answerComparison(rules.entities[0]!, rules.compare, text), text_value: null };
  const conditions: Condition[] = [
    ...rules.keywords.map((keyword) => () => findTerm(text, [keyword])),
    ...rules.patterns.map((pattern) => () => firstPatternMatch(text, [pattern])),
    ...rules.entities.map((entity) =>
      // "Is it urgent?": a far-off time ("next year") is found by a text column, but is not urgent.
      entity === 'deadline' && column.kind === 'boolean'
        ? () => {
            const deadline = findDeadline(text);
            return deadline?.urgent ? deadline.phrase : null;
          }
        : () => findEntity(entity, text, entities),
    ),
  ];
  // Only an extraction: finding it is the condition ("Which price do they mention?").
  if (conditions.length === 0 && rules.extract)
    conditions.push(() => extractValue(rules.extract!, text, rules, entities));

  let first: string | null = null;
  let hit = false;
  if (conditions.length > 0) {
    hit = rules.match === 'all';
    for (const condition of conditions) {
      const found = condition();
      first ??= found;
      if (rules.match === 'any' && found !== null) {
        hit = true;
        break;
      }
      if (rules.match === 'all' && found === null) {
        hit = false;
        break;
      }
    }
  }

  if (column.kind === 'boolean') return { bool_value: hit, text_value: null };
  if (!hit) return { bool_value: null, text_value: null };
  const value = rules.extract ? extractValue(rules.extract, text, rules, entities) : first;
  return { bool_value: null, text_value: value?.trim().slice(0, maxTextValueLength) || null };
}
