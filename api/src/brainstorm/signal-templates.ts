import { negativeKeywordSets, signal, type ProposedIntentSignal } from './proposed-signal.js';
import { capitalize, isPlural, withArticle } from './text.js';

// The intent signals the local proposer can write, one template per kind of post, filled in with the
// words read from a business description.

const { jobs, tutorials, selfPromotion } = negativeKeywordSets;
const buyerNegatives = [...jobs, ...tutorials, ...selfPromotion];

/** The words the templates fill in, with neutral fallbacks when the description does not say. */
export interface Words {
  name: string;
  /** What the business is, lower-cased unless it is a name or acronym: "simple CRM", "booking platform". */
  category: string;
  /** The category without adjectives for search phrases: "CRM", "booking platform". */
  short: string;
  audience: string | null;
  competitors: string[];
  offerings: string[];
  software: boolean;
}

export type Template = (w: Words) => ProposedIntentSignal[];

export const recommendation: Template = (w) => [
  signal(
    isPlural(w.short)
      ? `Asking for ${w.short} recommendations`
      : `Asking for ${withArticle(w.short)} recommendation`,
    `Someone asks which ${w.short} to ${w.software ? 'use' : 'choose'}${w.audience ? ` as or for ${w.audience}` : ''}, or asks for recommendations.`,
    [
      `recommend ${withArticle(w.short)}`,
      `best ${w.short}`,
      `${w.short} recommendations`,
      w.software ? `which ${w.short} should I use` : `where to buy ${w.short}`,
      `looking for ${withArticle(w.short)}`,
      ...(w.audience ? [`${w.short} for ${w.audience}`] : []),
    ],
    buyerNegatives,
  ),
];

export const alternatives: Template = (w) =>
  w.competitors.length > 0
    ? w.competitors
        .slice(0, 2)
        .map((c) =>
          signal(
            `Looking for an alternative to ${c}`,
            `Someone wants to replace ${c} or asks what to use instead of it.`,
            [
              `${c} alternative`,
              `alternative to ${c}`,
              `replace ${c}`,
              `switching from ${c}`,
              `moving away from ${c}`,
              `instead of ${c}`,
            ],
            buyerNegatives,
          ),
        )
    : !w.software
      ? []
      : [
          signal(
            `Looking to replace their current ${w.short}`,
            `Someone is unhappy with the ${w.short} they use and looks for another one.`,
            [
              `${w.short} alternative`,
              `replace our ${w.short}`,
              `switching ${w.short}`,
              `better ${w.short}`,
              `leaving our ${w.short}`,
            ],
            buyerNegatives,
          ),
        ];

export const frustration: Template = (w) =>
  w.competitors
    .slice(0, 2)
    .map((c) =>
      signal(
        `Frustrated with ${c}`,
        `Someone complains about ${c}: price, missing features, support or reliability.`,
        [
          `${c} is too expensive`,
          `problems with ${c}`,
          `frustrated with ${c}`,
          `${c} support`,
          `cancel ${c}`,
          `${c} keeps`,
        ],
        [...jobs, ...tutorials],
      ),
    );

export const pricing: Template = (w) => [
  signal(
    `Asking about ${w.short} pricing`,
    `Someone asks what ${withArticle(w.short)} ${isPlural(w.short) ? 'cost' : 'costs'} or looks for an affordable one.`,
    [
      `${w.short} pricing`,
      isPlural(w.short) ? `how much do ${w.short} cost` : `how much does ${withArticle(w.short)} cost`,
      `affordable ${w.short}`,
      `cheap ${w.short}`,
      `${w.short} worth it`,
      `${w.short} budget`,
    ],
    buyerNegatives,
  ),
];

export const needs: Template = (w) =>
  w.offerings
    .slice(0, 2)
    .map((o) =>
      signal(
        `Looking for ${o}`,
        `Someone looks for ${o} or describes needing it; ${w.name} offers it.`,
        [o, `looking for ${o}`, `need ${o}`, `recommend ${o}`, `best ${o}`],
        buyerNegatives,
      ),
    );

export const audienceTools: Template = (w) =>
  w.audience
    ? [
        signal(
          `${capitalize(w.audience)} asking what to use`,
          `Someone among ${w.audience} asks what others use or what they would recommend.`,
          [
            `${w.short} for ${w.audience}`,
            `recommend ${withArticle(w.short)} for ${w.audience}`,
            `what do ${w.audience} use`,
            ...(w.software ? [`tools for ${w.audience}`, `software for ${w.audience}`] : []),
          ],
          buyerNegatives,
        ),
      ]
    : [];

export const comparing: Template = (w) => [
  signal(
    `Comparing ${w.short} options`,
    `Someone weighs several ${w.short} options against each other before choosing.`,
    [
      ...(w.competitors.length >= 2 ? [`${w.competitors[0]} vs ${w.competitors[1]}`] : []),
      ...w.competitors.map((c) => `${c} vs`),
      `${w.short} comparison`,
      `compare ${w.short}`,
      `${w.short} vs`,
    ],
    buyerNegatives,
  ),
];

export const wishes: Template = (w) => [
  signal(
    `Wishing for ${withArticle(`better ${w.short}`)}`,
    `Someone describes a gap in today's ${w.short} options: what they wish existed.`,
    [
      isPlural(w.short) ? `I wish there were better ${w.short}` : `I wish there was a better ${w.short}`,
      `is there ${withArticle(w.short)} that`,
      `${w.short} that actually`,
      isPlural(w.short) ? `none of the ${w.short}` : `every ${w.short} I tried`,
    ],
    [...jobs, ...selfPromotion],
  ),
];

export const buyingCriteria: Template = (w) => [
  signal(
    `Deciding what matters in ${withArticle(w.short)}`,
    `Someone lists what they need from ${withArticle(w.short)} or asks what to look for.`,
    [
      `what to look for in ${withArticle(w.short)}`,
      `must-have ${w.short} features`,
      `choosing ${withArticle(w.short)}`,
      `${w.short} requirements`,
    ],
    [...jobs, ...selfPromotion],
  ),
];

export const trends: Template = (w) => [
  signal(
    `Talking about trends in ${w.short}`,
    `Discussions of trends, the state of the market and how people's habits with ${w.short} change.`,
    [`future of ${w.short}`, `${w.short} trends`, `state of ${w.short}`, `${w.short} market`],
    [...jobs, ...selfPromotion],
  ),
];
