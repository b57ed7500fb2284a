import type { BuyerWords } from './buyer-words.js';
import { signal, type ProposedIntentSignal } from './proposed-signal.js';
import { capitalize, isPlural, plural, withArticle } from './text.js';

// The intent signals the local proposer can write, one template per kind of post, in the words a buyer
// uses (buyer-words.ts). Keywords are what such a post contains, at most four words each; the negative
// keywords that apply to every signal (job posts, tutorials, self-promotion) are the project's, added
// once by the proposer, so a template only adds negatives of its own. A template that has no word for
// what the business sells writes nothing; the proposer drops any keyword that reads as a fragment.

/** The words the templates fill in. */
export interface Words extends BuyerWords {
  /** The business's name, when the description or website gives one. */
  name: string | null;
  audience: string | null;
  competitors: string[];
  offerings: string[];
}

export type Template = (w: Words) => ProposedIntentSignal[];

/** Uncountable things take no article: "managed PostgreSQL hosting", "practice management software", "payroll". */
const uncountable =
  /(?:ing|ment|software|payroll|hosting|advice|equipment|furniture|compliance|insurance|feedback)$/i;
/** "an e-bike", "a CRM", "an electrician"; "Spanish lessons" and "payroll" take none. */
export const some = (phrase: string) =>
  isPlural(phrase) || uncountable.test(phrase) ? phrase : withArticle(phrase);
/** "CRMs", "family law firms"; "practice management software" stays as it is. */
const many = (phrase: string) => (uncountable.test(phrase) ? phrase : plural(phrase));
/** What buyers do with it. */
const verb = (w: Words) =>
  (({ software: 'use', product: 'buy', provider: 'hire', venue: 'try' }) as const)[w.kind];
/** "costs" or "cost", as the subject asks. */
const costs = (phrase: string) => (isPlural(phrase) ? 'cost' : 'costs');
/** An audience a sentence can name: "small agencies", "engineering teams"; not "dogs of all sizes". */
const people = (w: Words) =>
  w.audience && isPlural(w.audience) && w.audience.split(' ').length <= 3 ? w.audience : null;

export const recommendation: Template = ({ want, short, ...w }) => {
  if (!want || !short) return [];
  const agent = w.agent;
  const local = w.kind === 'provider' || w.kind === 'venue';
  return [
    signal(
      `Asking for ${want} recommendations`,
      `Someone asks which ${want} to ${verb({ want, short, ...w })}, or asks others to recommend ${isPlural(want) ? 'some' : 'one'}.`,
      [
        ...(agent ? [`recommend ${some(agent)}`, `${agent} recommendations`, `need ${some(agent)}`] : []),
        `recommend ${some(short)}`,
        `${short} recommendations`,
        `looking for ${some(short)}`,
        ...(w.kind === 'provider' ? [`need ${some(short)}`] : []),
        ...(local && w.place ? [`${agent ?? short} in ${w.place}`] : []),
        ...(local
          ? w.places.flatMap((place) => [`${short} ${place}`, ...(agent ? [`${agent} ${place}`] : [])])
          : []),
        ...(local ? [`${agent ?? short} near me`] : []),
        ...(w.kind === 'product'
          ? [
              `buying ${some(short)}`,
              `which ${short} to buy`,
              `best ${short}`,
              ...w.places.map((p) => `${short} ${p}`),
            ]
          : []),
        ...(w.kind === 'software' && !uncountable.test(short) ? [`which ${short} to use`] : []),
      ],
    ),
  ];
};

/** One signal per competitor a buyer could leave: every named competitor gets one. */
export const alternatives: Template = (w) => {
  if (w.competitors.length > 0) return w.competitors.slice(0, 4).map((c) => leaving(c));
  if (w.kind !== 'software' || !w.want || !w.short) return [];
  return [
    signal(
      `Looking to replace their current ${w.want}`,
      `Someone is unhappy with the ${w.want} they use and looks for another one.`,
      [
        `${w.short} alternative`,
        `replace our ${w.short}`,
        `switching ${many(w.short)}`,
        `leaving our ${w.short}`,
      ],
    ),
  ];
};

function leaving(competitor: string): ProposedIntentSignal {
  return signal(
    `Looking for ${withArticle(`${competitor} alternative`)}`,
    `Someone wants to leave ${competitor} or asks what to use instead of it.`,
    [
      `${competitor} alternative`,
      `alternative to ${competitor}`,
      `switching from ${competitor}`,
      `leaving ${competitor}`,
      `cheaper than ${competitor}`,
    ],
    // Happy users and how-to questions name the competitor too (LEAD-POLICY.md).
    [`love ${competitor}`, `happy with ${competitor}`],
  );
}

export const frustration: Template = (w) =>
  w.competitors
    .slice(0, 2)
    .map((c) =>
      signal(
        `Frustrated with ${c}`,
        `Someone complains about ${c}: price, quality, support or reliability.`,
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

export const pricing: Template = ({ want, short, ...w }) =>
  // People do not ask what a bakery costs; they ask for its cakes (needs).
  !want || !short || w.kind === 'venue'
    ? []
    : [
        signal(
          w.kind === 'software' ? `Asking about ${want} pricing` : `Asking what ${some(want)} ${costs(want)}`,
          w.kind === 'provider'
            ? `Someone asks what ${some(want)} ${isPlural(want) ? 'charge' : 'charges'}, or what a job like theirs should cost.`
            : `Someone asks what ${some(want)} ${costs(want)}, or looks for an affordable one.`,
          [
            `${short} cost`,
            `${short} ${w.kind === 'software' ? 'pricing' : 'price'}`,
            `affordable ${short}`,
            ...(w.kind === 'provider'
              ? [`${short} quote`, ...(w.agent ? [`${w.agent} cost`] : [])]
              : [`${short} worth it`]),
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
          ? `Someone needs help with ${o} and asks who can do it.`
          : `Someone says they need ${o}${w.name ? `, which ${w.name} offers` : ''}.`,
        [
          o,
          `need ${o}`,
          ...(w.kind === 'provider'
            ? [`help with ${o}`, ...w.places.map((place) => `${o} ${place}`)]
            : [`looking for ${o}`]),
          ...(w.kind === 'venue' ? [`${o} near me`] : []),
        ],
      ),
    );

export const audienceTools: Template = (w) => {
  const audience = people(w);
  return audience && w.kind === 'software' && w.short
    ? [
        signal(
          `${capitalize(audience)} asking what to use`,
          `Someone among ${audience} asks what others use or what they would recommend.`,
          [`${w.short} for ${audience}`, `what do ${audience} use`, `tools for ${audience}`],
        ),
      ]
    : [];
};

export const comparing: Template = ({ want, short, ...w }) =>
  !want || !short || w.kind === 'venue'
    ? []
    : [
        signal(
          w.kind === 'provider' ? `Comparing ${want} quotes` : `Comparing ${want} options`,
          w.kind === 'provider'
            ? `Someone weighs quotes or offers from several ${many(want)} before choosing one.`
            : `Someone weighs several ${want} options against each other before choosing.`,
          [
            ...(w.competitors.length >= 2 ? [`${w.competitors[0]} vs ${w.competitors[1]}`] : []),
            ...(w.competitors.length >= 3 ? [`${w.competitors[0]} vs ${w.competitors[2]}`] : []),
            `${short} comparison`,
            `compare ${many(short)}`,
            ...(w.kind === 'provider' ? [`${short} quotes`] : [`${short} reviews`]),
          ],
        ),
      ];

export const wishes: Template = ({ want, short, ...w }) =>
  !want || !short
    ? []
    : [
        signal(
          `Wishing for ${some(`better ${want}`)}`,
          `Someone describes what today's ${want} options lack: what they wish existed.`,
          w.kind === 'venue'
            ? [`better ${short}`, `any good ${short}`, `favourite ${short}`]
            : w.kind === 'provider'
              ? [
                  `reliable ${short}`,
                  ...(uncountable.test(short) ? [] : [`${short} never showed`]),
                  `any good ${short}`,
                  `better ${short}`,
                ]
              : [`better ${short}`, `${short} that actually works`, `wish my ${short}`, `any good ${short}`],
        ),
      ];

export const buyingCriteria: Template = ({ want, short }) =>
  !want || !short
    ? []
    : [
        signal(
          `Deciding what matters in ${some(want)}`,
          `Someone lists what they need from ${some(want)} or asks what to look for.`,
          [
            `choosing ${some(short)}`,
            `${short} requirements`,
            `${short} must-haves`,
            `what matters in ${some(short)}`,
          ],
        ),
      ];

export const trends: Template = ({ want, short }) =>
  !want || !short
    ? []
    : [
        signal(
          `Talking about trends in ${many(want)}`,
          `Discussions of trends, the state of the market and how people's habits with ${many(want)} change.`,
          [`future of ${many(short)}`, `${short} trends`, `state of ${many(short)}`, `${short} market`],
        ),
      ];
