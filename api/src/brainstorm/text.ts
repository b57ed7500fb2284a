// Small text helpers shared by the local writer, proposer and refiner, and by the checks of the
// assistant's answers. Everything here is deterministic.

/** Control characters (but not tab/newline) and the invisible ones that can hide text. */
const invisible =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;

/** One line of plain text: invisible characters removed, white space collapsed, trimmed. */
export function oneLine(text: string): string {
  return text.replace(invisible, '').replace(/\s+/g, ' ').trim();
}

/** Cuts at a word boundary to at most `max` characters (adding nothing: callers decide on an ellipsis). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,;:–—-]+$/, '');
}

/** Keeps the first of entries that are equal ignoring case, and drops empty ones. */
export function uniqueIgnoringCase(values: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

export function includesIgnoringCase(values: readonly string[], value: string): boolean {
  const key = value.toLowerCase();
  return values.some((entry) => entry.toLowerCase() === key);
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter unless the first word looks like a name or an acronym ("CRM", "HubSpot"). */
export function lowerFirst(text: string): string {
  const first = text.split(' ')[0] ?? '';
  if (/[A-Z].*[A-Z]/.test(first) || /\d/.test(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Sentences of a paragraph (a plain split on ., ! and ? followed by space and a capital or digit). */
export function sentences(text: string): string[] {
  return oneLine(text)
    .split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Ensures a sentence ends with a full stop. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return /[.!?]["”)]?$/.test(trimmed) ? capitalize(trimmed) : `${capitalize(trimmed)}.`;
}

export const stopWords = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being below between ' +
    'both but by can could did do does doing down during each few for from further had has have having he her ' +
    'here hers him his how i if in into is it its itself just let me more most my no nor not now of off on once ' +
    'only or other our ours out over own same she should so some such than that the their theirs them then there ' +
    'these they this those through to too under until up very was we were what when where which while who whom ' +
    'why will with would you your yours us get got every one new make makes made use used using way ways well ' +
    'help helps helping need needs via per like across within without around etc offering offerings ' +
    'include includes including offer offers key positioned alternative alternatives simple easy best ' +
    'company business businesses product products service services team teams people customers'
  ).split(' '),
);

/** Whether a noun phrase is plural ("leather wallets", "tools"), going by its last word. */
export function isPlural(phrase: string): boolean {
  const last = phrase.split(' ').at(-1) ?? '';
  return /[a-z]s$/i.test(last) && !/(?:ss|us|is|ics)$/i.test(last) && !/^[A-Z]+s$/.test(last);
}

/** Acronyms said as words, not letter by letter: "a STEM kit", "a NASA grant". */
export const wordAcronyms =
  /^(?:STEM|NASA|NATO|FIFA|UEFA|SIM|SWAT|SCUBA|LIDAR|RADAR|LASER|HIPAA|FEMA|MOT|SMART|NAS|OSHA|ASAP)$/;

/** "a CRM", "an SDK", "an alerting tool", "a user portal", "an hour"; plurals take none. */
export function withArticle(phrase: string): string {
  if (isPlural(phrase)) return phrase;
  const first = phrase.split(' ')[0] ?? '';
  // Acronyms are read letter by letter ("an SDK"), except those said as words ("a STEM kit").
  if (/^[A-Z]{2,}/.test(first) && !wordAcronyms.test(first))
    return `${/^[AEFHILMNORSX]/.test(first) ? 'an' : 'a'} ${phrase}`;
  const vowelSound = /^(?:[aeio]|u(?!ni|s[aeu]|ti)|hour|honest|heir)/i.test(first);
  return `${vowelSound ? 'an' : 'a'} ${phrase}`;
}

/** "e-bikes", "CRMs", "electricians", "agencies"; phrases ending in an activity stay ("PostgreSQL hosting"). */
export function plural(phrase: string): string {
  if (isPlural(phrase) || /ing$/.test(phrase)) return phrase;
  if (/[^aeiou]y$/.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z)$/.test(phrase)) return `${phrase}es`;
  return `${phrase}s`;
}
