import { oneLine } from './text.js';

// The language buyers of a business write in, and the few frames they ask in: a description mostly in
// Spanish gets Spanish keywords ("busco limpieza de tinacos"), one in Japanese Japanese ones ("ランドセル
// おすすめ"). A keyword never mixes languages: a language with no frames here gets only the phrases its
// description itself contains. Signal names and descriptions stay in English: they are read by the user.

/** `other`: a phrase in a language this file cannot tell or has no frames for; said only as written. */
export type Language = 'en' | 'es' | 'pt' | 'fr' | 'de' | 'nl' | 'it' | 'ja' | 'zh' | 'ko' | 'other';

/** Function words only one of these languages uses, enough to tell a sentence's language. */
const markers: Record<'es' | 'pt' | 'fr' | 'de' | 'nl' | 'it', RegExp> = {
  es: /^(?:y|de|la|los|las|del|para|con|una|por|es|muy|también|somos|nuestro|nuestros|nuestra|su|sus|el)$/,
  pt: /^(?:e|de|os|as|do|da|dos|das|para|com|uma|não|em|é|somos|nosso|nossa|seu|sua|no|na)$/,
  fr: /^(?:et|de|la|les|des|du|pour|avec|une|est|sur|au|aux|vous|nous|notre|nos|le)$/,
  de: /^(?:der|die|das|und|mit|für|von|ein|eine|ist|zu|im|auf|nicht|wir|unsere|unser|aus|dem|den)$/,
  nl: /^(?:het|een|en|voor|met|van|is|op|niet|wij|we|onze|ons|bij|naar)$/,
  it: /^(?:il|lo|la|gli|di|per|con|una|è|che|della|delle|sono|siamo|nostro|nostra|e)$/,
};
const english = /^(?:the|a|an|and|or|of|for|with|to|in|on|we|our|your|you|is|are|it|from|by|at|that|this)$/;

/** The language most of a text is written in; English when it is too short to tell. */
export function languageOf(text: string): Language {
  const letters = oneLine(text).match(/\p{L}/gu) ?? [];
  const count = (pattern: RegExp) => letters.filter((letter) => pattern.test(letter)).length;
  const kana = count(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
  const han = count(/\p{Script=Han}/u);
  const hangul = count(/\p{Script=Hangul}/u);
  if ((kana + han + hangul) * 3 >= letters.length && letters.length > 0)
    return hangul > kana + han ? 'ko' : kana > 0 ? 'ja' : 'zh';
  const words = oneLine(text)
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const counts = (Object.keys(markers) as (keyof typeof markers)[]).map(
    (language) => [language, words.filter((word) => markers[language].test(word)).length] as const,
  );
  const [best, hits] = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  const englishHits = words.filter((word) => english.test(word)).length;
  return hits >= 2 && hits > englishHits ? best : 'en';
}

/** Letters and small words only one of these languages writes. */
const ownMarks: [Language, RegExp][] = [
  ['es', /[ñ¿¡]|ción\b|\b(?:y|para|con|del|los|las)\b/u],
  ['pt', /[ãõ]|ção\b|\b(?:do|da|dos|das|com|em)\b/u],
  ['de', /[äöüß]|\b(?:aus|für|mit|und|der|die|das|von)\b/u],
  ['fr', /[èêàùœ]|eau\b|\b(?:du|des|pour|avec|et)\b/u],
];

/**
 * The language of a short phrase inside a text in `around`: `around` unless the phrase holds a word or
 * a letter of another ("reparación de bicicletas" in English text is Spanish, "Lernturm aus massiver
 * Buche" German); `other` when it is foreign but cannot be told apart ("de" alone).
 */
export function phraseLanguage(phrase: string, around: Language): Language {
  if (around !== 'en') return around;
  const lower = phrase.toLowerCase();
  const found = ownMarks.find(([, pattern]) => pattern.test(lower))?.[0];
  if (found) return found;
  return /\b(?:de|di|della)\b/.test(lower) || /[\u00C0-\u024F]/u.test(phrase) ? 'other' : around;
}

/** Whether a language writes words without spaces (a keyword is then its words joined by a space). */
export const unspaced = (language: Language) => language === 'ja' || language === 'zh';

/**
 * How buyers ask, per language. `{x}` is a phrase the description contains, `{p}` a place it names, `{c}`
 * a rival. `ask` and `opinions` fit anything bought (kind-neutral); `price` is used only when what is
 * sold is read with confidence; `leave` is a way off a rival, `dear` a rival left over its price, `closed`
 * one that shut down.
 */
export interface Frames {
  ask: string[];
  price: string[];
  near: string[];
  here: string | null;
  opinions: string[];
  leave: string[];
  dear: string;
  closed: string[];
  versus: string;
  /** What is sold for whom: `{p}` is who the description says it is for. */
  forWhom: string;
  /** Weighing the options before choosing one. */
  compare: string;
}

export const frames: Partial<Record<Language, Frames>> = {
  en: {
    ask: ['looking for {x}', '{x} recommendations', 'best {x}'],
    price: ['{x} cost', '{x} price'],
    near: ['{x} {p}'],
    here: '{x} near me',
    opinions: ['{x} reviews'],
    leave: ['{c} alternative', 'switching from {c}', 'leaving {c}'],
    dear: '{c} too expensive',
    closed: ['{c} replacement', '{c} shutting down', 'migrate from {c}'],
    versus: '{c} vs {d}',
    forWhom: '{x} for {p}',
    compare: 'compare {x}',
  },
  es: {
    ask: ['busco {x}', 'recomienden {x}', '{x} recomendaciones'],
    price: ['precio {x}', '{x} precio'],
    near: ['{x} {p}', '{x} en {p}'],
    here: '{x} cerca de mí',
    opinions: ['{x} opiniones', 'experiencia con {x}'],
    leave: ['alternativa a {c}', 'cambiar de {c}'],
    dear: '{c} caro',
    closed: ['alternativa a {c}', 'reemplazo de {c}'],
    versus: '{c} vs {d}',
    forWhom: '{x} para {p}',
    compare: 'comparar {x}',
  },
  pt: {
    ask: ['procuro {x}', 'indicação de {x}', 'alguém indica {x}'],
    price: ['preço {x}', 'quanto custa {x}'],
    near: ['{x} {p}', '{x} em {p}'],
    here: '{x} perto de mim',
    opinions: ['{x} vale a pena', 'experiência com {x}'],
    leave: ['alternativa {c}', 'trocar {c}', 'cancelar {c}'],
    dear: '{c} caro',
    closed: ['alternativa {c}', 'substituto {c}'],
    versus: '{c} ou {d}',
    forWhom: '{x} para {p}',
    compare: 'comparar {x}',
  },
  fr: {
    ask: ['cherche {x}', 'recommandation {x}', 'conseil {x}'],
    price: ['prix {x}', 'tarif {x}'],
    near: ['{x} {p}'],
    here: '{x} près de chez moi',
    opinions: ['avis {x}', 'expérience {x}'],
    leave: ['alternative à {c}', 'quitter {c}'],
    dear: '{c} trop cher',
    closed: ['alternative à {c}', 'remplacer {c}'],
    versus: '{c} ou {d}',
    forWhom: '{x} pour {p}',
    compare: 'comparer {x}',
  },
  de: {
    ask: ['suche {x}', '{x} Empfehlung', 'kennt jemand {x}'],
    price: ['{x} Preis', '{x} Kosten'],
    near: ['{x} {p}'],
    here: '{x} in der Nähe',
    opinions: ['{x} Erfahrungen', '{x} lohnt sich'],
    leave: ['Alternative zu {c}', 'wechseln von {c}'],
    dear: '{c} zu teuer',
    closed: ['Alternative zu {c}', 'Ersatz für {c}'],
    versus: '{c} oder {d}',
    forWhom: '{x} für {p}',
    compare: '{x} Vergleich',
  },
  nl: {
    ask: ['zoek {x}', '{x} aanrader', 'tip voor {x}'],
    price: ['{x} prijs', 'kosten {x}'],
    near: ['{x} {p}'],
    here: '{x} in de buurt',
    opinions: ['{x} ervaringen', 'ervaring met {x}'],
    leave: ['alternatief voor {c}', 'overstappen van {c}'],
    dear: '{c} te duur',
    closed: ['alternatief voor {c}', 'vervanger {c}'],
    versus: '{c} of {d}',
    forWhom: '{x} voor {p}',
    compare: '{x} vergelijken',
  },
  it: {
    ask: ['cerco {x}', 'consigli {x}', 'qualcuno conosce {x}'],
    price: ['prezzo {x}', 'quanto costa {x}'],
    near: ['{x} {p}', '{x} a {p}'],
    here: '{x} vicino a me',
    opinions: ['{x} recensioni', '{x} opinioni'],
    leave: ['alternativa a {c}', 'passare da {c}'],
    dear: '{c} troppo caro',
    closed: ['alternativa a {c}', 'sostituto di {c}'],
    versus: '{c} o {d}',
    forWhom: '{x} per {p}',
    compare: 'confronto {x}',
  },
  ja: {
    ask: ['{x} おすすめ', '{x} 探してる'],
    price: ['{x} 値段', '{x} 価格'],
    near: ['{x} {p}'],
    here: null,
    opinions: ['{x} 口コミ', '{x} 評判'],
    leave: ['{c} 代わり', '{c} 以外'],
    dear: '{c} 高い',
    closed: ['{c} 代わり', '{c} 終了'],
    versus: '{c} {d} 比較',
    forWhom: '{p} {x}',
    compare: '{x} 比較',
  },
};

/** A frame filled: "{x} en {p}" with x and p. */
export const fill = (frame: string, values: { x?: string; p?: string; c?: string; d?: string }) =>
  frame.replace(/\{([xpcd])\}/g, (_, key: 'x' | 'p' | 'c' | 'd') => values[key] ?? '');
