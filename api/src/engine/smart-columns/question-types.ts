import { numberSource, readNumber } from './numbers.js';
import { lookUpPlace } from './places.js';
import type { SmartColumnCompare, SmartColumnEntity, SmartColumnKind } from './rules.js';

/**
 * What a question asks about, read from its wording: the entity that answers it and, for a yes/no
 * question, what is asked of that entity ("fewer than 10 people" → team_size < 10; "based in the UK"
 * → location is UK; "a founder or owner" → role is founder/owner). Checked in this order, so that
 * "team has fewer than 10 people" is a team size, not a question about people.
 */

const teamWords = String.raw`(?:people|persons?|employees?|staff|members?|engineers?|developers?|founders?|heads?|FTEs?|workers?|reps?)`;
const topics: { entity: SmartColumnEntity; pattern: RegExp }[] = [
  {
    entity: 'team_size',
    pattern: new RegExp(
      String.raw`\b(?:team\s+size|company\s+size|size\s+of\s+(?:the|their|his|her)\s+(?:team|company|business|org\w*)|head\s?count|how\s+many\s+${teamWords}|how\s+(?:big|large|small)\s+(?:is|are)\s+(?:[\w'’]+\s+){0,3}?(?:team|company|business|startup|agency|org\w*)|(?:team|company|business|startup|agency|org\w*)\s+(?:has|have|of|with|is|are)\s+(?:\w+\s+){0,2}(?:${numberSource}|${teamWords})|(?:small|large|big|solo)\s+(?:team|company|business)|${numberSource}\s*${teamWords}|${teamWords}\s+(?:do\s+they\s+have|are\s+there))\b`,
      'i',
    ),
  },
  {
    entity: 'competitor',
    pattern:
      /\b(?:competitors?|competition|rivals?|alternatives?|(?:which|what)\s+(?:\w+\s+)?(?:tools?|software|apps?|products?|platforms?|services?|crms?|solutions?|vendors?|providers?)|currently\s+us(?:e|es|ing)|switch(?:ing)?\s+from|tool\s+do\s+they\s+use)\b/i,
  },
  {
    entity: 'deadline',
    pattern:
      /\b(?:urgent(?:ly)?|urgency|deadline|right\s+away|immediately|timing|timeline|time\s?frame|how\s+soon|how\s+quickly|by\s+when|when\s+(?:do|does|will|would)\s+(?:they|he|she|the\s+\w+)\s+(?:need|want|have\s+to|start|buy|decide|switch|launch)|need\s+it\s+by|asap|in\s+a\s+(?:hurry|rush)|time[- ]sensitive|due\s+date)\b/i,
  },
  {
    entity: 'price',
    pattern:
      /\b(?:budget|prices?|pricing|costs?|spend(?:ing)?|pay(?:ing)?|how\s+much|afford|expensive|cheap|money|amount)\b|\$/i,
  },
  {
    entity: 'role',
    pattern:
      /\b(?:role|job|jobs|job\s+title|title|position|do\s+for\s+a\s+living|work\s+as|occupation|profession|seniority|decision[- ]?maker|who\s+(?:is|are)\s+(?:the\s+)?(?:poster|author|they|he|she)|what\s+(?:do|does)\s+(?:they|the\s+(?:poster|author))\s+do|founders?|co-?founders?|owners?|ceo|cto|executive|manager|engineer|developer|freelancer|consultant|student)\b/i,
  },
  {
    entity: 'location',
    pattern:
      /\b(?:where|location|located|based|country|city|region|town|state|live|lives|area|from\s+(?:which|what))\b/i,
  },
  { entity: 'url', pattern: /\b(?:urls?|links?|website|web\s+site)\b/i },
  {
    entity: 'email',
    pattern:
      /\b(?:e-?mail|contact)\s+(?:address(?:es)?|info|details)\b|\be-?mail\s+(?:given|shared|included)\b/i,
  },
  { entity: 'question', pattern: /\b(?:questions?|ask(?:s|ed|ing)?|asking\s+(?:for|about|something))\b/i },
];

const comparisons: { op: 'lt' | 'lte' | 'gt' | 'gte'; pattern: RegExp }[] = [
  { op: 'lt', pattern: new RegExp(String.raw`\b(?:fewer|less|smaller)\s+than\s+(${numberSource}k?)`, 'i') },
  { op: 'lt', pattern: new RegExp(String.raw`\b(?:under|below)\s+\$?(${numberSource}k?)`, 'i') },
  {
    op: 'lte',
    pattern: new RegExp(String.raw`\b(?:at\s+most|no\s+more\s+than|up\s+to)\s+\$?(${numberSource}k?)`, 'i'),
  },
  { op: 'lte', pattern: new RegExp(String.raw`\$?(${numberSource}k?)\s+or\s+(?:fewer|less)\b`, 'i') },
  {
    op: 'gt',
    pattern: new RegExp(
      String.raw`\b(?:more|greater|bigger|larger|higher)\s+than\s+\$?(${numberSource}k?)`,
      'i',
    ),
  },
  { op: 'gt', pattern: new RegExp(String.raw`\b(?:over|above)\s+\$?(${numberSource}k?)`, 'i') },
  { op: 'gte', pattern: new RegExp(String.raw`\b(?:at\s+least)\s+\$?(${numberSource}k?)`, 'i') },
  { op: 'gte', pattern: new RegExp(String.raw`\$?(${numberSource}k?)\s+or\s+more\b|\b(\d+)\+`, 'i') },
];

/** Role words a yes/no question names ("Is the poster a founder or owner?"). */
const askedRoles =
  /\b(?:decision[- ]?maker|co-?founder|founder|owner|ceo|cto|coo|cfo|cmo|vp|director|head\s+of\s+\w+|manager|engineer|developer|designer|freelancer|consultant|student|marketer|recruiter|accountant|bookkeeper|agency|executive)s?\b/gi;

function numberComparison(question: string): SmartColumnCompare | null {
  for (const { op, pattern } of comparisons) {
    const match = pattern.exec(question);
    const value = match ? readNumber(match[1] ?? match[2] ?? '') : null;
    if (value !== null) return { op, value };
  }
  // "a small team?": up to ten people; "a large company?": a hundred or more.
  if (/\bsmall\s+(?:team|company|business)\b/i.test(question)) return { op: 'lte', value: 10 };
  if (/\b(?:large|big)\s+(?:team|company|business)\b/i.test(question)) return { op: 'gte', value: 100 };
  return null;
}

/** The places a yes/no question asks about: "in the UK", "in Berlin or Paris". */
function placesAsked(question: string): string[] {
  const asked: string[] = [];
  for (const match of question.matchAll(
    /\b(?:in|from|near|of)\s+(?:the\s+)?([\p{L}.]+(?:\s+[A-Z][\p{L}]+)?)/gu,
  )) {
    const name = match[1]!.replace(/[.?]+$/, '');
    if (lookUpPlace(name)) asked.push(name);
  }
  for (const match of question.matchAll(
    /\b(?:or|and)\s+(?:the\s+)?([A-Z][\p{L}.]+(?:\s+[A-Z][\p{L}]+)?)/gu,
  )) {
    const name = match[1]!.replace(/[.?]+$/, '');
    if (lookUpPlace(name) && !asked.includes(name)) asked.push(name);
  }
  return asked;
}

export interface QuestionType {
  entity: SmartColumnEntity;
  compare: SmartColumnCompare | null;
}

/** The entity a question asks about (null: none the local rules know), and for yes/no what of it. */
export function classifyQuestion(question: string, kind: SmartColumnKind): QuestionType | null {
  // "Is the poster in the United States?": a place named after "in" or "from" is a location question.
  const namesPlace = /\b(?:in|from|based|located)\b/i.test(question) && placesAsked(question).length > 0;
  const topic = namesPlace
    ? topics.find((t) => t.entity === 'location')
    : topics.find((t) => t.pattern.test(question));
  if (!topic) return null;
  if (kind === 'text') return { entity: topic.entity, compare: null };
  let compare: SmartColumnCompare | null = null;
  if (topic.entity === 'team_size' || topic.entity === 'price') compare = numberComparison(question);
  if (topic.entity === 'location') {
    const places = placesAsked(question);
    compare = places.length > 0 ? { op: 'is', value: places } : null;
  }
  if (topic.entity === 'role') {
    const roles = [
      ...new Set([...question.matchAll(askedRoles)].map((m) => m[0].toLowerCase().replace(/s$/, ''))),
    ];
    compare = roles.length > 0 ? { op: 'is', value: roles } : null;
  }
  return { entity: topic.entity, compare };
}
