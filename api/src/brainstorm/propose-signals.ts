import type { UseCase } from '../schemas/project.js';
import { readDescription, type BusinessProfile } from './business-profile.js';
import { buyerWords } from './buyer-words.js';
import { fragmentReason, inventedCategoryWords, isGenericKeyword, stemsOf } from './proposal-checks.js';
import { projectNegatives, terms, type ProposedIntentSignal } from './proposed-signal.js';
import {
  alternatives,
  audienceTools,
  buyingCriteria,
  comparing,
  frustration,
  needs,
  pricing,
  recommendation,
  trends,
  wishes,
  type Template,
  type Words,
} from './signal-templates.js';
import { brandMentions, competitorMentions, competitorNews, supportNeeds } from './monitoring-templates.js';
import { lowerFirst } from './text.js';

export interface SignalsInput {
  description: string;
  useCase: UseCase;
  website: string | null;
}

function wordsOf(profile: BusinessProfile, description: string): Words {
  const words = buyerWords(profile, description);
  return {
    ...words,
    name: profile.name,
    audience: profile.audience?.replace(/\s*\([^)]*\)?/g, '').trim() || null,
    competitors: profile.competitors,
    offerings: profile.offerings
      // "Latin America", "Python": names of places and things, not what the business does.
      .filter((o) => !/^[A-Z][\w-]*(?:\s[A-Z][\w-]*)*$/.test(o) || /^[A-Z]{2,}s?$/.test(o))
      .map(lowerFirst)
      .map((o) => offeringWords(o, words.kind, words.want))
      .filter(
        (o) =>
          o.split(' ').length <= 3 &&
          !/\d|[£$€₹]/.test(o) &&
          !fragmentReason(o, { field: 'keyword', description }),
      )
      .slice(0, 3),
  };
}

/**
 * An offering as a buyer names it: the purpose dropped ("leasing for employers" → "leasing"), and a bare
 * service of a shop said with its product ("repairs" → "e-bike repairs").
 */
function offeringWords(offering: string, kind: Words['kind'], want: string | null): string {
  const core = offering.split(/\s+(?:for|to|with|so|that|which|from|in)\s+/)[0] ?? offering;
  return kind === 'product' && want && core.split(' ').length <= 2 && !core.includes(want) && /s$/.test(core)
    ? `${want} ${core}`
    : core;
}

/** The templates for each use case, in the order their signals are listed. */
const plans: Record<UseCase, Template[]> = {
  lead_generation: [recommendation, alternatives, needs, pricing, frustration, audienceTools, comparing],
  competitor_monitoring: [competitorMentions, alternatives, frustration, comparing, competitorNews, pricing],
  market_research: [wishes, buyingCriteria, needs, recommendation, alternatives, comparing, trends, pricing],
  brand_monitoring: [brandMentions, comparing, recommendation],
  customer_support: [supportNeeds, recommendation],
  other: [recommendation, alternatives, needs, pricing, comparing, wishes, audienceTools],
};
/** Used, in this order, when a use case's own templates give fewer than five signals. */
const fillers: Template[] = [
  recommendation,
  alternatives,
  pricing,
  comparing,
  wishes,
  buyingCriteria,
  trends,
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
): ProposedIntentSignal | null {
  const stems = stemsOf(description);
  const fits = (text: string, field: 'name' | 'keyword') =>
    !fragmentReason(text, { field, description }) &&
    (!strict || inventedCategoryWords(text, stems).length === 0) &&
    (!strict || field === 'name' || !isGenericKeyword(text));
  if (!fits(proposed.name, 'name') || fragmentReason(proposed.description, { field: 'sentence' }))
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
  const add = (templates: Template[], strict: boolean, words: Words = w) => {
    for (const template of templates)
      for (const proposed of template(words)) {
        // The business's own name may hold an "and" ("Hide And Seek") as much as its description.
        const written = asWritten(proposed, `${input.description} ${w.name ?? ''}`, strict);
        if (out.length >= 10 || !written || names.has(written.name.toLowerCase())) continue;
        names.add(written.name.toLowerCase());
        out.push(written);
      }
  };
  add(plans[input.useCase], true);
  if (out.length < 5) add(fillers, true);
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
