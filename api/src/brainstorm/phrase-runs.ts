import type { Language } from './buyer-language.js';
import { sentences } from './text.js';

// How a clause of a description splits into phrases, per language: a phrase is a maximal run of content
// words; function words, numbers, prices, names, places and verbs end it; a few words join its parts
// ("end of tenancy", "punaises de lit"). description-phrases.ts reads what the business sells from these.

export interface PhraseWords {
  /** Words that end a phrase. */
  breaks: Set<string>;
  /** Words that join two parts of one phrase ("end of tenancy", "punaises de lit"). */
  joins: Set<string>;
  /** Whether the head of a phrase is its last word (English, German, Dutch) or its first. */
  headLast: boolean;
  /** "is a", "somos una", "offers": what follows says what the business is (its subject is checked apart). */
  statement: RegExp;
}

export const words = (text: string) => new Set(text.split(' '));

export const phraseWords: Partial<Record<Language, PhraseWords>> = {
  en: {
    breaks: words(
      'a an the and or but nor for to with from by in on at as into onto than about via per over vs versus is ' +
        'are was were be been being am we you i they it our your their my its this that these those who whom ' +
        'which what when where why how so if not no also just only all any every each some more most very can ' +
        'could will would do does did have has had get gets got us them me he she his her both plus incl ' +
        'including across accross within around near based covering serving servicing made handmade built ' +
        'designed since then there here up out off one ones lots lot usually always never even really actually ' +
        'basically straight anywhere everywhere nationwide worldwide online direct today now free help helps ' +
        'offers provides builds makes delivers sells designs teaches without unlike',
    ),
    joins: words('of'),
    headLast: true,
    statement:
      /(?:(?:^|\s)(?:is|are|am|offers?|provides?|makes?|builds?|sells?|delivers?|designs?|teaches?)|['’](?:re|m))\s+(?:(?:a|an|the|one|your|proper|just)\s+)?/i,
  },
  es: {
    breaks: words(
      'y e o u en para con por desde a al que la el los las un una unos unas su sus nuestro nuestra nuestros ' +
        'nuestras muy más sin como es son somos tu tus mi mis se le lo también todo toda todos si no ni',
    ),
    joins: words('de del'),
    headLast: false,
    statement: /(?:^|\s)(?:es|somos|ofrecemos|hacemos)\s+(?:(?:un|una|el|la)\s+)?/i,
  },
  pt: {
    breaks: words(
      'e ou em para com por desde a o os as um uma seu sua seus suas nosso nossa no na nos nas que mais sem ' +
        'como é são somos você direto aqui lá muito também se não',
    ),
    joins: words('de do da dos das'),
    headLast: false,
    statement: /(?:^|\s)(?:é|somos|oferecemos|fazemos)\s+(?:(?:um|uma|o|a)\s+)?/i,
  },
  fr: {
    breaks: words(
      'et ou à en pour avec par dans depuis qui que le la les un une sur au aux vous nous notre nos sans ' +
        'comme est sont votre vos chez pas on se ne très aussi',
    ),
    joins: words('de du des d’ d'),
    headLast: false,
    statement: /(?:^|\s)(?:est|sommes|proposons)\s+(?:(?:un|une|le|la)\s+)?/i,
  },
  de: {
    breaks: words(
      'und oder in für mit aus seit im am zum zur die der das ein eine einen einem dem den des von bei auf ab ' +
        'inkl per wir sie ihr unsere unser auch nicht ist sind wird an als zu über unter nach vor bis direkt',
    ),
    joins: new Set<string>(),
    headLast: true,
    statement: /(?:^|\s)(?:ist|sind|bieten)\s+(?:(?:ein|eine|der|die|das)\s+)?/i,
  },
  nl: {
    breaks: words(
      'en of in voor met uit sinds bij die dat de het een van op ook wij we onze ons naar is zijn aan als ' +
        'tot over door',
    ),
    joins: new Set<string>(),
    headLast: true,
    statement: /(?:^|\s)(?:is|zijn|bieden)\s+(?:(?:een|de|het)\s+)?/i,
  },
  it: {
    breaks: words(
      'e o a in per con da dal dalla che il lo la gli le un una uno su sul nostro nostra è sono siamo anche ' +
        'senza come',
    ),
    joins: words('di del della dei delle'),
    headLast: false,
    statement: /(?:^|\s)(?:è|siamo|offriamo)\s+(?:(?:un|una|il|la)\s+)?/i,
  },
};

/** Where a clause ends: a sentence, a line, a list item, a header's separator, a comma or an emoji. */
export const clauseEnd =
  /[.!?;:,|()[\]{}•*\n]|\s[–—-]+\s|\s\+\s|\s?\/\s?|\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
export const clauseEnds = new RegExp(clauseEnd.source, 'gu');
/** A capitalised word that is a language or a people, which a phrase may hold ("Spanish lessons"). */
const peopleWord = /^\p{Lu}\p{Ll}+(?:ish|ese|ian|an)$/u;
const acronym = /^[A-Z][A-Z0-9]{1,4}s?$/;

/** Subjects whose next word is a verb: "we fix", "I come", "wir bieten". */
export const subjects = words('we i you they wir ich nous je nosotros wij ik noi');
/** Words that say who is served: what follows is the audience. */
export const audienceWords = words('for für para pour voor per');
/** Words that list things: "benches and picnic tables". */
export const andWords = words('and or & et y e o u ou und oder en + plus');
/** Verbs a clause opens with when it tells the reader what to do: "Save articles", "Learn Portuguese". */
const imperatives = words(
  'learn save send add print fill generate scan plug point inspect replay forward sync get find meet handle ' +
    'compare stop book',
);
/** Praise in a tagline ("dead simple", "easy"): it and the words before it are no part of the phrase. */
const praise = new Set(['simple', 'easy', 'affordable', 'powerful', 'beautiful', 'effortless']);
/** Verbs that follow a noun in a sentence and are no part of a phrase ("members came from"). */
const verbs = words(
  'came come comes went goes got gets cut cuts keep keeps let lets take takes make makes see sees finds',
);

/** A word as a phrase may hold it, or null where the phrase must end. */
function phraseWord(token: string, at: number, language: Language, caps: boolean): string | null {
  const word = token.replace(/^["“'‘(]+|["”'’)!?.,;:]+$/g, '');
  // "you're", "won't", "who's": a clause's grammar, never part of what is sold.
  if (/['’](?:re|s|m|ll|ve|d|t)$/i.test(word)) return null;
  if (!/^[\p{L}][\p{L}'’-]*$/u.test(word) || (word.length < 2 && !/^[aeiouyà]$/i.test(word))) return null;
  if (caps || language === 'de') return word;
  // "PostgreSQL hosting", "Shopify stores": a product's name written in mixed case may name what is sold.
  const product = /^\p{Lu}\p{Ll}+\p{Lu}/u.test(word);
  if (/^\p{Lu}/u.test(word) && at > 0 && !peopleWord.test(word) && !acronym.test(word) && !product)
    return null;
  return at === 0 && /^\p{Lu}\p{Ll}/u.test(word) && !peopleWord.test(word) ? word.toLowerCase() : word;
}

/** A phrase of a clause, with what stands around it. */
export interface Run {
  phrase: string;
  /** The word that ended it ("for" in "payroll for small businesses"), '' at the clause's end. */
  next: string;
  /** The verb that governs it after a subject ("fix" in "we fix wet basements"), or ''. */
  verb: string;
  /** Whether it follows "for" / "für" / "para": then it names who the business serves, not what. */
  audience: boolean;
  /** Whether a place and "and" stand just before it ("Paris et petite couronne"): then it is a place. */
  afterPlace: boolean;
  /** Whether it is the first phrase of its clause, or listed with the first ("benches and picnic tables"). */
  leading: boolean;
}

/** The phrases of one clause: maximal runs of content words, a join word kept only between two of them. */
export function runsOf(clause: string, language: Language, places: ReadonlySet<string> = new Set()): Run[] {
  const spec = phraseWords[language];
  if (!spec) return [];
  const caps = !/\p{Ll}/u.test(clause) && /\p{Lu}{3}/u.test(clause);
  const tokens = (caps ? clause.toLowerCase() : clause).split(/\s+/).filter(Boolean);
  const runs: Run[] = [];
  let run: string[] = [];
  let verb = '';
  let audience = false;
  let afterPlace = false;
  let leading = true;
  const end = (next: string) => {
    while (run.length > 0 && spec.joins.has((run.at(-1) ?? '').toLowerCase())) run.pop();
    if (run.length > 0) {
      runs.push({ phrase: run.join(' '), next, verb, audience, afterPlace, leading });
      leading = leading && andWords.has(next);
    } else if (next !== '' && !andWords.has(next) && runs.length > 0) leading = false;
    run = [];
  };
  tokens.forEach((token, at) => {
    const lower = token.toLowerCase();
    const next = tokens[at + 1] ?? '';
    const previous = (tokens[at - 1] ?? '').toLowerCase();
    // "HTML to PDF API": "to" between two acronyms is part of the name of the thing.
    if (lower === 'to' && run.length > 0 && acronym.test(run.at(-1) ?? '') && acronym.test(next)) {
      run.push('to');
      return;
    }
    if (spec.joins.has(lower) && run.length > 0) {
      run.push(lower);
      return;
    }
    const word =
      spec.breaks.has(lower) ||
      token === '&' ||
      token === '+' ||
      subjects.has(previous) ||
      places.has(lower.replace(/[.,]$/, '')) ||
      (at === 0 && language === 'en' && imperatives.has(lower))
        ? null
        : phraseWord(token, at, language, caps);
    if (!word) {
      end(lower);
      if (subjects.has(previous)) verb = lower;
      if (audienceWords.has(lower)) audience = true;
      afterPlace = andWords.has(lower) && places.has(previous.replace(/[.,]$/, ''));
      return;
    }
    // "dead simple cron monitoring": praise says how good, not what; the words it follows go with it.
    if (praise.has(lower)) {
      run = [];
      return;
    }
    // "members came from", "veg boxes grown on our farm": a verb after a noun ends the phrase; "solar
    // powered milk cooling unit": a participle that goes on describes what follows, which is the phrase.
    if (run.length > 0 && (/^\p{Ll}{3,}[^e]ed$/u.test(word) || verbs.has(lower))) {
      const continues = /^\p{Ll}[\p{L}-]*$/u.test(next) && !spec.breaks.has(next.toLowerCase());
      if (continues && !verbs.has(lower)) run = [];
      else end(lower);
      return;
    }
    run.push(word);
  });
  end('');
  return runs;
}

/** A phrase cut to its head and the words nearest it: "countertop self-watering herb garden" → three. */
export function trimmed(phrase: string, language: Language): string {
  const spec = phraseWords[language];
  if (!spec) return phrase;
  const parts = phrase.split(' ');
  const content = (w: string) => !spec.joins.has(w.toLowerCase()) && w !== 'to';
  let kept = 0;
  const ordered = spec.headLast ? [...parts].reverse() : parts;
  const out: string[] = [];
  for (const part of ordered) {
    if (content(part)) kept += 1;
    if (kept > 3) break;
    out.push(part);
  }
  if (spec.headLast) out.reverse();
  while (out.length > 0 && !content(out[0] ?? '')) out.shift();
  while (out.length > 0 && !content(out.at(-1) ?? '')) out.pop();
  return out.join(' ');
}

export const contentCount = (phrase: string, language: Language) =>
  phrase.split(' ').filter((w) => !phraseWords[language]?.joins.has(w.toLowerCase()) && w !== 'to').length;

export interface Clause {
  clause: string;
  /** Which sentence of the text it is in, counted from 0. */
  sentence: number;
}

/** The clauses of a text, in order. */
export function clausesOf(text: string): Clause[] {
  const out: Clause[] = [];
  let index = 0;
  for (const line of text.split('\n'))
    for (const sentence of sentences(line.replace(/^[\s*•-]+/, ''))) {
      sentence
        .split(clauseEnds)
        .map((clause) => clause.replace(/^[\s–—-]+/, '').trim())
        .filter(Boolean)
        .forEach((clause) => out.push({ clause, sentence: index }));
      index += 1;
    }
  return out;
}
