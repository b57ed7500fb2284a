import { oneLine, sentences } from './text.js';

// The language buyers of a business write in, when it is not English: a description mostly in Spanish
// is answered with Spanish keywords ("busco limpieza de tinacos", "precio limpieza de tinacos"), and an
// English description under a Spanish title ("Limpieza y desinfección de tinacos — CDMX") keeps that
// title as its buyers' words. Signal names and descriptions stay in English: they are read by the user.

export type Language = 'es' | 'pt' | 'fr' | 'de' | 'nl' | 'it';

/** Function words only one of these languages uses, enough to tell a sentence's language. */
const markers: Record<Language, RegExp> = {
  es: /^(?:y|de|la|los|las|del|para|con|una|por|es|muy|también|somos|nuestro|nuestros|nuestra|su|sus|el)$/,
  pt: /^(?:e|de|os|as|do|da|dos|das|para|com|uma|não|em|é|somos|nosso|nossa|seu|sua|no|na)$/,
  fr: /^(?:et|de|la|les|des|du|pour|avec|une|est|sur|au|aux|vous|nous|notre|nos|le)$/,
  de: /^(?:der|die|das|und|mit|für|von|ein|eine|ist|zu|im|auf|nicht|wir|unsere|unser|aus|dem|den)$/,
  nl: /^(?:het|een|en|voor|met|van|is|op|niet|wij|we|onze|ons|bij|naar)$/,
  it: /^(?:il|lo|la|gli|di|per|con|una|è|che|della|delle|sono|siamo|nostro|nostra|e)$/,
};
const english = /^(?:the|a|an|and|or|of|for|with|to|in|on|we|our|your|you|is|are|it|from|by|at|that|this)$/;

/** The language of a text when it is not English, or null (English, or too short to tell). */
export function languageOf(text: string): Language | null {
  const words = oneLine(text)
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const counts = (Object.keys(markers) as Language[]).map(
    (language) => [language, words.filter((word) => markers[language].test(word)).length] as const,
  );
  const [best, hits] = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  const englishHits = words.filter((word) => english.test(word)).length;
  return hits >= 2 && hits > englishHits ? best : null;
}

/** Coordinated words and what ends a noun phrase, per language: "y desinfección", "en CDMX". */
const phraseEnds: Record<Language, { and: string; stop: string; lead: string }> = {
  es: {
    and: 'y|e|o',
    stop: 'en|para|con|por|desde|a|que',
    lead: 'somos|ofrecemos|hacemos|una|un|la|el|los|las|empresa de|servicio de|servicios de',
  },
  pt: {
    and: 'e|ou',
    stop: 'em|para|com|por|desde|que|no|na',
    lead: 'somos|oferecemos|uma|um|a|o|os|as|empresa de|serviço de|serviços de',
  },
  fr: {
    and: 'et|ou',
    stop: 'à|en|pour|avec|par|dans|depuis|qui|que',
    lead: 'nous sommes|nous proposons|une|un|la|le|les|entreprise de|service de|services de',
  },
  de: {
    and: 'und|oder',
    stop: 'in|für|mit|aus|seit|im|am|zum|zur|die|der|das',
    lead: 'wir sind|wir bieten|ein|eine|der|die|das',
  },
  nl: {
    and: 'en|of',
    stop: 'in|voor|met|uit|sinds|bij|die|dat',
    lead: 'wij zijn|we zijn|wij bieden|een|de|het',
  },
  it: {
    and: 'e|o',
    stop: 'a|in|per|con|da|dal|che',
    lead: 'siamo|offriamo|una|un|la|il|lo|gli|le|azienda di|servizio di|servizi di',
  },
};

/**
 * What a sentence in `language` says the business is, as written there: "Limpieza y desinfección de
 * tinacos y cisternas — CDMX" → "limpieza de tinacos" (the first of each list, where it is ended).
 */
export function phraseIn(sentence: string, language: Language): string | null {
  const { and, stop, lead } = phraseEnds[language];
  let phrase = oneLine(sentence)
    .split(/[,.;:!?()|]|\s[–—-]\s/)[0]!
    .replace(new RegExp(`^(?:(?:${lead})\\s+)+`, 'iu'), '');
  phrase = phrase.split(new RegExp(`\\s(?:${stop})\\s`, 'iu'))[0] ?? phrase;
  phrase = phrase.replace(new RegExp(`\\s(?:${and})\\s\\S+`, 'giu'), '').trim();
  const words = phrase.split(/\s+/).filter((word) => /^[\p{L}][\p{L}'’-]*$/u.test(word));
  if (words.length === 0 || words.length > 4) return null;
  // A capital that starts the sentence is not part of the name; German nouns are matched without theirs
  // too (keywords ignore case), and one case reads better than a mix.
  const first = words[0]!;
  if (language === 'de') return words.join(' ').toLowerCase();
  if (/^\p{Lu}\p{Ll}/u.test(first)) words[0] = first.toLowerCase();
  return words.join(' ');
}

/** The first sentence of a description written in another language than the rest: a title, often. */
export function otherLanguageTitle(description: string): { phrase: string; language: Language } | null {
  if (languageOf(description)) return null;
  for (const sentence of sentences(description.split('\n')[0] ?? '')) {
    const language = languageOf(sentence);
    const phrase = language ? phraseIn(sentence, language) : null;
    if (language && phrase) return { phrase, language };
  }
  return null;
}

/** How buyers ask for a thing, its price, where it is and a way off a rival, per language. */
export const asked: Record<
  Language,
  {
    name: string;
    ask: string[];
    price: string[];
    near: string[];
    here: string;
    leave: string[];
    opinions: string[];
    need: string[];
    compare: string[];
  }
> = {
  es: {
    name: 'Spanish',
    ask: ['busco {x}', 'recomienden {x}', '{x} recomendaciones', 'mejor {x}'],
    price: ['precio {x}', '{x} precio', 'cotización {x}'],
    near: ['{x} {p}', '{x} en {p}'],
    here: '{x} cerca de mí',
    leave: ['alternativa a {c}', 'cambiar de {c}', '{c} caro'],
    opinions: ['{x} opiniones', '{x} reseñas', 'experiencia con {x}'],
    need: ['necesito {x}', 'urge {x}', '{x} urgente'],
    compare: ['comparar {x}', '{x} comparación', 'cuál {x} elegir'],
  },
  pt: {
    name: 'Portuguese',
    ask: ['procuro {x}', 'indicação de {x}', 'alguém indica {x}', 'melhor {x}'],
    price: ['preço {x}', 'quanto custa {x}', 'orçamento {x}'],
    near: ['{x} {p}', '{x} em {p}'],
    here: '{x} perto de mim',
    leave: ['alternativa ao {c}', 'trocar de {c}', '{c} caro'],
    opinions: ['{x} avaliações', '{x} vale a pena', 'experiência com {x}'],
    need: ['preciso de {x}', '{x} urgente'],
    compare: ['comparar {x}', '{x} comparação', 'qual {x} escolher'],
  },
  fr: {
    name: 'French',
    ask: ['cherche {x}', 'recommandation {x}', 'conseil {x}', 'meilleur {x}'],
    price: ['prix {x}', 'tarif {x}', 'devis {x}'],
    near: ['{x} {p}', '{x} à {p}'],
    here: '{x} près de chez moi',
    leave: ['alternative à {c}', 'quitter {c}', '{c} trop cher'],
    opinions: ['avis {x}', '{x} avis', 'expérience {x}'],
    need: ['besoin de {x}', '{x} urgent'],
    compare: ['comparer {x}', '{x} comparatif', 'quel {x} choisir'],
  },
  de: {
    name: 'German',
    ask: ['suche {x}', '{x} Empfehlung', 'kennt jemand {x}', 'gute {x}'],
    price: ['{x} Preis', '{x} Kosten', 'was kostet {x}'],
    near: ['{x} {p}', '{x} in {p}'],
    here: '{x} in der Nähe',
    leave: ['Alternative zu {c}', 'wechseln von {c}', '{c} zu teuer'],
    opinions: ['{x} Bewertungen', '{x} lohnt sich', '{x} Erfahrungsberichte'],
    need: ['brauche {x}', '{x} dringend'],
    compare: ['{x} Vergleich', '{x} vergleichen', 'welche {x}'],
  },
  nl: {
    name: 'Dutch',
    ask: ['zoek {x}', '{x} aanrader', 'iemand een tip voor {x}', 'beste {x}'],
    price: ['{x} prijs', 'kosten {x}', 'wat kost {x}'],
    near: ['{x} {p}', '{x} in {p}'],
    here: '{x} in de buurt',
    leave: ['alternatief voor {c}', 'overstappen van {c}', '{c} te duur'],
    opinions: ['{x} reviews', '{x} ervaringen', 'ervaring met {x}'],
    need: ['{x} nodig', '{x} dringend'],
    compare: ['{x} vergelijken', '{x} vergelijking', 'welke {x}'],
  },
  it: {
    name: 'Italian',
    ask: ['cerco {x}', 'consigli {x}', 'qualcuno conosce {x}', 'migliore {x}'],
    price: ['prezzo {x}', 'quanto costa {x}', 'preventivo {x}'],
    near: ['{x} {p}', '{x} a {p}'],
    here: '{x} vicino a me',
    leave: ['alternativa a {c}', 'passare da {c}', '{c} troppo caro'],
    opinions: ['{x} recensioni', '{x} opinioni', 'esperienza con {x}'],
    need: ['ho bisogno di {x}', '{x} urgente'],
    compare: ['confronto {x}', '{x} a confronto', 'quale {x} scegliere'],
  },
};

/** A frame filled: "{x} en {p}" with x and p. */
export const fill = (frame: string, values: { x?: string; p?: string; c?: string }) =>
  frame.replace(/\{([xpc])\}/g, (_, key: 'x' | 'p' | 'c') => values[key] ?? '');
