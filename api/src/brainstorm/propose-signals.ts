import type { UseCase } from '../schemas/project.js';
import { isProductNoun, readDescription, type BusinessProfile } from './business-profile.js';
import type { ProposedIntentSignal } from './proposed-signal.js';
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
import { isPlural, lowerFirst } from './text.js';

export interface SignalsInput {
  description: string;
  useCase: UseCase;
  website: string | null;
}

const adjectives =
  /^(?:simple|modern|easy|smart|better|fast|affordable|powerful|new|online|all-in-one|lightweight|open-source|friendly|intuitive|leading|best|complete|free)\s+/i;

function wordsOf(profile: BusinessProfile): Words {
  const category = lowerFirst(profile.category ?? '') || (profile.software ? 'tool' : 'product');
  let short = category;
  while (adjectives.test(short) && short.includes(' ')) short = short.replace(adjectives, '');
  const shortWords = short.split(' ');
  if (shortWords.length > 3) short = shortWords.slice(-3).join(' ');
  // An activity ("log management", "accounting") needs a noun to be asked for: "a log management tool".
  if (!isProductNoun(short) && !isPlural(short) && short !== 'product')
    short = `${short} ${profile.software ? 'tool' : 'service'}`;
  return {
    name: profile.name ?? `your ${short}`,
    category,
    short,
    audience: profile.audience,
    competitors: profile.competitors.slice(0, 3),
    offerings: profile.offerings.slice(0, 3).map(lowerFirst),
    software: profile.software,
  };
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
 * network or model: templates per use case filled with the category, audience, competitors and
 * offerings read from the description, each with keywords people write and negative keywords for job
 * posts, tutorials and self-promotion. Deterministic.
 */
export function proposeSignalsLocally(input: SignalsInput): ProposedIntentSignal[] {
  const w = wordsOf(readDescription(input.description, input.website));
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
  return out;
}
