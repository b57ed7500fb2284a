import {
  complaints,
  cuesAfter,
  cuesBefore,
  gapWords,
  strongCuesAfter,
  trapsAfter,
  trapsBefore,
  weakCuesBefore,
} from './competitor-cues.js';
import { sentences, stopWords, uniqueIgnoringCase } from './text.js';

// Competitors are names (capitalised or brand-like words: "HubSpot", "Abel & Cole", "heyData", and a
// lower-case name listed with a capitalised one: "italki or Preply") that stand in a competitive context:
// a cue just before or after them (competitor-cues.ts), or a sentence of complaint. A name after a trap
// (a supplier, an integration, a former employer, a certification, a place) is not one.

// A product or company name as written: one to three words that each start with a capital or a digit
// ("HubSpot", "Zoho CRM", "Monday.com", "1Password", "heyData", "Abel & Cole").
const word = String.raw`[A-Z0-9][\w.'’+!-]*[\w+]|[A-Z0-9]|[a-z]+[A-Z][\w.-]*`;
const name = String.raw`(?:${word})(?:(?:\s|\s&\s)(?:${word})){0,2}`;
const lowerName = String.raw`[a-z][a-z0-9]{3,}`;
const listedWith = String.raw`\s*,\s*(?:and\s+|or\s+)?|\s*/\s*|\s+(?:and|or)\s+`;
/** Also "Declarando o TaxDown", "Remeha, Intergas en Daikin" (never a lower-case word: "assinava o X"). */
const separator = String.raw`${listedWith}|\s+(?:y|e|o|u|ou|et|und|oder)\s+`;
/** A list of names; a lower-case one counts only next to a capitalised one. */
const nameList = new RegExp(
  String.raw`(?<![\w'’&-])(?:${name}|${lowerName}(?=(?:${listedWith})(?:${name})))(?:(?:${separator})(?:${name}|${lowerName}\b(?!\s+[a-z])))*`,
  'g',
);

const anyOf = (sources: readonly string[]) => sources.map((s) => `(?:${s})`).join('|');
const gap = String.raw`(?:\s+(?:${gapWords})){0,3}`;
const cueBefore = new RegExp(String.raw`\b(?:${anyOf(cuesBefore)})${gap}\s*$`, 'i');
const weakCueBefore = new RegExp(String.raw`\b(?:${anyOf(weakCuesBefore)})${gap}\s*$`, 'i');
const trapBefore = new RegExp(String.raw`(?:\b|-)(?:${anyOf(trapsBefore)})${gap}\s*-?$`, 'i');
const trapAnywhere = new RegExp(String.raw`\b(?:${anyOf(trapsBefore.slice(0, 4))})\b`, 'i');
const cueAfter = new RegExp(String.raw`^\s*(?:${anyOf(cuesAfter)})`, 'i');
const strongCueAfter = new RegExp(String.raw`^[\s,–—-]*(?:${anyOf(strongCuesAfter)})`, 'i');
const trapAfter = new RegExp(String.raw`^\s*(?:${anyOf(trapsAfter)})\b`, 'i');
const complaint = new RegExp(String.raw`\b(?:${complaints})\b`, 'i');
/** "(looking at you, ngrok free tier)": a jab names a rival, even one that writes itself in lower case. */
const jab = new RegExp(`\\blooking at you,?\\s+(${name}|[a-z][\\w.-]{2,})`, 'g');
const lowerRival =
  /\b(?:(?:come|came|coming|switch\w*|migrat\w*|mov\w*)\s+(?:\w+\s+)?from|alternative\s+to|unlike|instead\s+of)\s+([a-z][a-z0-9.-]{3,}[a-z0-9])\b/g;
/** Where a clause ends: a cue before it says nothing about a name after it. */
const clauseEnd = /[.;:!?()]|\s[–—-]\s/g;

/** Capitalised words that start sentences or phrases and are never a competitor's name. */
const generic = new Set(
  (
    'a an the our your their my its this that these those it them they we you other others another any all ' +
    'most many some every each best top better cheaper free simple modern open traditional legacy old ' +
    'manual spreadsheets excel-based existing current typical usual enterprise expensive complex ' +
    'clunky big bloated generic similar leading popular alternative alternatives comparison pricing ' +
    'features home about blog login sign and or vs versus i more less others everyone everything friends ' +
    'family etc like unlike instead tools tool apps platforms services compared switch switching replace ' +
    'if when why how what who think imagine picture basically literally just'
  ).split(' '),
);

/** Words that end a name in Title Case text ("Alternative To HubSpot For Agencies"). */
const connectors = new Set(['for', 'with', 'in', 'on', 'at', 'by', 'to', 'from', 'of', 'that', 'is', 'are']);

/** The capitalised words of a name that are plain words ("Like Framery"): dropped from its start. */
const isPlainWord = (w: string) => generic.has(w.toLowerCase()) || stopWords.has(w.toLowerCase());

function cleanName(raw: string): string | null {
  const words = raw
    .replace(/['’]s$/, '')
    .replace(/[.,;:!?]+$/, '')
    .split(/\s+/)
    .filter(Boolean);
  const end = words.findIndex((w, index) => index > 0 && connectors.has(w.toLowerCase()));
  if (end > 0) words.splice(end);
  while (words.length > 0 && isPlainWord(words[0] ?? '')) words.shift();
  while (words.length > 0 && generic.has((words.at(-1) ?? '').toLowerCase())) words.pop();
  const cleaned = words.join(' ').replace(/\s&$/, '').replace(/^&\s/, '');
  if (cleaned.length < 2 || cleaned.length > 40 || !/[A-Za-z]/.test(cleaned)) return null;
  // "a British-made alternative to ...", "an Irish alternative": what the business is, not a rival.
  if (
    /-(?:made|based|built|owned|run|designed)$|^(?:British|English|Scottish|Welsh|Irish|American|European|German|Dutch|French|Australian|Canadian|Indian|Kiwi|Aussie|Local|Open-source|US|UK|EU)$/i.test(
      cleaned,
    )
  )
    return null;
  return cleaned;
}

function splitNames(list: string): string[] {
  return list.split(/\s*,\s*(?:and\s+|or\s+)?|\s*\/\s*|\s+(?:and|or|y|e|o|u|ou|et|und|oder)\s+/);
}

/** Whether the list of names at `start`..`end` of a sentence stands where a rival is named. */
function competitive(sentence: string, start: number, end: number, list: string): boolean {
  const clauseStart = Math.max(
    0,
    ...[...sentence.slice(0, start).matchAll(clauseEnd)].map((m) => (m.index ?? 0) + m[0].length),
  );
  const before = sentence.slice(clauseStart, start);
  const after = sentence.slice(end);
  // "Like Framery but ...": a cue written with a capital is part of the matched words.
  const plain = list.split(/\s+/);
  const lead = plain.findIndex((w) => !isPlainWord(w));
  const ahead = `${before}${plain.slice(0, Math.max(0, lead)).join(' ')} `;
  if (trapAfter.test(after)) return false;
  if (cueBefore.test(ahead) || strongCueAfter.test(after)) return true;
  // "Sprout vs Harvest Co": names of one or two words, not the tail of a longer capitalised phrase
  // ("Foreign Earned Income Exclusion vs Foreign Tax Credit" names tax rules, not rivals).
  if (/\b(?:vs\.?|versus)\s*$/i.test(ahead) || /^\s*(?:vs\.?|versus)\s/i.test(after))
    return (
      splitNames(list).every((n) => n.split(/\s+/).length <= 2) &&
      !(/^[A-Z]/.test(list) && /[A-Z][\w-]*\s*$/.test(before)) &&
      !/^\s*(?:vs\.?|versus)\s+(?:[A-Z][\w-]*\s+){2}[A-Z]/.test(after)
    );
  // "switch to us from WebPT …, and from Jane App": "from" in a sentence about moving.
  if (
    /\bfrom\s*$/i.test(ahead) &&
    /\b(?:switch|mov|migrat|came|come|coming)\w*\s+(?:\S+\s+){0,3}?from\b/i.test(sentence.slice(0, start))
  )
    return true;
  if (weakCueBefore.test(ahead) && !trapAnywhere.test(before)) return true;
  if (trapBefore.test(ahead)) return false;
  if (cueAfter.test(after)) return true;
  // "Waited months for a survey from X?": a complaint names the rival; the first word of a sentence
  // and short acronyms (documents, certificates) are not enough to be a name there.
  return (
    complaint.test(sentence) &&
    before.trim() !== '' &&
    lead <= 0 &&
    !/^[A-Z]{2,4}(?:\s*(?:,|and|or)\s*[A-Z]{2,4})*$/.test(list)
  );
}

const cjk = String.raw`[\p{Script=Han}\p{Script=Katakana}ー]{2,8}`;
/** "土屋鞄や池田屋は人気ですぐ売り切れる": names listed with や / と before a cue of comparison or complaint. */
const cjkList = new RegExp(String.raw`(${cjk})(?:や|と|、)(${cjk})(?=は|が|より|など|の方)`, 'gu');
const cjkCue = /人気|売り切れ|高い|より|代わり|乗り換え|不満|比べ/u;

function cjkRivals(text: string): string[] {
  return text
    .split(/[。！？]/u)
    .filter((sentence) => cjkCue.test(sentence))
    .flatMap((sentence) => [...sentence.matchAll(cjkList)].flatMap((m) => [m[1] ?? '', m[2] ?? '']))
    .filter(Boolean);
}

/**
 * Names the text compares itself with: "alternative to HubSpot and Pipedrive", "Acme vs Salesforce",
 * "unlike italki or Preply", "Framery users switch to us", "if you've outgrown Papertrail"; never a
 * supplier, an integration, a certification or a place. `exclude` (the business's own name) is never
 * returned.
 */
export function findCompetitors(texts: readonly string[], exclude: readonly string[] = []): string[] {
  const excluded = exclude.map((value) => value.toLowerCase()).filter(Boolean);
  const found: string[] = [];
  for (const written of texts) {
    // "(or can't afford) LaunchDarkly", "Pocket and Omnivore (RIP both)": a short aside is read inline.
    const text = written.replace(/\s*\(([^()]{1,40})\)/g, ' — $1');
    found.push(...cjkRivals(text));
    for (const match of text.matchAll(nameList)) {
      const start = match.index ?? 0;
      // "Balkongeländer": a match that a letter of another script continues is a piece of a word.
      if (/\p{L}/u.test(text.charAt(start - 1)) || /\p{L}/u.test(text.charAt(start + match[0].length)))
        continue;
      // "15oz canvas, 70mm foam": a list with no capital names nothing.
      if (!/[A-Z]/.test(match[0])) continue;
      if (!competitive(text, start, start + match[0].length, match[0])) continue;
      splitNames(match[0]).forEach((part) => {
        const cleaned = cleanName(part);
        if (cleaned) found.push(cleaned);
      });
    }
    // "Most customers come from wkhtmltopdf": a lower-case tool's name, brand-like (a run of consonants
    // no word has, or a digit), right after a way off a rival.
    for (const match of text.matchAll(lowerRival)) {
      const candidate = match[1] ?? '';
      if (/[bcdfghjklmnpqrstvwxz]{4,}|\d/.test(candidate)) found.push(candidate);
    }
    for (const match of text.matchAll(jab)) {
      const cleaned = cleanName(match[1] ?? '');
      if (cleaned) found.push(cleaned);
    }
  }
  return uniqueIgnoringCase(found).filter((candidate) => {
    const key = candidate.toLowerCase();
    return !excluded.some((own) => key === own || key.startsWith(`${own} `) || own.startsWith(`${key} `));
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

/** What a description says of a rival, which decides the complaints a buyer leaving it would write. */
export interface RivalStanding {
  /** It shut down ("Snaplet users switch to us since it shut down"): people replace it, not cancel it. */
  closed: boolean;
  /** Free or open source ("ngrok free tier"): nobody leaves it over its price. */
  free: boolean;
  /** Buyers outgrow it ("if you've outgrown Atlantis"). */
  outgrown: boolean;
  /** It is too much for the buyer ("Spacelift feels like overkill", "built for big contractors"). */
  overkill: boolean;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How `rival` stands in the sentences of `description` that name it. */
export function rivalStanding(description: string, rival: string): RivalStanding {
  const name = escaped(rival).replace(/\\&/g, '(?:&|and)');
  const named = new RegExp(`(?<![\\w-])${name}(?:['’]s)?(?![\\w-])`, 'i');
  const said = sentences(description).filter((sentence) => named.test(sentence));
  const any = (pattern: string) => said.some((sentence) => new RegExp(pattern, 'i').test(sentence));
  return {
    closed: any(
      String.raw`${name}[^.;]{0,30}\b(?:RIP|unmaintained|archived)\b|\bshut(?:s|ting)?\s+down\b|\bshutdown\b|\bdiscontinu\w+|\bsunsett?\w*|\bclos(?:ed|ing)\s+down\b|\bwent\s+(?:bust|under)\b|\bno\s+longer\s+(?:available|maintained|exists?)\b|\bend[- ]of[- ]life\b`,
    ),
    free: any(
      String.raw`(?:\bfree|open[- ]source)\s+${name}\b|${name}(?:['’]s)?\s+(?:\S+\s+)?(?:free\b|open[- ]source)`,
    ),
    outgrown: any(String.raw`\boutgr(?:ew|own|owing|ow)\s+(?:(?:the|their|your|our|my)\s+)?${name}\b`),
    // Within the rival's own clause: "outgrown Atlantis but Spacelift feels like overkill" is Spacelift's.
    overkill: any(
      String.raw`${name}\b(?:(?!\s(?:but|while|whereas|although|though)\s)[^.;,])*?\b(?:overkill|too\s+(?:complex|complicated|big|much)|bloated|(?:built|made|designed)\s+for\s+(?:big|large|bigger|larger|enterprise))`,
    ),
  };
}
