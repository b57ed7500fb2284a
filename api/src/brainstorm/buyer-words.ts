import type { BusinessProfile } from './business-profile.js';
import { plural } from './text.js';
import { readCategory, readProblems } from './business-category.js';
import { readPlaces } from './business-places.js';
import { languageOf, otherLanguageTitle, type Language } from './buyer-language.js';

/**
 * The words a buyer would use for what a business sells, read from what the description says it is: an
 * e-bike shop's buyers ask about e-bikes, a family-run electrician's look for an electrician, a dog
 * grooming salon's for a dog groomer, a feature flag service's for a feature flag service. When the
 * description never says what it is, `want` is null and no template guesses one.
 */
export interface BuyerWords {
  /** Singular, no article, usable before a noun: "e-bike", "electrician", "CRM", "dog grooming salon". */
  want: string | null;
  /** At most three words of it, for keywords: "data protection officer" of "external data protection officer". */
  short: string | null;
  /** Whoever does it, as buyers ask for them, when that differs from `want`: "dog groomer", "family lawyer". */
  agent: string | null;
  /**
   * The activity as buyers name it when `want` is who does it ("dry stone walling" for a dry stone waller),
   * or `want` itself when that is an activity ("possum removal"); null for things.
   */
  activity: string | null;
  /**
   * What buyers do with it: software is used, products bought, people and services hired, places tried,
   * subscriptions subscribed to.
   */
  kind: 'software' | 'product' | 'provider' | 'venue' | 'subscription';
  /** The problems the description names in its buyers' words: "possum noises in roof", "generator noise". */
  problems: string[];
  /**
   * What is sold in the words of buyers who write another language than English, with that language:
   * `want` for a description mostly in Spanish, or a Spanish title above an English description
   * ("limpieza de tinacos"); null for English.
   */
  local: { phrase: string; language: Language } | null;
  /** Whether the whole description is in `local`'s language: then English keywords say nothing. */
  foreign: boolean;
  /** Where a local business works, when the description says ("Chorlton", "Manchester"). */
  places: string[];
  /** The first of `places`, or null. */
  place: string | null;
}

const softwareHeads =
  /^(?:software|app|apps|platform|tool|toolkit|api|sdk|crm|erp|cms|saas|plugin|extension|framework|dashboard|hosting|integration|bot|database)$/i;
/** Said only of software: a description with these sells software whatever its head noun. */
const softwareEvidence =
  /\b(?:saas|apis?|sdks?|open[- ]source|self-host\w*|github|gitlab|storybook|integrat\w*|per (?:seat|user)|\/user\b|webhooks?|localhost|i18n|json|yaml|software|apps?|platform|dashboard|slack|xero|pull requests?|deploy\w*|developers?|engineering teams?|devops|cloud|databases?|backups?|postgres\w*|servers?|uptime|cron|curl|cli|ci|terraform|kubernetes|docker|npm|mysql|sql|schema|binary|status pages?|gps|auto-\w+|android|ios|check-ins?|qr|per (?:employee|user|seat|student|practitioner|dev|developer|host|repo)\b[^.]*\bper (?:month|term|year))\b/i;
const shopHeads = /^(?:shop|store|boutique|showroom|dealer|dealership|retailer|outlet|webshop|e-shop)$/i;
/** Places people go to and buy from: asked for as "a bakery in Leeds". */
const venueHeads =
  /^(?:bakery|restaurant|cafe|café|bar|pub|hotel|gym|salon|spa|florist|brewery|deli|bistro|pizzeria|bookshop|bookstore|barbershop)$/i;
/** People and firms that are hired, and what they do. */
const providerHeads =
  /^(?:\w+(?:ician|ist|ant|ing)|diligence|audit|audits|advice|removal|design|research|inspection|survey|visuali[sz]ation|masonry|plumber|mechanic|engineer|consultant|accountant|bookkeeper|lawyer|solicitor|attorney|officer|technician|entertainer|photographer|tutor|teacher|coach|trainer|therapist|cleaner|groomer|tuner|installer|contractor|builder|roofer|painter|decorator|gardener|landscaper|designer|developer|agent|broker|advisor|adviser|planner|architect|surveyor|locksmith|carpenter|joiner|caterer|translator|recruiter|firm|consultancy|agency|practice|clinic|studio|company|service|services|lessons|classes|courses|repair|repairs|installs|installation|bookkeeping)$/i;
/** A product is made, built, sold or shipped. */
const productEvidence =
  /\b(?:makes?|making|made|handmade|builds?|built|sells?|ships?|shipping|delivered|delivery|deliver|subscription|in stock|order|sizes|returns|wear)\b/i;

/** Said of things sold in sizes and sent: "seated-fit clothing" is bought, "dry stone walling" hired. */
const thingEvidence = /\b(?:sizes|returns|wear|in stock|add to cart|ships?|shipping)\b/i;
/** Heads and words of something subscribed to: "plant subscription", "veg box", "cancel anytime". */
const subscriptionHeads = /^(?:subscription|box|boxes|club|membership|library)$/i;
const subscriptionEvidence =
  /\b(?:subscriptions?|subscribe|cancel (?:any ?time|monthly)|pause (?:any ?time|or skip)|skip (?:a|any) (?:week|month)|every month|each month|a month|per month|\/mo(?:nth)?)\b/i;

/** What a description in another language says of how it is bought: shipped, subscribed to, or done. */
function foreignKind(description: string): BuyerWords['kind'] {
  if (softwareEvidence.test(description)) return 'software';
  if (
    /suscripci|abonnement|\babo\b|assinatura|abbonamento|mensual|por mes|pro monat|par mois|por mês|al mese|per maand/i.test(
      description,
    )
  )
    return 'subscription';
  if (
    /env[ií]os?\b|versand|livraison|verzending|frete|spedizion|tienda|comprar|kaufen|acheter|kopen|comprare|handgemacht|hecho a mano|fait main/i.test(
      description,
    )
  )
    return 'product';
  return 'provider';
}

function kindOf(phrase: string, description: string, agent: string | null): BuyerWords['kind'] {
  if (languageOf(description)) return foreignKind(description);
  const head = phrase.split(' ').at(-1) ?? '';
  if (softwareHeads.test(head) || /^[A-Z]{2,}$/.test(head) || /\bmanagement (?:system|suite)$/i.test(phrase))
    return 'software';
  if (agent) return 'provider';
  if (venueHeads.test(head)) return 'venue';
  const person = providerHeads.test(head) && !(/ing$/.test(head) && thingEvidence.test(description));
  // "cron monitoring", "webhook inspection" are done by software where the description says so; a
  // "grant writer" or "technical due diligence" stays a person's work.
  if (
    softwareEvidence.test(description) &&
    (!person || /^services?$/i.test(head) || /(?:ing|tion|sion)$/.test(head))
  )
    return 'software';
  if (person || /^help$/i.test(head) || (/(?:er|or)$/.test(head) && !productEvidence.test(description)))
    return 'provider';
  return subscriptionHeads.test(head) || subscriptionEvidence.test(description) ? 'subscription' : 'product';
}

/** Generic last words of a long thing-name that buyers drop: "truck bed drawer system" → "truck bed drawers". */
const containerHeads = /^(?:system|systems|unit|units|kit|kits|set|sets|solution|solutions|range)$/i;

/** At most three words of what is sold, keeping the words that say which kind of thing it is. */
function shortOf(phrase: string): string {
  const words = phrase.split(' ');
  if (words.length <= 3) return phrase;
  if (containerHeads.test(words.at(-1) ?? '') && words.length <= 4)
    return [...words.slice(0, -2), plural(words.at(-2) ?? '')].join(' ');
  return words.slice(-3).join(' ');
}

/** An activity as buyers name it: "heat pump installs" → "heat pump installation". */
function activityOf(phrase: string): string | null {
  const last = phrase.split(' ').at(-1) ?? '';
  if (/^installs$/i.test(last)) return phrase.replace(/installs$/i, 'installation');
  return /(?:ing|tion|sion|al|ance|ence|repair|repairs|design|audit)$/i.test(last) &&
    !/^(?:clothing|bedding|lighting|seating|flooring|decking|packaging|building)$/i.test(last)
    ? phrase
    : null;
}

/**
 * When a description never says what it is: the word it repeats most ("webhooks"), if that is a noun;
 * preferably not a name ("Texas", "Whiskers") or the people it serves ("we represent tenants").
 */
function salientCategory(
  profile: BusinessProfile,
  description: string,
): { phrase: string; agent: null } | null {
  const nouns = profile.terms.filter(
    (term) =>
      /s$/.test(term) &&
      !/(?:ss|us|ing|ous)$/.test(term) &&
      term.length > 4 &&
      !/^(?:things|products|services|items|goods|solutions|customers|people|others)$/.test(term),
  );
  const named = (term: string) =>
    new RegExp(`\\b${term.charAt(0).toUpperCase()}${term.slice(1)}\\b`).test(description);
  const served = (term: string) =>
    (profile.audience ?? '').toLowerCase().split(' ').includes(term) ||
    new RegExp(`\\b(?:helps?|represents?|serves?|for)\\s+(?:[\\w-]+,?\\s+){0,3}${term}\\b`, 'i').test(
      description,
    );
  const word = nouns.find((term) => !named(term) && !served(term)) ?? nouns[0];
  return word ? { phrase: word.replace(/s$/, ''), agent: null } : null;
}

/** The shorter words buyers write for a thing ("veg box" for "organic vegetable box"). */
const commonForms: [RegExp, string][] = [
  [/\bvegetables?(?= \w)/i, 'veg'],
  [/\bbicycle(?=s?\b)/i, 'bike'],
  [/\belectric bike(?=s?\b)/i, 'e-bike'],
  [/\bphysiotherapy(?= \w)/i, 'physio'],
  [/\btelevision(?=s?\b)/i, 'TV'],
  [/\brefrigerator(?=s?\b)/i, 'fridge'],
  [/\blaboratory(?= \w)/i, 'lab'],
];
/** Words sellers put before a thing that buyers leave out when they ask for it. */
const sellersWords =
  /^(?:organic|premium|luxury|artisan(?:al)?|eco-friendly|sustainable|ethical|plastic-free|seasonal|award-winning)\s+(?=\S+\s\S)/i;

/** "organic vegetable box" → "veg box": the thing as buyers write it, when that is shorter. */
export function asBuyersSay(phrase: string): string {
  let said = phrase.replace(sellersWords, '');
  for (const [long, short] of commonForms) said = said.replace(long, short);
  return said;
}

export function buyerWords(profile: BusinessProfile, description: string): BuyerWords {
  const declared = readCategory(description);
  const salient = declared ? null : salientCategory(profile, description);
  // "We help foreigners move to Brazil": a word it repeats ("visa") is what people get help with.
  const category =
    declared ??
    (salient && /\b(?:we|i)\s+help\b/i.test(description)
      ? { phrase: `${salient.phrase} help`, agent: null }
      : salient);
  const language = languageOf(description);
  const problems = language ? [] : readProblems(description);
  const title = otherLanguageTitle(description);
  if (!category)
    return {
      want: null,
      short: null,
      agent: null,
      activity: null,
      kind: 'product',
      problems,
      local: title,
      foreign: false,
      places: [],
      place: null,
    };
  const phrase = language ? category.phrase : asBuyersSay(category.phrase.replace(/^family (?=\S+$)/i, ''));
  let agent = category.agent;
  const kind = kindOf(phrase, description, agent);
  const words = phrase.split(' ');
  const head = words.at(-1) ?? '';
  const activity = kind === 'provider' ? activityOf(phrase) : null;
  let want = phrase;
  if (kind === 'product' && shopHeads.test(head) && words.length > 1) want = words.slice(0, -1).join(' ');
  // "managed PostgreSQL hosting service": the hosting is what is asked for.
  else if (kind === 'software' && /^services?$/i.test(head) && /ing$/.test(words.at(-2) ?? ''))
    want = words.slice(0, -1).join(' ');
  // "piano tuning" is looked for as "a piano tuner", "bookkeeping" as "a bookkeeper".
  else if (
    agent &&
    !/^(?:salon|firm|practice|consultancy|studio|company|business|shop|services?)$/i.test(head)
  ) {
    want = agent;
    agent = null;
  }
  const short = shortOf(want);
  const places = kind === 'software' ? [] : readPlaces(description, kind === 'product');
  const local = language ? { phrase: want, language } : title;
  return {
    want,
    short,
    agent,
    activity,
    kind,
    problems,
    local,
    foreign: language !== null,
    places,
    place: places[0] ?? null,
  };
}
