import type { Static } from 'typebox';
import type { ProposedIntentSignalSchema } from '../schemas/brainstorm.js';
import { intentSignalLimits } from '../schemas/intent-signal.js';
import type { Language } from './buyer-language.js';
import { clip, oneLine, uniqueIgnoringCase } from './text.js';

export type ProposedIntentSignal = Static<typeof ProposedIntentSignalSchema>;

/**
 * Negative keywords by what they keep out; the proposer and the refiner pick from these. Each must not
 * rule out a buyer: "my startup" and "I made" are said by founders who need things, "course" is in "of
 * course", "resume" in "resume syncing".
 */
export const negativeKeywordSets = {
  jobs: ['hiring', 'job opening', "we're hiring", 'salary', 'internship', 'my resume'],
  tutorials: ['tutorial', 'step by step guide', 'online course'],
  selfPromotion: ['I built', 'launching today', 'Show HN', 'check out my'],
} as const;

/** Job posts, tutorials and self-promotion: ruled out for every signal of a project. */
export const projectNegatives: readonly string[] = [
  ...negativeKeywordSets.jobs,
  ...negativeKeywordSets.tutorials,
  ...negativeKeywordSets.selfPromotion,
];

/**
 * The same three kinds said in the language a business's buyers post in: an English "we're hiring" keeps
 * nothing out of a Spanish forum. Like the English ones, none rules out a buyer ("wij zoeken" and "se busca"
 * are how buyers ask too, so they are not here).
 */
const projectNegativesByLanguage: Partial<Record<Language, readonly string[]>> = {
  es: [
    'oferta de empleo',
    'estamos contratando',
    'sueldo',
    'tutorial',
    'paso a paso',
    'curso online',
    'he creado',
    'os presento mi',
  ],
  pt: [
    'vaga de emprego',
    'estamos contratando',
    'salário',
    'tutorial',
    'passo a passo',
    'curso online',
    'eu criei',
    'conheçam meu',
  ],
  fr: [
    "offre d'emploi",
    'nous recrutons',
    'salaire',
    'tutoriel',
    'pas à pas',
    'formation en ligne',
    "j'ai créé",
    'je vous présente mon',
  ],
  de: [
    'Stellenangebot',
    'wir stellen ein',
    'Gehalt',
    'Tutorial',
    'Schritt für Schritt',
    'Online-Kurs',
    'mein neues Projekt',
  ],
  nl: ['vacature', 'salaris', 'tutorial', 'stap voor stap', 'online cursus', 'mijn nieuwe project'],
  it: [
    'offerta di lavoro',
    'stiamo assumendo',
    'stipendio',
    'tutorial',
    'passo passo',
    'corso online',
    'ho creato',
  ],
  ja: ['求人', '採用情報', 'チュートリアル', '作りました', 'リリースしました'],
};

/** The project's negatives for a description in `language` (English ones where it has none of its own). */
export const projectNegativesIn = (language: Language): readonly string[] =>
  projectNegativesByLanguage[language] ?? projectNegatives;

/** Keywords are what a post contains: a few words, not a sentence. */
export const maxKeywordWords = 4;

/**
 * The words of a keyword that count towards its length: "&" and the words that join one phrase ("end of
 * tenancy", "punaises de lit", "HTML to PDF") are part of a name, not words of their own.
 */
export function keywordLength(keyword: string): number {
  return oneLine(keyword)
    .split(' ')
    .filter((w) => !/^(?:&|of|de|du|des|di|da|do|das|dos|del|della|to)$/i.test(w)).length;
}

export function terms(values: readonly string[]): string[] {
  return uniqueIgnoringCase(values.map((value) => clip(oneLine(value), intentSignalLimits.term))).slice(
    0,
    intentSignalLimits.terms,
  );
}

/** A signal within the stored limits: trimmed, clipped, terms deduplicated. */
/**
 * A name starts with a capital ("Dog-grooming salon in Manchester"), unless its first word is written with
 * a capital inside it ("iPhone repair in Leeds", "eBay alternative"), as brands are.
 */
const capitalised = (name: string) =>
  /^\p{Ll}[^\s\p{Lu}]*(?:\s|$)/u.test(name) ? name.charAt(0).toUpperCase() + name.slice(1) : name;

export function signal(
  name: string,
  description: string,
  keywords: readonly string[],
  negativeKeywords: readonly string[] = [],
): ProposedIntentSignal {
  const cleanKeywords = terms(keywords.filter((k) => keywordLength(k) <= maxKeywordWords));
  const keywordKeys = new Set(cleanKeywords.map((k) => k.toLowerCase()));
  return {
    name: clip(capitalised(oneLine(name)), intentSignalLimits.name),
    description: clip(oneLine(description), intentSignalLimits.description),
    keywords: cleanKeywords,
    negative_keywords: terms(negativeKeywords).filter((n) => !keywordKeys.has(n.toLowerCase())),
  };
}
