import type { UseCase } from '../schemas/project.js';
import { readDescription, type BusinessProfile } from './business-profile.js';
import { buyerWords, type BuyerWords } from './buyer-words.js';
import { rivalStanding } from './find-competitors.js';
import {
  fillerReason,
  fragmentReason,
  inventedCategoryWords,
  isGenericKeyword,
  isPlaceKeyword,
  stemsOf,
  wordingReason,
} from './proposal-checks.js';
import { placeNames } from './business-places.js';
import { projectNegatives, terms, type ProposedIntentSignal } from './proposed-signal.js';
import {
  audienceTools,
  buyingCriteria,
  comparing,
  inTheirWords,
  nearby,
  needs,
  pricing,
  problems,
  readyToBuy,
  recommendation,
  reviews,
  trends,
  wishes,
  type Template,
  type Words,
} from './signal-templates.js';
import { alternatives, frustration } from './competitor-templates.js';
import { brandMentions, competitorMentions, competitorNews, supportNeeds } from './monitoring-templates.js';
import { lowerFirst } from './text.js';

export interface SignalsInput {
  description: string;
  useCase: UseCase;
  website: string | null;
}

function wordsOf(profile: BusinessProfile, description: string): Words {
  const words = buyerWords(profile, description);
  const competitors = profile.competitors;
  const named = (text: string) => competitors.some((c) => text.toLowerCase().includes(c.toLowerCase()));
  return {
    ...words,
    // A problem said with a rival's name is the rival's signal ("Tired of Cronitor's pricing?").
    problems: words.problems.filter(
      (problem) =>
        !named(problem) && !(words.want && problem.toLowerCase().includes(words.want.toLowerCase())),
    ),
    name: profile.name,
    audience: profile.audience?.replace(/\s*\([^)]*\)?/g, '').trim() || null,
    competitors,
    rivals: Object.fromEntries(competitors.map((c) => [c, rivalStanding(description, c)])),
    qualifier: qualifierOf(words),
    offerings: profile.offerings
      // "Latin America", "Python": names of places and things, not what the business does.
      .filter((o) => !/^[A-Z][\w-]*(?:\s[A-Z][\w-]*)*$/.test(o) || /^[A-Z]{2,}s?$/.test(o))
      .map(lowerFirst)
      .map((o) => offeringWords(o, words.kind, words.want).replace(/\s*[–—-]+$/, ''))
      .filter(
        (o) =>
          o.split(' ').length <= 3 &&
          // "a lot of rentals" says how much, not what.
          !/^(?:a\s+)?(?:lot|lots|most|many|some|few|plenty|loads)\s+of\b/i.test(o) &&
          !/\d|[£$€₹]/.test(o) &&
          !fragmentReason(o, { field: 'keyword', description }),
      )
      .slice(0, 3),
  };
}

/**
 * What tells a rival whose name is a plain word ("Atlantis", "Lodge") from its other meanings: the
 * platform software is for, named first in what it is ("Terraform PR automation"), or the thing a product
 * is ("skillet"); null when neither says more than a generic word.
 */
function qualifierOf(words: BuyerWords): string | null {
  const parts = (words.short ?? '').split(' ');
  if (words.kind === 'software') {
    const first = (words.want ?? '').split(' ')[0] ?? '';
    return /^[A-Z][a-z]+[A-Za-z]*$/.test(first) && parts.length > 1 ? first : null;
  }
  if (words.kind !== 'product') return null;
  const head = parts.at(-1) ?? '';
  return head.length > 2 && !isGenericKeyword(head) ? head : null;
}

/**
 * An offering as a buyer names it: the purpose dropped ("leasing for employers" → "leasing"), and a bare
 * service of a shop said with its product ("repairs" → "e-bike repairs").
 */
function offeringWords(offering: string, kind: Words['kind'], want: string | null): string {
  const core = (offering.split(/\s+(?:for|to|with|so|that|which|from|in|on)\s+/)[0] ?? offering)
    // "rebuild collapsed field walls": the thing needs help, not the verb.
    .replace(/^(?:re)?(?:build|repair|install|fit|restore|replace|clean|fix|lay|paint)\s+(?=\S+\s)/i, '');
  return kind === 'product' && want && core.split(' ').length <= 2 && !core.includes(want) && /s$/.test(core)
    ? `${want} ${core}`
    : core;
}

/**
 * The templates for each use case, in the order their signals are listed. Trends, wishes and must-haves
 * have no buying intent (LEAD-POLICY.md): only market research asks for them.
 */
const plans: Record<UseCase, Template[]> = {
  lead_generation: [
    recommendation,
    alternatives,
    nearby,
    problems,
    needs,
    pricing,
    frustration,
    audienceTools,
    comparing,
  ],
  competitor_monitoring: [competitorMentions, alternatives, frustration, comparing, competitorNews, pricing],
  market_research: [
    wishes,
    buyingCriteria,
    problems,
    needs,
    recommendation,
    alternatives,
    comparing,
    trends,
    pricing,
  ],
  brand_monitoring: [brandMentions, comparing, recommendation],
  customer_support: [supportNeeds, recommendation],
  other: [recommendation, alternatives, nearby, problems, needs, pricing, comparing, audienceTools],
};
/**
 * For a description mostly in another language, the templates whose keywords are English phrases around
 * what is sold ("recommend a limpieza de tinacos") give way to the same questions asked in that language;
 * those about competitors and the brand, which are names, stay.
 */
const englishPhrases = new Set<Template>([
  recommendation,
  nearby,
  problems,
  needs,
  pricing,
  comparing,
  audienceTools,
  readyToBuy,
  reviews,
  buyingCriteria,
  wishes,
  trends,
]);
const inTheirLanguage = (templates: Template[]) => [
  inTheirWords,
  ...templates.filter((template) => !englishPhrases.has(template)),
];

/** Used, in this order, when a use case's own templates give fewer than five signals. */
const fillers: Template[] = [
  recommendation,
  alternatives,
  nearby,
  problems,
  needs,
  pricing,
  comparing,
  readyToBuy,
  reviews,
  buyingCriteria,
];

/**
 * A signal as a person in the market would write it, or null: keywords that read as fragments, match
 * half the internet ("second quote") or name a category the business never claimed ("salon tool") are
 * dropped (proposal-checks.ts), and a signal whose name is broken or that keeps no keyword is dropped.
 * `strict` false keeps generic and category words, for a description too vague to say anything else.
 */
function asWritten(
  proposed: ProposedIntentSignal,
  description: string,
  strict: boolean,
  marketResearch: boolean,
): ProposedIntentSignal | null {
  const stems = stemsOf(description);
  const places = new Set(placeNames(description).flatMap((place) => place.toLowerCase().split(/\s+/)));
  const fits = (text: string, field: 'name' | 'keyword') =>
    !fragmentReason(text, { field, description }) &&
    !wordingReason(text, places) &&
    (!strict || inventedCategoryWords(text, stems).length === 0) &&
    (!strict ||
      field === 'name' ||
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

/**
 * Proposes 5 to 10 specific intent signals from a business description and use case, without any
 * network or model: templates per use case filled with what the description says the business is (never
 * a category it did not claim), its buyers, places, competitors and offerings, each with keywords buyers
 * write, and every named competitor with a signal about leaving it. The negative keywords every signal
 * needs (job posts, tutorials, self-promotion) are proposed once, on the first signal: a project has no
 * list of its own, and repeating them on every signal buried the ones that matter for that signal.
 * Deterministic.
 */
export function proposeSignalsLocally(input: SignalsInput): ProposedIntentSignal[] {
  const w = wordsOf(readDescription(input.description, input.website), input.description);
  const out: ProposedIntentSignal[] = [];
  const names = new Set<string>();
  const said = new Set<string>();
  const add = (templates: Template[], strict: boolean, words: Words = w) => {
    for (const template of templates)
      for (const proposed of template(words)) {
        // The business's own name may hold an "and" ("Hide And Seek") as much as its description.
        const written = asWritten(
          proposed,
          `${input.description} ${w.name ?? ''}`,
          strict,
          input.useCase === 'market_research',
        );
        if (out.length >= 10 || !written || names.has(written.name.toLowerCase())) continue;
        // A keyword says one kind of post: "Swapfiets price increase" once, not in two signals.
        const keywords = written.keywords.filter((keyword) => !said.has(keyword.toLowerCase()));
        if (keywords.length === 0) continue;
        keywords.forEach((keyword) => said.add(keyword.toLowerCase()));
        names.add(written.name.toLowerCase());
        out.push({ ...written, keywords });
      }
  };
  const own = w.foreign ? inTheirLanguage(plans[input.useCase]) : plans[input.useCase];
  add(own, true);
  // "Limpieza y desinfección de tinacos — CDMX" above an English description: its buyers' own words too.
  if (!w.foreign && w.local) add([inTheirWords], true);
  if (out.length < 5) add(w.foreign ? inTheirLanguage(fillers) : fillers, true);
  // "We sell things.": too vague to say what; the plainest word for it is better than no signal.
  const plainest = /\b(?:sell|sells|shop|store)\b/i.test(input.description) ? 'product' : 'service';
  if (out.length < 5)
    add([...plans[input.useCase], ...fillers], false, {
      ...w,
      want: w.want ?? plainest,
      short: w.short ?? plainest,
    });
  const [first, ...rest] = out;
  if (!first) return out;
  const ownNegatives = new Set(first.keywords.map((k) => k.toLowerCase()));
  const negatives = terms([...first.negative_keywords, ...projectNegatives]).filter(
    (n) => !ownNegatives.has(n.toLowerCase()),
  );
  return [{ ...first, negative_keywords: negatives }, ...rest];
}
