import { placeNames, readPlaces } from './business-places.js';
import { languageOf, phraseLanguage, unspaced, type Language } from './buyer-language.js';
import { isGenericKeyword } from './proposal-checks.js';
import {
  andWords,
  audienceWords,
  clauseEnd,
  clauseEnds,
  clausesOf,
  contentCount,
  phraseWords,
  runsOf,
  subjects,
  trimmed,
  type Run,
} from './phrase-runs.js';
import { oneLine, sentences } from './text.js';

// The phrases a description itself contains, which are all a keyword may be built from: what it sells
// (the head), the problems it names, its other offerings, who it serves and its towns. A phrase is a
// maximal run of content words in one clause: function words, numbers, prices, names, places and verbs
// end it, so a word is never cut from a longer phrase ("end" from "end of tenancy cleans"). How sure the
// reading is decides what is said with it (propose-signals.ts): a phrase of two words or more that the
// description states as what it is, or opens with as its title, is sure; a lone word, a header in
// capitals or a phrase found anywhere else is not.

/** A phrase read as what the business sells, the language it is written in, and whether it is stated. */
export interface HeadPhrase {
  phrase: string;
  sure: boolean;
  /** Set when it differs from the description's ("Limpieza de tinacos —" above English text). */
  language?: Language;
  /** Neither stated nor a title: only some phrase the description writes, said only as written. */
  guessed?: boolean;
}

export interface DescriptionPhrases {
  language: Language;
  /** The business's own name, when the description opens with it ("Sprout is …", "Oakwright – …"). */
  name: string | null;
  /** What it sells, best first. */
  heads: HeadPhrase[];
  /** Problems it names in its buyers' words ("leaking shower", "generator noise"). */
  problems: string[];
  /** Other things it sells, each a phrase of two or three words ("foundation crack repair"). */
  offerings: string[];
  /** Who it is for, as written after "for" / "für" / "para" ("Mieter", "small agencies"). */
  audiences: string[];
  /** Towns a local business names, at most three. */
  places: string[];
  /** Other phrases of two words or more, in order: used only when nothing else fills five signals. */
  rest: string[];
}

/** A clause that only names: every word capitalised ("Little Splashers Swim School", "Sunbridge Energy Ltd"). */
function onlyNames(clause: string): boolean {
  const tokens = clause.split(/\s+/).filter((t) => /\p{L}/u.test(t));
  return (
    tokens.length > 0 &&
    tokens.every((t) => /^[\p{Lu}\d&]/u.test(t) || /^(?:&|and|of|the|de|van|at|y|e)$/i.test(t)) &&
    /\p{Ll}/u.test(clause)
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name a description opens with: "Sprout is …", "Oakwright – …", "cronwatch.dev — …", "Flakeguard finds …". */
function openingName(description: string): string | null {
  const first = oneLine(description.split('\n')[0] ?? '');
  const titled = /^(.{2,40}?)\s*(?:[–—|:]|\s-\s|\p{Extended_Pictographic})/u.exec(first)?.[1]?.trim();
  if (titled && (onlyNames(titled) || /^[\p{L}\d-]+\.[a-z]{2,}$|^[a-z]+$/u.test(titled))) return titled;
  const subject = new RegExp(
    `^((?:[\\p{Lu}\\d][\\p{L}\\d.&'’+-]*\\s?|&\\s){1,4}?)\\s+(?:is|are|ist|es|é|est|${businessVerbs})\\s`,
    'u',
  )
    .exec(first)?.[1]
    ?.trim();
  if (!subject || /^(?:we|i|it|they|you|hi!?)$/i.test(subject)) return null;
  // "Possum noises in your roof?": a word the description also writes in lower case is no name.
  return new RegExp(`(?<!\\p{L})${escaped(subject.toLowerCase())}`, 'u').test(description) ? null : subject;
}

/**
 * What a business does, said right after its name. What it makes is what it sells ("Hearthstone Kilns
 * builds electric kilns"); what it acts on is its buyers' problem ("Flakeguard finds and quarantines flaky
 * tests"), read as if "we" said it.
 */
const makingVerbs = 'builds|makes|delivers|offers|provides|sells|designs|creates|brings|teaches';
const actingVerbs = 'finds|monitors|tracks|handles|detects|catches|checks|watches|fixes|removes|stops|tells';
/** Verbs whose object is neither: "Acme helps small agencies track leads" names who is helped. */
const otherVerbs = 'helps|runs|turns|lets|gives|connects|generates';
const businessVerbs = `${makingVerbs}|${actingVerbs}|${otherVerbs}`;

/** What follows "is a", "we are a", "offers" in a sentence said of the business: the rest of its clause. */
function stated(sentence: string, language: Language, name: string | null, first: boolean): string | null {
  const spec = phraseWords[language];
  const match = spec?.statement.exec(sentence);
  if (!spec || !match) return null;
  // Said of the business (by its name, "we", "I", "it", or with no subject: "somos …"), never of
  // something else ("everything in the box is grown …").
  const subject = sentence.slice(0, match.index).trim();
  const ofTheBusiness =
    subject === '' ||
    subject.toLowerCase() === name?.toLowerCase() ||
    /^(?:hi!?\s+)?(?:we|i|it)$/i.test(subject) ||
    (first && /^(?:[\p{Lu}\d][\p{L}\d.&'’+-]*\s?|&\s|and\s){1,5}$/u.test(subject));
  if (!ofTheBusiness) return null;
  // "Hi! I'm Captain Confetti 🎉 kids party entertainer": the name between is skipped by phraseWord.
  return sentence.slice(match.index + match[0].length).split(clauseEnd)[0] ?? null;
}

/** Words that say what is wanted but not what: a phrase ending on one names nothing. */
const emptyHeads =
  /^(?:kids?|people|families|homes?|customers|clients|members|teams?|owners?|day|week|month|year|years|time|way|things?|stuff|range|hours?|minutes?|groups?|sizes?|options?|extras?|colou?rs?|deals?|discounts?)$/i;
/** Verbs whose object is the buyer's problem, not what is sold: "we fix wet basements". */
const remedies = new RegExp(
  `^(?:fix|repair|repairs|remove|solve|solves|treat|treats|clear|clears|stop|catch|end|ends|kill|kills|${actingVerbs})$`,
  'i',
);

/** Whether a phrase holds a place, a rival or the business's name (whole, not a word of one). */
const holds = (phrase: string, avoid: readonly string[]) =>
  avoid.some((name) => ` ${phrase.toLowerCase()} `.includes(` ${name} `));

function usable(phrase: string, avoid: readonly string[], language: Language): boolean {
  const parts = phrase.toLowerCase().split(' ');
  if (phrase === '' || holds(phrase, avoid)) return false;
  if (parts.length === 1 && emptyHeads.test(phrase)) return false;
  // "Perth metro", "east side suburbs": a place said with a word for an area is where, not what.
  if (/^(?:metro|area|region|suburbs?|county|city|district|cbd|town|side)$/i.test(parts.at(-1) ?? ''))
    return false;
  if (emptyHeads.test(parts.at(phraseWords[language]?.headLast === false ? 0 : -1) ?? '')) return false;
  return !isGenericKeyword(phrase);
}

/**
 * Whether a run can name what is sold: not who it is for, not a place, not a problem remedied; a lone
 * word only when it opens its clause and nothing but the clause's end or "for" follows it ("Payroll for
 * small businesses"), never one a clause went on from ("read" in "read it later").
 */
function whole(run: Run, language: Language, description = ''): boolean {
  if (run.audience || run.afterPlace || remedies.test(run.verb)) return false;
  if (contentCount(run.phrase, language) >= 2) return true;
  // A lone word in a language that writes phrases in words ("payroll", not "Zeiterfassung") must be
  // said more than once to stand for the business: "realistic", "inspect" are said once.
  const compounds = language === 'de' || language === 'nl';
  const said = description.toLowerCase().split(run.phrase.toLowerCase()).length - 1;
  const ends = run.next === '' || audienceWords.has(run.next) || andWords.has(run.next);
  return run.leading && ends && (compounds || said >= 2);
}

/**
 * Japanese and Chinese: the noun written most often, as a word segmenter splits it; a compound of
 * nouns written twice ("木製パズル") before any of its parts.
 */
function unspacedHeads(description: string, language: Language, avoid: readonly string[]): HeadPhrase[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const counts = new Map<string, { count: number; first: number; compound: boolean }>();
  const count = (phrase: string, at: number, compound: boolean) => {
    // Places, counters and prices written in kanji are not what is sold.
    if (avoid.some((a) => a.includes(phrase)) || /[県市区町村都府道州円色年間]$/u.test(phrase)) return;
    const entry = counts.get(phrase);
    if (entry) entry.count += 1;
    else counts.set(phrase, { count: 1, first: at, compound });
  };
  let index = 0;
  let compound: string[] = [];
  const close = () => {
    if (compound.length > 1) count(compound.join(''), index, true);
    compound = [];
  };
  for (const { segment, isWordLike } of segmenter.segment(description)) {
    index += 1;
    if (!isWordLike || !/^[\p{Script=Han}\p{Script=Katakana}ー]+$/u.test(segment)) {
      close();
      continue;
    }
    compound.push(segment);
    if (segment.length >= 2) count(segment, index, false);
  }
  close();
  return [...counts.entries()]
    .filter(([, { count: n }]) => n >= 2)
    .sort(
      (a, b) =>
        Number(b[1].compound) - Number(a[1].compound) || b[1].count - a[1].count || a[1].first - b[1].first,
    )
    .slice(0, 1)
    .map(([phrase]) => ({ phrase, sure: false }));
}

/** Cues before a problem the description names: "tired of X", "say goodbye to X", "no more X". */
const problemCues =
  /\b(?:tired of|sick of|fed up with|struggling with|struggle with|say goodbye to|no more|worried about|dealing with|(?:cut|cuts|reduce|reduces|prevent|prevents|avoid|avoids|eliminate|eliminates)(?=\s+\S+-))\s+/gi;

function problemsIn(description: string, language: Language, avoid: readonly string[]): string[] {
  const found: string[] = [];
  for (const line of description.split('\n'))
    for (const sentence of sentences(line)) {
      const clauses = sentence.split(clauseEnds).filter((c) => c.trim() !== '');
      // "Leaking shower?", "Possum noises in your roof?": a question to the reader is the buyer's problem.
      if (/\?$/.test(sentence) && sentence.split(/\s+/).length <= 8) {
        const run = runsOf(clauses.at(-1) ?? '', language)[0];
        if (run) found.push(run.phrase);
      }
      // "We fix wet basements": what the business remedies is the problem its buyers have.
      for (const clause of clauses)
        for (const run of runsOf(clause, language)) if (remedies.test(run.verb)) found.push(run.phrase);
      if (language !== 'en') continue;
      for (const match of sentence.matchAll(problemCues)) {
        const rest = sentence.slice((match.index ?? 0) + match[0].length).split(clauseEnd)[0] ?? '';
        const run = runsOf(rest, language)[0];
        if (run) found.push(run.phrase);
      }
    }
  // "no-shows": a hyphenated word is a phrase of its own.
  return unique(
    found.filter((p) => (p.split(' ').length >= 2 || p.includes('-')) && usable(p, avoid, language)),
  );
}

/** Nothing stated: the first thing the title or a list names, said only as written; never any phrase. */
const fallbackPhrase = (offered: string[]): string | undefined => offered[0];

const unique = (values: string[]) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** A business that says it works online or nationwide: its towns are not where its buyers are. */
const notLocal =
  /\b(?:online|remote|remotely|nationwide|uk-wide|pan-india|worldwide|anywhere in|ships? (?:to|anywhere)|toda españa|deutschlandweit|todo o brasil|app|apps|software|api|saas|sdk|server|servers|ci|github|repo|schema|database)\b|全国/iu;

/**
 * The name's last words when they say the trade: "Hills Maths Tutoring" → "maths tutoring", "Hernandez
 * & Cole Family Law, PLLC" → "family law". Only an activity (a word in -ing) or a field of law, after
 * at least one other word of the name, and never the word a name joins with "&" ("Sparkle & Shine
 * Cleaning").
 */
function tradeInName(name: string | null): string | null {
  const parts = (name ?? '').replace(/,?\s+(?:PLLC|LLC|LLP|Ltd|Inc|GmbH|BV)\.?$/i, '').split(/\s+/);
  const tail = parts.slice(-2);
  const joined = parts[parts.indexOf('&') + 1];
  if (
    parts.length < 3 ||
    !/(?:ing|^law)$/i.test(tail[1] ?? '') ||
    (parts.includes('&') && tail.includes(joined ?? ''))
  )
    return null;
  return tail.join(' ').toLowerCase();
}

/** Reads the phrases a description contains. `rivals` are kept out of every phrase. */
export function readPhrases(description: string, rivals: readonly string[]): DescriptionPhrases {
  const language = languageOf(description);
  const name = openingName(description);
  const shipsThings = /\bship(?:s|ped|ping)?\b|\bversand\b|\benvío\b|\bfrete\b|\blivraison\b/i.test(
    description,
  );
  const firstSentence = sentences(oneLine(description))[0] ?? '';
  // A first sentence that only names ("Ramesh & Iyer Associates, Chartered Accountants, Bengaluru.")
  // names the business, not the towns it serves.
  // "you can book online" says how to book, not that the business is online.
  const places = notLocal.test(description.replace(/\b(?:book|booking|order|pay|buy)\s+online\b/gi, ''))
    ? []
    : // "across South Manchester (Didsbury, Chorlton, …)": the towns in brackets are towns too.
      readPlaces(description.replace(/\s*\(([^()]*)\)/g, ', $1'), shipsThings).filter(
        (place) =>
          !(onlyNames(firstSentence.replace(/[.,]/g, ' ')) && firstSentence.includes(place)) &&
          // "Cape Town (Southern & Northern suburbs)": a compass word alone is part of a place, not one.
          !/^(?:north|south|east|west|northern|southern|eastern|western|central|inner|greater)$/i.test(place),
      );
  const placeWords = new Set(placeNames(description).flatMap((value) => value.toLowerCase().split(/\s+/)));
  const avoid = [...placeNames(description), ...rivals, ...(name ? [name] : [])].map((v) => v.toLowerCase());
  const none = { problems: [], offerings: [], audiences: [], rest: [] };
  if (unspaced(language))
    return { language, name, heads: unspacedHeads(description, language, avoid), places, ...none };
  if (!phraseWords[language]) return { language, name, heads: [], places, ...none };

  // An aside in brackets is read past: "Privacy and GDPR (AVG) compliance consultancy".
  const body = (
    name
      ? description
          .replace(
            new RegExp(
              `${escaped(name)}\\s+(${actingVerbs}|${otherVerbs})(?:\\s+and\\s+\\p{Ll}+s)?\\s`,
              'gu',
            ),
            'we $1 ',
          )
          .replace(new RegExp(`${escaped(name)}(?:\\s+(?:${makingVerbs})(?=\\s))?`, 'u'), ' ')
      : description
  ).replace(/\s*\([^()]{1,30}\)/g, '');
  const clauses = clausesOf(body);
  const heads: HeadPhrase[] = [];
  const offerings: string[] = [];
  const audiences: string[] = [];
  /** The leading phrases of a clause: what it names first, and what it lists with that. */
  const take = (runs: Run[], sure: boolean, inLanguage: Language) => {
    runs.forEach((run, index) => {
      const following = runs[index + 1];
      const last = run.phrase.split(' ').at(-1) ?? '';
      if (
        run.audience &&
        contentCount(run.phrase, inLanguage) <= 3 &&
        !isGenericKeyword(run.phrase) &&
        !emptyHeads.test(last)
      )
        audiences.push(run.phrase);
      if (!run.leading) return;
      let phrase = trimmed(run.phrase, inLanguage);
      // "software for gyms": a word that says only what kind of thing takes what it is for.
      const served = following ? `${phrase} ${run.next} ${trimmed(following.phrase, inLanguage)}` : '';
      const serving =
        isGenericKeyword(phrase) &&
        audienceWords.has(run.next) &&
        following?.audience &&
        served.split(' ').length <= 4;
      if (serving) phrase = served;
      if (!usable(phrase, avoid, inLanguage) || (!serving && !whole(run, inLanguage, description))) return;
      const several = contentCount(phrase, inLanguage) >= 2;
      const own = inLanguage !== language ? inLanguage : phraseLanguage(phrase, language);
      heads.push({ phrase, sure: sure && several, ...(own !== language ? { language: own } : {}) });
      if (several && own === language) offerings.push(phrase);
    });
  };
  // What the opening sentences say the business is; else the title, the first clause that is not only a
  // name and does not open with "we" or "you", read in its own language ("Limpieza y desinfección de
  // tinacos — CDMX" above English); a header in capitals gives only its last word, unsure.
  for (const [index, sentence] of sentences(oneLine(body)).slice(0, 2).entries()) {
    const said = stated(sentence, language, name, index === 0);
    // "We're a two-person foundry in Ohio making cast iron skillets": what it makes is what it sells.
    const made = /\b(?:making|selling|building|crafting|producing)\s+(.+)$/i
      .exec(sentence)?.[1]
      ?.split(clauseEnd)[0];
    if (said && made) take(runsOf(made, language, placeWords), true, language);
    if (said) take(runsOf(said, language, placeWords), true, language);
    if (heads.length > 0) break;
  }
  const title = clauses.find(
    ({ clause }) => !onlyNames(clause) && !subjects.has(clause.split(/\s+/)[0]?.toLowerCase() ?? ''),
  );
  let titleLanguage: Language = language;
  if (heads.length === 0 && title) {
    const own =
      languageOf(title.clause) !== 'en' ? languageOf(title.clause) : phraseLanguage(title.clause, language);
    const inLanguage = phraseWords[own] ? own : language;
    titleLanguage = inLanguage;
    const titleRuns = runsOf(title.clause, inLanguage, placeWords);
    if (!/\p{Ll}/u.test(title.clause)) {
      const last = titleRuns.at(-1)?.phrase.split(' ').at(-1) ?? '';
      const word = inLanguage === 'de' ? last.charAt(0).toUpperCase() + last.slice(1) : last;
      if (usable(word, avoid, inLanguage)) heads.push({ phrase: word, sure: false });
    } else take(titleRuns, true, inLanguage);
    // "seedling — generate realistic, referentially-consistent test data": an opening title whose first
    // clause names nothing goes on in its sentence, less surely, with phrases of several words only.
    const next = clauses.indexOf(title);
    for (const { clause, sentence } of clauses.slice(next + 1, next + 3))
      if (heads.length === 0 && sentence === 0 && title.sentence === 0 && /\p{Ll}/u.test(title.clause))
        take(
          runsOf(clause, language, placeWords).filter((run) => contentCount(run.phrase, language) >= 2),
          false,
          language,
        );
  }
  // "Our learning towers let toddlers stand": what the business calls its own is what it sells.
  if (heads.length === 0)
    for (const match of body.matchAll(
      /\b(?:our|unsere?n?|nuestr[oa]s?|noss[oa]s?|nos|notre|onze)\s+([^.,;:!?()]+)/giu,
    )) {
      const run = runsOf(match[1] ?? '', language, placeWords)[0];
      const phrase = run ? trimmed(run.phrase, language) : '';
      if (run && contentCount(phrase, language) >= 2 && usable(phrase, avoid, language)) {
        heads.push({ phrase, sure: false });
        break;
      }
    }
  const fromName = tradeInName(name);
  if (fromName && usable(fromName, avoid, language)) heads.push({ phrase: fromName, sure: false });
  // Everything else of two words or more, in order: the things the title's sentence lists are offerings.
  const rest: string[] = [];
  // "* foundation crack injection", "- fee balance SMS to parents": the items of a list are offerings.
  const bullets = new Set(
    body
      .split('\n')
      .filter((line) => /^\s*[*•-]\s/.test(line))
      .map(
        (line) =>
          line
            .replace(/^[\s*•-]+/, '')
            .split(clauseEnd)[0]
            ?.trim() ?? '',
      ),
  );
  for (const { clause } of clauses)
    for (const run of runsOf(clause, language, placeWords)) {
      const phrase = trimmed(run.phrase, language);
      if (contentCount(phrase, language) < 2 || !usable(phrase, avoid, language) || !whole(run, language))
        continue;
      const listed = (clause === title?.clause && titleLanguage === language) || bullets.has(clause);
      // A phrase in another language than the text around it is said only where it is the head.
      if (phraseLanguage(phrase, language) !== language) continue;
      if (listed && run.leading && /\p{Ll}/u.test(clause) && !/\d/.test(clause)) offerings.push(phrase);
      else if (!subjects.has(clause.split(/\s+/)[0]?.toLowerCase() ?? '')) rest.push(phrase);
    }
  const byPhrase = unique(heads.map((h) => h.phrase)).map(
    (phrase) => heads.find((h) => h.phrase === phrase && h.sure) ?? heads.find((h) => h.phrase === phrase)!,
  );
  // The stated before the guessed, several words before one.
  const rank = (h: HeadPhrase) => (h.sure ? 0 : contentCount(h.phrase, h.language ?? language) >= 2 ? 1 : 2);
  const ordered = byPhrase
    .map((h, index) => ({ h, index }))
    .sort((a, b) => rank(a.h) - rank(b.h) || a.index - b.index)
    .map(({ h }) => h);
  const problems = problemsIn(body, language, avoid);
  // "Leaking shower?", "Possum noises in your roof?": what the buyer has is not what is sold.
  const sold = ordered.filter((h) => !problems.some((p) => p.toLowerCase() === h.phrase.toLowerCase()));
  const taken = new Set([...sold.map((h) => h.phrase), ...problems].map((p) => p.toLowerCase()));
  const offered = unique(offerings).filter((phrase) => !taken.has(phrase.toLowerCase()));
  const guess = fallbackPhrase(offered);
  offered.forEach((phrase) => taken.add(phrase.toLowerCase()));
  return {
    language,
    name,
    heads: sold.length > 0 || !guess ? sold : [{ phrase: guess, sure: false, guessed: true }],
    problems,
    offerings: offered.slice(0, 3),
    audiences: unique(audiences).slice(0, 2),
    places,
    rest: unique(rest).filter((phrase) => !taken.has(phrase.toLowerCase())),
  };
}
