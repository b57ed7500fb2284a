import { numberSource, readNumber } from './numbers.js';

/**
 * How many people the poster's team or company has, read from what people write: "we're 3 founders",
 * "a 4-person company", "team of six", "we have 40 engineers", "just me and two part-timers", "my
 * cofounder and I", "two of us", "our 15th employee", "solo consultant". Counts of other things
 * ("3 restaurants", "10,000 users") are not people. Returns the first count in the post.
 */

const n = numberSource;
/** Nouns that count people (a team's members), singular or plural. */
const people = String.raw`(?:people|persons?|employees?|staff(?:ers)?|engineers?|developers?|devs?|designers?|reps?|salespeople|sales\s?reps?|members?|co-?founders?|founders?|partners?|folks|ftes?|full[- ]timers?|part[- ]timers?|contractors?|freelancers?|consultants?|agents?|techs?|technicians?|accountants?|bookkeepers?|lawyers?|workers?|guys|humans|marketers?|recruiters?|analysts?|nurses?|teachers?|volunteers?|people\s+on\s+(?:the|our|my)\s+team)`;
const org = String.raw`(?:team|company|startup|agency|shop|business|firm|org|organi[sz]ation|nonprofit|non-profit|charity|studio|practice|consultancy|operation|outfit|crew|office|group|saas)`;
const approx = String.raw`(?:~\s?|about\s+|around\s+|roughly\s+|approximately\s+|nearly\s+|almost\s+|over\s+|just\s+over\s+|just\s+under\s+)?`;
/** "and two part-timers", "plus a manager", "+ 1 contractor": more people in the same count. */
const more = new RegExp(String.raw`^\s*(?:and|plus|\+|&)\s+(${n}|a|an)\s+(?:[\w-]+\s+)?${people}\b`, 'i');

interface Finder {
  pattern: RegExp;
  /** The count from the match; the group holding the number is 1 unless said. */
  count: (match: RegExpExecArray) => number | null;
}

const first = (match: RegExpExecArray) => readNumber(match[1] ?? '');

const finders: Finder[] = [
  // "from 30 to 60 people": today's size is the first.
  { pattern: new RegExp(String.raw`\bfrom\s+(${n})\s+to\s+${n}\s+${people}\b`, 'i'), count: first },
  // "a 4-person company", "25-person nonprofit", "5 person team", "a 12-strong team"
  {
    pattern: new RegExp(
      String.raw`\b(${n})[\s-](?:person|people|man|woman|member|strong|employee|seat)\s+${org}\b`,
      'i',
    ),
    count: first,
  },
  // "team of 7", "company of ~200 employees", "staff of 8"
  {
    pattern: new RegExp(
      String.raw`\b(?:${org}|staff|headcount)\s+(?:of|is|at|with)\s+${approx}(${n})\b(?!\s*(?:%|percent|years?|months?|days?|customers?|clients?|users?|locations?|countries|offices?))`,
      'i',
    ),
    count: first,
  },
  // "our 15th employee"
  { pattern: /\bour\s+(\d{1,4})(?:st|nd|rd|th)\s+(?:employee|hire|team member|person)\b/i, count: first },
  // "two of us", "the 3 of us"
  { pattern: new RegExp(String.raw`\b(${n})\s+of\s+us\b`, 'i'), count: first },
  // "my cofounder and I", "me and my co-founder"
  { pattern: /\b(?:my\s+co-?founder\s+and\s+(?:I|me)|(?:me|I)\s+and\s+my\s+co-?founder)\b/i, count: () => 2 },
  // "just me and two part-timers"
  {
    pattern: new RegExp(String.raw`\b(?:just\s+)?me\s+and\s+(${n})\s+(?:[\w-]+\s+)?${people}\b`, 'i'),
    count: (match) => {
      const others = first(match);
      return others === null ? null : others + 1;
    },
  },
  // "we're 3 founders", "we have 40 engineers", "grown to 12 people", "9 employees"
  {
    pattern: new RegExp(String.raw`(?<![\w$€£.,-])${approx}(${n})\+?\s+(?:[a-z-]+\s+)?${people}\b`, 'i'),
    count: first,
  },
  // A team of one.
  {
    pattern:
      /\b(?:solo\s?(?:founder|consultant|developer|dev|freelancer|entrepreneur|operator|practitioner|founder|business|shop)|solopreneur|one[- ](?:man|woman|person)\s+(?:band|shop|business|team|company|operation)|just\s+me\b(?!\s+and)|by\s+myself|no\s+employees|I\s+freelance|I'm\s+a\s+freelancer|I\s+am\s+a\s+freelancer)/i,
    count: () => 1,
  },
];

export interface TeamSize {
  count: number;
  /** The words the count was read from. */
  phrase: string;
}

/** The first team size the post states, or null. */
export function findTeamSize(text: string): TeamSize | null {
  let best: { index: number; size: TeamSize } | null = null;
  for (const finder of finders) {
    const match = finder.pattern.exec(text);
    if (!match) continue;
    let count = finder.count(match);
    if (count === null || count < 1 || count > 1_000_000) continue;
    const after = more.exec(text.slice(match.index + match[0].length));
    if (after) count += readNumber(after[1] ?? '') ?? 0;
    if (!best || match.index < best.index)
      best = { index: match.index, size: { count, phrase: match[0].trim() } };
  }
  return best?.size ?? null;
}
