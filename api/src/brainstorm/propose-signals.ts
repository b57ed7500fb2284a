import type { UseCase } from '../schemas/project.js';
import { readDescription, type BusinessProfile } from './business-profile.js';
import { buyerWords } from './buyer-words.js';
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
  return {
    ...buyerWords(profile, description),
    name: profile.name ?? 'the business',
    audience: profile.audience?.replace(/\s*\([^)]*\)?/g, '').trim() || null,
    competitors: profile.competitors.slice(0, 3),
    offerings: profile.offerings
      .slice(0, 3)
      .map(lowerFirst)
      .map((o) => offeringWords(o, profile)),
    software: profile.software,
  };
}

/**
 * An offering as a buyer names it: the purpose dropped ("leasing for employers" → "leasing"), and a bare
 * service of a shop said with its product ("repairs" → "e-bike repairs").
 */
function offeringWords(offering: string, profile: BusinessProfile): string {
  const core = offering.split(/\s+(?:for|to|with|so|that|which)\s+/)[0] ?? offering;
  const words = buyerWords(profile, '');
  return words.kind === 'product' && core.split(' ').length <= 2 && !core.includes(words.want)
    ? `${words.want} ${core}`
    : core;
}

/** The templates for each use case, in the order their signals are listed. */
const plans: Record<UseCase, Template[]> = {
  lead_generation: [recommendation, alternatives, frustration, pricing, needs, audienceTools, comparing],
  competitor_monitoring: [competitorMentions, frustration, alternatives, comparing, competitorNews, pricing],
  market_research: [wishes, buyingCriteria, needs, recommendation, comparing, trends, pricing],
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
 * Proposes 5 to 10 specific intent signals from a business description and use case, without any
 * network or model: templates per use case filled with what buyers call the product, its audience,
 * competitors and offerings read from the description, each with keywords buyers write. The negative
 * keywords every signal needs (job posts, tutorials, self-promotion) are proposed once, on the first
 * signal: a project has no list of its own, and repeating them on every signal buried the ones that
 * matter for that signal. Deterministic.
 */
export function proposeSignalsLocally(input: SignalsInput): ProposedIntentSignal[] {
  const w = wordsOf(readDescription(input.description, input.website), input.description);
  const out: ProposedIntentSignal[] = [];
  const names = new Set<string>();
  const add = (templates: Template[]) => {
    for (const template of templates)
      for (const proposed of template(w)) {
        const key = proposed.name.toLowerCase();
        if (out.length >= 10 || names.has(key) || proposed.keywords.length === 0) continue;
        names.add(key);
        out.push(proposed);
      }
  };
  add(plans[input.useCase]);
  if (out.length < 5) add(fillers);
  const [first, ...rest] = out;
  if (!first) return out;
  const ownNegatives = new Set(first.keywords.map((k) => k.toLowerCase()));
  const negatives = terms([...first.negative_keywords, ...projectNegatives]).filter(
    (n) => !ownNegatives.has(n.toLowerCase()),
  );
  return [{ ...first, negative_keywords: negatives }, ...rest];
}
