import type { BuyerWords } from './buyer-words.js';
import { signal, type ProposedIntentSignal } from './proposed-signal.js';
import { capitalize, plural, withArticle } from './text.js';

// The intent signals the local proposer can write, one template per kind of post, in the words a buyer
// uses (buyer-words.ts). Keywords are what such a post contains, at most four words each; the negative
// keywords that apply to every signal (job posts, tutorials, self-promotion) are the project's, added
// once by the proposer, so a template only adds negatives of its own.

/** The words the templates fill in, with neutral fallbacks when the description does not say. */
export interface Words extends BuyerWords {
  name: string;
  audience: string | null;
  competitors: string[];
  offerings: string[];
  software: boolean;
}

export type Template = (w: Words) => ProposedIntentSignal[];

/** "an e-bike", "a CRM", "an electrician"; an activity takes none ("managed PostgreSQL hosting"). */
const a = (w: Words) => (/ing$/.test(w.want) ? w.want : withArticle(w.want));
const aShort = (w: Words) => (/ing$/.test(w.short) ? w.short : withArticle(w.short));
/** What buyers do with it. */
const verb = (w: Words) =>
  (({ software: 'use', product: 'buy', provider: 'hire', venue: 'try' }) as const)[w.kind];
const audienceNote = (w: Words) => (w.audience ? ` Most useful from ${w.audience}.` : '');

export const recommendation: Template = (w) => [
  signal(
    `Asking for ${w.want} recommendations`,
    `Someone asks which ${w.want} to ${verb(w)}, or asks others to recommend one.${audienceNote(w)}`,
    [
      `recommend ${aShort(w)}`,
      `${w.short} recommendations`,
      `which ${w.short} to ${verb(w)}`,
      `looking for ${aShort(w)}`,
      ...(w.kind === 'provider'
        ? [`need ${aShort(w)}`, ...(w.place ? [`${w.short} in ${w.place}`] : [])]
        : []),
      ...(w.kind === 'product' ? [`buying ${aShort(w)}`, `first ${w.short}`] : []),
      ...(w.kind === 'venue'
        ? [`${w.short} near me`, ...(w.place ? [`best ${w.short} in ${w.place}`] : [])]
        : []),
    ],
  ),
];

export const alternatives: Template = (w) =>
  w.competitors.length > 0
    ? w.competitors.slice(0, 2).map((c) =>
        signal(
          `Looking for an alternative to ${c}`,
          `Someone wants to replace ${c} or asks what to use instead of it.`,
          [`${c} alternative`, `alternative to ${c}`, `replace ${c}`, `switching from ${c}`, `leaving ${c}`],
          // Happy users and how-to questions name the competitor too (LEAD-POLICY.md).
          [`love ${c}`, `happy with ${c}`],
        ),
      )
    : w.kind !== 'software'
      ? []
      : [
          signal(
            `Looking to replace their current ${w.want}`,
            `Someone is unhappy with the ${w.want} they use and looks for another one.`,
            [
              `${w.short} alternative`,
              `replace our ${w.short}`,
              `switching ${plural(w.short)}`,
              `leaving our ${w.short}`,
            ],
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
          `cancel ${c}`,
          `${c} price increase`,
        ],
        [`happy with ${c}`],
      ),
    );

export const pricing: Template = (w) =>
  // People do not ask what a bakery costs; they ask for its cakes (needs).
  w.kind === 'venue'
    ? []
    : [
        signal(
          w.kind === 'software' ? `Asking about ${w.want} pricing` : `Asking what ${a(w)} costs`,
          w.kind === 'provider'
            ? `Someone asks what ${a(w)} charges, or what a job like theirs should cost.`
            : `Someone asks what ${a(w)} costs, or looks for an affordable one.`,
          [
            `${w.short} pricing`,
            `${w.short} cost`,
            `affordable ${w.short}`,
            `cheap ${w.short}`,
            ...(w.kind === 'provider' ? [`${w.short} quote`, `${w.short} rates`] : [`${w.short} worth it`]),
            ...w.offerings.slice(0, 2).map((o) => `${o} cost`),
          ],
        ),
      ];

export const needs: Template = (w) =>
  w.offerings
    .slice(0, 2)
    .map((o) =>
      signal(
        w.kind === 'software'
          ? `Needs ${o}`
          : w.kind === 'provider'
            ? `Looking for help with ${o}`
            : `Looking for ${o}`,
        w.kind === 'provider'
          ? `Someone needs help with ${o} and asks who can do it; ${w.name} does.`
          : `Someone says they need ${o}, which ${w.name} offers.`,
        w.kind === 'provider'
          ? [o, `help with ${o}`, `who does ${o}`, `need ${o}`, ...(w.place ? [`${o} ${w.place}`] : [])]
          : [o, `need ${o}`, `looking for ${o}`, ...(w.kind === 'software' ? [] : [`${o} near me`])],
      ),
    );

export const audienceTools: Template = (w) =>
  w.audience && w.kind === 'software'
    ? [
        signal(
          `${capitalize(w.audience)} asking what to use`,
          `Someone among ${w.audience} asks what others use or what they would recommend.`,
          [`${w.short} for ${w.audience}`, `what do ${w.audience} use`, `tools for ${w.audience}`],
        ),
      ]
    : [];

export const comparing: Template = (w) =>
  w.kind === 'venue'
    ? []
    : [
        signal(
          w.kind === 'provider' ? `Comparing ${w.want} quotes` : `Comparing ${w.want} options`,
          w.kind === 'provider'
            ? `Someone weighs quotes or offers from several ${plural(w.want)} before choosing one.`
            : `Someone weighs several ${w.want} options against each other before choosing.`,
          [
            ...(w.competitors.length >= 2 ? [`${w.competitors[0]} vs ${w.competitors[1]}`] : []),
            ...(w.competitors.length >= 3 ? [`${w.competitors[0]} vs ${w.competitors[2]}`] : []),
            `${w.short} comparison`,
            `compare ${plural(w.short)}`,
            ...(w.kind === 'provider' ? [`${w.short} quotes`, `second quote`] : [`${w.short} reviews`]),
          ],
        ),
      ];

export const wishes: Template = (w) => [
  signal(
    `Wishing for ${withArticle(`better ${w.want}`)}`,
    `Someone describes what today's ${w.want} options lack: what they wish existed.`,
    w.kind === 'venue'
      ? [`better ${w.short}`, `any good ${w.short}`, `favourite ${w.short}`]
      : w.kind === 'provider'
        ? [`reliable ${w.short}`, `${w.short} never showed`, `any good ${w.short}`, `better ${w.short}`]
        : [
            `better ${w.short}`,
            `${w.short} that actually works`,
            `wish my ${w.short}`,
            `any good ${w.short}`,
          ],
  ),
];

export const buyingCriteria: Template = (w) => [
  signal(
    `Deciding what matters in ${a(w)}`,
    `Someone lists what they need from ${a(w)} or asks what to look for.`,
    [
      `choosing ${aShort(w)}`,
      `${w.short} requirements`,
      `${w.short} must-haves`,
      `what matters in ${aShort(w)}`,
    ],
  ),
];

export const trends: Template = (w) => [
  signal(
    `Talking about trends in ${plural(w.want)}`,
    `Discussions of trends, the state of the market and how people's habits with ${plural(w.want)} change.`,
    [`future of ${plural(w.short)}`, `${w.short} trends`, `state of ${plural(w.short)}`, `${w.short} market`],
  ),
];
