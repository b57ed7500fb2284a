import type { UseCase } from '../schemas/project.js';
import { placeNames } from './business-places.js';
import { readDescription } from './business-profile.js';
import { frames as framesOf } from './buyer-language.js';
import { readPhrases } from './description-phrases.js';
import {
  fillerReason,
  fragmentReason,
  inventedCategoryWords,
  isGenericKeyword,
  isPlaceKeyword,
  stemsOf,
  wordingReason,
} from './proposal-checks.js';
import { projectNegativesIn, terms, type ProposedIntentSignal } from './proposed-signal.js';
import {
  asking,
  brand,
  comparing,
  fixing,
  forWhom,
  framesFor,
  leaving,
  nearby,
  offerings,
  opinions,
  others,
  pricing,
  problems,
  recommending,
  served,
  support,
  vague,
  weighing,
  type Proposal,
  type Reading,
} from './signal-proposals.js';

// The local proposer: what the app proposes when no AI assistant is configured. It says only what the
// description supports, and less when unsure. Every keyword is a phrase the description contains (what
// it sells, a problem it names, a town), a frame of the description's own language around one ("looking
// for X", "X Empfehlung", "X おすすめ"), or a rival it names with a way off it. A head read with confidence
// (a phrase of two or more words the description states as what it is) gets price frames too; an unsure
// one only kind-neutral frames. A language with no frames gets only the phrases themselves.

export interface SignalsInput {
  description: string;
  useCase: UseCase;
  website: string | null;
}

const plans: Record<UseCase, Proposal[]> = {
  lead_generation: [
    asking,
    leaving,
    nearby,
    problems,
    recommending,
    pricing,
    offerings,
    forWhom,
    opinions,
    weighing,
  ],
  competitor_monitoring: [leaving, weighing, asking, problems, opinions, recommending, pricing, offerings],
  market_research: [problems, asking, opinions, leaving, weighing, recommending, offerings, pricing],
  brand_monitoring: [brand, asking, leaving, opinions, problems, recommending, offerings, nearby],
  customer_support: [support, brand, asking, problems, leaving, opinions, recommending, offerings],
  other: [asking, leaving, nearby, problems, recommending, pricing, offerings, opinions, weighing],
};

/**
 * A signal as written, or null: keywords that read as fragments, match half the internet ("second
 * quote"), name only a place or name a category the business never claimed are dropped
 * (proposal-checks.ts), and a signal whose name is broken or that keeps no keyword is dropped.
 */
function asWritten(
  proposed: ProposedIntentSignal,
  description: string,
  name: string | null,
  marketResearch: boolean,
): ProposedIntentSignal | null {
  // The business's own name may hold an "and" ("Hide And Seek") as much as its description; it names
  // no place ("Hernandez & Cole Family Law").
  const written = `${description} ${name ?? ''}`;
  const stems = stemsOf(written);
  const places = new Set(placeNames(description).flatMap((place) => place.toLowerCase().split(/\s+/)));
  const fits = (text: string, field: 'name' | 'keyword') =>
    !fragmentReason(text, { field, description: written }) &&
    !wordingReason(text, places) &&
    inventedCategoryWords(text, stems).length === 0 &&
    (field === 'name' ||
      (!isGenericKeyword(text) &&
        !isPlaceKeyword(text, places) &&
        (marketResearch || !fillerReason(text, description))));
  if (
    !fits(proposed.name, 'name') ||
    fragmentReason(proposed.description, { field: 'sentence' }) ||
    wordingReason(proposed.description, places)
  )
    return null;
  const keywords = proposed.keywords.filter((keyword) => fits(keyword, 'keyword'));
  return keywords.length === 0 ? null : { ...proposed, keywords };
}

function read(input: SignalsInput): Reading {
  const profile = readDescription(input.description, input.website);
  const rivals = profile.competitors;
  const phrases = readPhrases(input.description, rivals);
  return {
    ...phrases,
    name: phrases.name ?? profile.name,
    head: phrases.heads[0] ?? null,
    frames: framesOf[phrases.language] ?? null,
    rivals,
    description: input.description,
  };
}

/**
 * Proposes 5 to 10 intent signals from a business description and use case, without any network or
 * model. The negative keywords every signal needs (job posts, tutorials, self-promotion) are proposed
 * once, on the first signal. Deterministic.
 */
export function proposeSignalsLocally(input: SignalsInput): ProposedIntentSignal[] {
  const reading = read(input);
  const out: ProposedIntentSignal[] = [];
  const names = new Set<string>();
  const said = new Set<string>();
  const add = (proposals: readonly Proposal[], r: Reading) => {
    for (const propose of proposals)
      for (const proposed of propose(r)) {
        const written = asWritten(proposed, input.description, r.name, input.useCase === 'market_research');
        if (out.length >= 10 || !written || names.has(written.name.toLowerCase())) continue;
        // A keyword says one kind of post: once across the signals.
        const keywords = written.keywords.filter((keyword) => !said.has(keyword.toLowerCase()));
        if (keywords.length === 0) continue;
        keywords.forEach((keyword) => said.add(keyword.toLowerCase()));
        names.add(written.name.toLowerCase());
        out.push({ ...written, keywords });
      }
  };
  add(plans[input.useCase], reading);
  // Fewer than five: the other phrases read as heads, then every proposal of any use case.
  for (const head of reading.heads.slice(1))
    if (out.length < 5) add([asking, opinions], { ...reading, head });
  // The business's own name says nothing of a buyer's need: only the use cases about it add it.
  const needs = [
    asking,
    recommending,
    leaving,
    weighing,
    nearby,
    problems,
    fixing,
    pricing,
    offerings,
    forWhom,
    opinions,
  ];
  if (out.length < 5) add(needs, reading);

  if (out.length < 5 && reading.offerings[0])
    add([asking, opinions, pricing], { ...reading, head: { phrase: reading.offerings[0], sure: false } });
  // Still fewer, and a head read without confidence (or, in a language other than English, none: then
  // the first phrase the description writes): the frames kept back for it, in its language, rather than
  // an English word around a phrase of another language.
  const foreign = reading.language !== 'en' && reading.rest[0];
  const kept = reading.head ?? (foreign ? { phrase: foreign, sure: false } : null);
  if (out.length < 5 && kept && framesFor({ ...reading, head: kept }))
    add(
      [asking, recommending, opinions, nearby, pricing, ...(reading.language === 'en' ? [] : [comparing])],
      {
        ...reading,
        head: { ...kept, sure: true, guessed: false },
      },
    );
  // Still fewer: the other phrases the description contains, as it writes them, only up to five.
  if (out.length < 5) {
    const before = out.length;
    add([served, others], reading);
    out.splice(Math.max(5, before));
  }
  // "We sell things.": nothing to read. The plainest word for what it sells, said in kind-neutral frames,
  // is better than fewer than five signals; the checks for generic words are not applied to it.
  if (out.length < 5) {
    const plainest = /\b(?:sell|sells|shop|store|make|makes)\b/i.test(input.description)
      ? 'product'
      : 'service';
    for (const proposed of vague(plainest))
      if (out.length < 5 && !names.has(proposed.name.toLowerCase())) {
        names.add(proposed.name.toLowerCase());
        out.push(proposed);
      }
  }
  const [first, ...rest] = out;
  if (!first) return out;
  const ownNegatives = new Set(first.keywords.map((k) => k.toLowerCase()));
  const negatives = terms([...first.negative_keywords, ...projectNegativesIn(reading.language)]).filter(
    (n) => !ownNegatives.has(n.toLowerCase()),
  );
  return [{ ...first, negative_keywords: negatives }, ...rest];
}
