/**
 * The poster's own role: "I'm the ops manager at…", "As a product designer…", "Founder here",
 * "Head of Sales at…", "I run a bakery" (owner). Roles of other people ("our CTO wants…", "my boss
 * asked…") are not the poster's.
 */

/** Head nouns of job titles and of who people are at work. */
const roleNouns = String.raw`(?:co-?founder|founder|owner|proprietor|ceo|cto|coo|cfo|cmo|cio|cpo|vp|president|director|manager|lead|head\s+of\s+[\p{L}&]+(?:\s+(?:and|&)\s+[\p{L}]+)?|vp\s+of\s+[\p{L}]+|engineer|developer|dev|programmer|designer|consultant|freelancer|contractor|accountant|bookkeeper|marketer|recruiter|analyst|administrator|admin|sysadmin|architect|sre|dba|student|intern|teacher|nurse|electrician|plumber|lawyer|attorney|realtor|agent|rep|sdr|bdr|account\s+executive|partner|principal|coordinator|specialist|officer|assistant|scientist|researcher|product\s+manager|pm|writer|editor|photographer|therapist|coach|trainer|dentist|doctor|solopreneur|entrepreneur|executive|strategist|operator|technician|mechanic|landlord|homeowner|parent|maintainer)`;
/** Up to three words before the head noun ("ops", "senior data", "small business"). */
const modifiers = String.raw`(?:(?!(?:for|a|an|the|to|of|in|at|on|with|and|or|is|are|was|we|i|our|my|your|their|looking|need|needs|want|any|anyone|just|hi|hey|hello|so|but|if|when|what|which|who|how|this|that)\b)[\p{L}][\p{L}&/-]*\s+){0,3}?`;
const role = String.raw`(${modifiers}${roleNouns})(?![\p{L}])`;

const finders: RegExp[] = [
  // "I'm the ops manager", "I am a bookkeeper", "I work as a designer"
  new RegExp(
    String.raw`\bI(?:'m|’m|\s+am|\s+work\s+as|\s+was\s+hired\s+as)\s+(?:a|an|the|one\s+of\s+the)\s+${role}`,
    'iu',
  ),
  // "As a product designer", "as the only developer"
  new RegExp(String.raw`\b[Aa]s\s+(?:a|an|the)\s+${role}`, 'u'),
  // "My role is ops manager", "my title: VP of Sales"
  new RegExp(String.raw`\bmy\s+(?:role|title|job)(?:\s+is|:)\s+(?:a\s+|an\s+|the\s+)?${role}`, 'iu'),
  // At the start of the post or of a sentence: "Founder here", "Head of Sales at…", "Data engineer here;"
  new RegExp(
    String.raw`(?:^|[.!?\n]\s*)${role}\s*(?:here\b|at\b|of\b|for\b|in\b|with\b|working\b|,|;|:|\()`,
    'iu',
  ),
];

/** "I run a bakery", "I own a small plumbing business": the owner. */
const owns =
  /\bI\s+(?:own|run|started|founded|co-?founded|have)\s+(?:a|an|my|our|the)\s+(?:[\p{L}-]+\s+){0,3}?(?:business|company|shop|store|bakery|agency|startup|studio|firm|practice|restaurant|cafe|salon|clinic|consultancy|brand|label|saas|gym|bar|hotel|farm|garage)\b/iu;
/** Words kept out of the front of a role: "the only developer" is a developer. */
const droppedModifiers = /^(?:only|sole|new|current|lone|just|also|now|still|really)\s+/i;
/** What a role cannot start with: someone else's role, or a sentence that is not about the poster. */
const notPoster = /^(?:our|my|your|their|his|her|the|a|an|this|that|any|every|some|no)\s/i;

/** The poster's role as written ("ops manager", "Head of Sales", "owner"), or null. */
export function findRole(text: string): string | null {
  let best: { index: number; role: string } | null = null;
  for (const pattern of finders) {
    const match = pattern.exec(text);
    if (!match?.[1]) continue;
    let found = match[1].trim();
    while (droppedModifiers.test(found)) found = found.replace(droppedModifiers, '');
    if (notPoster.test(found)) continue;
    if (!best || match.index < best.index) best = { index: match.index, role: found };
  }
  const owner = owns.exec(text);
  if (owner && (!best || owner.index < best.index)) return 'owner';
  return best?.role ?? null;
}

/** Roles that own the business, and those that decide what it buys. */
const ownerRoles =
  /\b(?:co-?founder|founder|owner|proprietor|ceo|president|solopreneur|entrepreneur|managing\s+(?:director|partner))\b/i;
const decisionRoles =
  /\b(?:co-?founder|founder|owner|proprietor|ceo|cto|coo|cfo|cmo|cio|cpo|vp|president|director|head\s+of|chief|partner|principal|solopreneur|entrepreneur)\b/i;

/**
 * Whether a role is one of the asked ones: "founder" or "owner" asks for anyone who owns the business
 * (a CEO, a co-founder), "decision maker" for anyone who decides; other words are looked for as written.
 */
export function roleMatches(found: string, asked: readonly string[]): boolean {
  return asked.some((wanted) => {
    const word = wanted.toLowerCase();
    if (/decision|decides|buyer/.test(word)) return decisionRoles.test(found);
    if (ownerRoles.test(word)) return ownerRoles.test(found);
    return new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(found);
  });
}
