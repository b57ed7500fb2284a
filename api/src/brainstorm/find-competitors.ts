import { uniqueIgnoringCase } from './text.js';

// A product or company name as written: one to three words that each start with a capital or a digit
// ("HubSpot", "Zoho CRM", "Monday.com", "1Password").
const word = String.raw`[A-Z0-9][\w.&'+-]*[\w+]|[A-Z0-9]`;
const name = String.raw`(?:${word})(?:\s(?:${word})){0,2}`;
const names = String.raw`${name}(?:(?:\s*,\s*|\s*/\s*|\s+(?:and|or|&)\s+)${name})*`;

/** `text` matching regardless of case, for use inside a pattern whose names must stay case-sensitive. */
function anyCase(text: string): string {
  return text.replace(/[a-z]/gi, (letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`);
}

/** Phrases after which a page or a description names the products it competes with. */
const triggers = [
  String.raw`\b${anyCase('alternative')}s?\s+(?:${anyCase('to')}|${anyCase('for')})\s+`,
  String.raw`\b(?:${anyCase('vs')}\.?|${anyCase('versus')})\s+`,
  String.raw`\b${anyCase('compare')}[dD]?\s+(?:${anyCase('to')}|${anyCase('with')})\s+`,
  String.raw`\b${anyCase('comparison')}s?\s+(?:${anyCase('to')}|${anyCase('with')})\s+`,
  String.raw`\b${anyCase('unlike')}\s+`,
  String.raw`\b${anyCase('switch')}(?:${anyCase('ing')})?\s+${anyCase('from')}\s+`,
  String.raw`\b${anyCase('migrat')}(?:${anyCase('e')}|${anyCase('ing')})\s+${anyCase('from')}\s+`,
  String.raw`\b${anyCase('competitor')}s?(?:\s+(?:such as|like|include|including|are))?:?\s+`,
  String.raw`\b${anyCase('instead of')}\s+`,
];
const afterTrigger = new RegExp(`(?:${triggers.join('|')})(${names})`, 'g');
const beforeAlternative = new RegExp(`(${name})\\s+alternatives?\\b`, 'g');

/** Capitalised words that start sentences or phrases and are never a competitor's name. */
const generic = new Set(
  (
    'a an the our your their my its this that these those it them they we you other others another any all ' +
    'most many some every each best top better cheaper free simple modern open traditional legacy old ' +
    'manual spreadsheets excel-based existing current typical usual enterprise expensive complex ' +
    'clunky big bloated generic similar leading popular alternative alternatives comparison pricing ' +
    'features home about blog login sign and or vs versus i'
  ).split(' '),
);

/** Words that end a name in Title Case text ("Alternative To HubSpot For Agencies"). */
const connectors = new Set(['for', 'with', 'in', 'on', 'at', 'by', 'to', 'from', 'of', 'that', 'is', 'are']);

function cleanName(raw: string): string | null {
  const words = raw
    .replace(/['’]s$/, '')
    .replace(/[.,;:!?]+$/, '')
    .split(/\s+/)
    .filter(Boolean);
  const end = words.findIndex((w, index) => index > 0 && connectors.has(w.toLowerCase()));
  if (end > 0) words.splice(end);
  while (words.length > 0 && generic.has((words[0] ?? '').toLowerCase())) words.shift();
  while (words.length > 0 && generic.has((words.at(-1) ?? '').toLowerCase())) words.pop();
  const cleaned = words.join(' ');
  if (cleaned.length < 2 || cleaned.length > 40 || !/[A-Za-z]/.test(cleaned)) return null;
  if (!/^[A-Z0-9]/.test(cleaned)) return null;
  return cleaned;
}

function splitNames(list: string): string[] {
  return list.split(/\s*,\s*|\s*\/\s*|\s+(?:and|or|&)\s+/);
}

/**
 * Names the text compares itself with: "alternative to HubSpot and Pipedrive", "Acme vs Salesforce",
 * "compared to Zoho CRM", "unlike Monday.com", "the best Trello alternative". `exclude` (the business's
 * own name) is never returned.
 */
export function findCompetitors(texts: readonly string[], exclude: readonly string[] = []): string[] {
  const excluded = new Set(exclude.map((value) => value.toLowerCase()));
  const found: string[] = [];
  for (const text of texts) {
    for (const match of text.matchAll(afterTrigger))
      for (const part of splitNames(match[1] ?? '')) {
        const cleaned = cleanName(part);
        if (cleaned) found.push(cleaned);
      }
    for (const match of text.matchAll(beforeAlternative)) {
      const cleaned = cleanName(match[1] ?? '');
      if (cleaned) found.push(cleaned);
    }
  }
  return uniqueIgnoringCase(found).filter((candidate) => {
    const key = candidate.toLowerCase();
    return ![...excluded].some((own) => own !== '' && (key === own || key.startsWith(`${own} `)));
  });
}

/** A competitor named only by a comparison link (/vs/hubspot, /compare/zoho-crm, /alternatives/trello). */
export function competitorFromHref(href: string): string | null {
  const match =
    /\/(?:vs|versus|compare|comparison|alternatives?(?:-to)?)[/-]([a-z0-9][a-z0-9-]{1,30})\/?(?:[?#]|$)/i.exec(
      href,
    );
  if (!match?.[1]) return null;
  const slug = match[1].replace(/-(?:alternatives?|vs|comparison)$/i, '');
  return slug
    .split('-')
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}
