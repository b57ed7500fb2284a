import { deriveRulesFor } from './derive-rules.js';
import { readRules, type SmartColumnEntity, type SmartColumnKind, type SmartColumnRuleSet } from './rules.js';

/** Questions the local rules answer well, offered when a question is not one of them. */
export const smartColumnTemplates: { name: string; question: string; kind: SmartColumnKind }[] = [
  { name: 'Team size', question: "How big is the poster's team?", kind: 'text' },
  {
    name: 'Team under 10',
    question: 'Does the poster say their team has fewer than 10 people?',
    kind: 'boolean',
  },
  { name: 'Budget', question: 'What budget or price do they mention?', kind: 'text' },
  { name: 'Competitor', question: 'Which competitor do they name?', kind: 'text' },
  { name: 'Deadline', question: 'When do they need it by?', kind: 'text' },
  { name: 'Urgent', question: 'Is it urgent or is there a deadline?', kind: 'boolean' },
  { name: 'Location', question: 'Where is the poster based?', kind: 'text' },
  { name: 'Role', question: "What is the poster's role?", kind: 'text' },
  { name: 'Founder or owner', question: 'Is the poster a founder or business owner?', kind: 'boolean' },
  { name: 'Asks a question', question: 'Does the poster ask a question?', kind: 'boolean' },
];

/** What the local rules look for, in the words of the editor ("Answered without an AI model by …"). */
const entityWords: Record<SmartColumnEntity, string> = {
  team_size: 'the team size the post states (“we’re 3 founders” → 3)',
  price: 'a budget or price in the post (“$50 a month”)',
  competitor: 'a competitor’s name (your rivals and well-known products)',
  deadline: 'a deadline or urgency (“by Friday”, “ASAP”)',
  location: 'where the poster says they are (“based in Bristol”)',
  role: 'the poster’s own role (“ops manager”, “founder”)',
  question: 'a question the poster asks',
  url: 'a link in the post',
  email: 'an e-mail address in the post',
};

export interface LocalAnswer {
  /** Whether the local rules answer this question (not a guess from its words). */
  answerable: boolean;
  /** The entity that answers it, when one does. */
  entity: SmartColumnEntity | null;
  /** One sentence for the editor: what the local rules look for. */
  summary: string;
}

function summaryOf(rules: SmartColumnRuleSet, answerable: boolean): string {
  const entity = rules.entities[0];
  if (entity) return `Looks for ${entityWords[entity]}.`;
  if (rules.keywords.length === 0 && rules.patterns.length === 0)
    return 'Looks for nothing yet: write a question.';
  const words = rules.keywords
    .slice(0, 5)
    .map((k) => `“${k}”`)
    .join(rules.match === 'all' ? ' and ' : ' or ');
  return answerable || rules.patterns.length > 0
    ? `Looks for ${words || 'the patterns you gave'}.`
    : `Only matches the words ${words}: this is a guess, not an answer.`;
}

/**
 * Whether the local rules answer a column's question: rules derived from a recognised question (or
 * naming words to find) do; rules written by hand do too (the person chose them); content words
 * picked out of any other question only guess.
 */
export function localAnswerOf(column: {
  question: string;
  name: string;
  kind: SmartColumnKind;
  rules: unknown;
}): LocalAnswer {
  const derived = deriveRulesFor(column.question.trim() || column.name, column.kind);
  const rules = readRules(column.rules as Record<string, unknown>);
  const handWritten = JSON.stringify(rules) !== JSON.stringify(derived.rules);
  const answerable =
    derived.answerable ||
    (handWritten && (rules.entities.length > 0 || rules.patterns.length > 0 || rules.keywords.length > 0));
  return { answerable, entity: rules.entities[0] ?? null, summary: summaryOf(rules, answerable) };
}
