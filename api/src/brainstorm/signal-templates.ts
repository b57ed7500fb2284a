import { asked, fill } from './buyer-language.js';
import type { BuyerWords } from './buyer-words.js';
import type { RivalStanding } from './find-competitors.js';
import { signal, type ProposedIntentSignal } from './proposed-signal.js';
import { capitalize, isPlural, plural, withArticle } from './text.js';

// The intent signals the local proposer can write, one template per kind of post, in the words a buyer
// uses (buyer-words.ts). Keywords are what such a post contains, at most four words each; the negative
// keywords that apply to every signal (job posts, tutorials, self-promotion) are the project's, added
// once by the proposer, so a template only adds negatives of its own. A template that has no word for
// what the business sells writes nothing; the proposer drops any keyword that reads as a fragment.
// Each kind of business is spoken of as it is bought: software is used, products bought, people and
// services hired, subscriptions subscribed to.

/** The words the templates fill in. */
export interface Words extends BuyerWords {
  /** The business's name, when the description or website gives one. */
  name: string | null;
  audience: string | null;
  competitors: string[];
  /** What the description says of each competitor (shut down, free, outgrown, overkill). */
  rivals: Record<string, RivalStanding>;
  /**
   * The word that tells a rival whose name is a plain word from its other meanings: the platform the
   * software works on ("Terraform" Atlantis) or the thing sold ("Lodge" skillet); null when none.
   */
  qualifier: string | null;
  offerings: string[];
}

export type Template = (w: Words) => ProposedIntentSignal[];

/** Uncountable things take no article: "managed PostgreSQL hosting", "practice management software", "payroll". */
const uncountable =
  /(?:ing|ment|software|payroll|hosting|advice|help|equipment|furniture|compliance|insurance|feedback|diligence|removal|repair|installation|inspection|detection|automation|translation|research|design|catering|clothing|masonry)$/i;
/** "an e-bike", "a CRM", "an electrician"; "Spanish lessons" and "payroll" take none. */
export const some = (phrase: string) =>
  isPlural(phrase) || uncountable.test(phrase) ? phrase : withArticle(phrase);
/** "CRMs", "family law firms"; "practice management software" stays as it is. */
export const many = (phrase: string) => (uncountable.test(phrase) ? phrase : plural(phrase));
/** Whether a phrase is a thing or a person one can have one of ("a grant writer"), not an activity. */
const countable = (phrase: string) => !uncountable.test(phrase) && !isPlural(phrase);
/** What buyers do with it. */
export const verb = (w: Words) =>
  (
    ({
      software: 'use',
      product: 'buy',
      provider: 'hire',
      venue: 'try',
      subscription: 'choose',
    }) as const
  )[w.kind];
/** "costs" or "cost", as the subject asks. */
const costs = (phrase: string) => (isPlural(phrase) ? 'cost' : 'costs');
/** An audience a sentence can name: "small agencies", "engineering teams"; not "dogs of all sizes". */
const people = (w: Words) =>
  w.audience && isPlural(w.audience) && w.audience.split(' ').length <= 3 ? w.audience : null;
const local = (w: Words) => w.kind === 'provider' || w.kind === 'venue';
/** Where buyers of it live, when they ask for it by place: local trades, venues, delivery areas. */
const placed = (w: Words) => (local(w) || w.kind === 'subscription' ? w.places : []);

export const recommendation: Template = (w) => {
  const { want, short, agent, activity } = w;
  if (!want || !short) return [];
  const provider = w.kind === 'provider';
  const whom = agent ?? short;
  return [
    signal(
      `Asking for ${want} recommendations`,
      uncountable.test(want) && !agent
        ? provider
          ? `Someone asks who to hire for ${want}, or asks others to recommend someone.`
          : `Someone asks what to ${verb(w)} for ${want}, or asks others what they would recommend.`
        : `Someone asks which ${want} to ${verb(w)}, or asks others to recommend ${isPlural(want) ? 'some' : 'one'}.`,
      [
        // "dry stone waller", "possum removal": a thing of two or more words is itself what such a post says.
        ...(short.includes(' ') ? [short] : []),
        ...(agent ? [`recommend ${some(agent)}`, `${agent} recommendations`, `need ${some(agent)}`] : []),
        `recommend ${some(short)}`,
        `${short} recommendations`,
        `looking for ${some(short)}`,
        ...(provider ? [`need ${some(short)}`, ...(countable(short) ? [`hire ${some(short)}`] : [])] : []),
        ...(local(w) && w.place ? [`${whom} in ${w.place}`] : []),
        ...(local(w)
          ? [`${whom} near me`, ...(activity && activity !== whom ? [`${activity} near me`] : [])]
          : []),
        ...(w.kind === 'product' ? [`buying ${some(short)}`, `which ${short} to buy`, `best ${short}`] : []),
        ...(w.kind === 'subscription' ? [`best ${short}`, `${short} worth it`] : []),
        ...(w.kind === 'software' && countable(short) ? [`which ${short} to use`] : []),
      ],
    ),
  ];
};

/** A local business asked for by the towns it names: "possum removal Box Hill", "caterer near Lekki". */
export const nearby: Template = (w) => {
  const places = placed(w);
  const { want, short } = w;
  if (!want || !short || places.length === 0) return [];
  const whom = w.agent ?? short;
  const phrases = [...new Set([whom, ...(w.activity ? [w.activity] : [])])];
  return [
    signal(
      `Looking for ${some(want)} in ${places.slice(0, 2).join(' or ')}`,
      `Someone in ${places.join(', ')} or nearby asks for ${some(want)} there.`,
      [
        ...places.flatMap((place) => phrases.map((phrase) => `${phrase} ${place}`)),
        ...places.slice(0, 2).map((place) => `${whom} near ${place}`),
      ],
    ),
  ];
};

/**
 * What buyers who write another language ask, in that language: "busco limpieza de tinacos",
 * "limpieza de tinacos CDMX", "precio limpieza de tinacos", "limpieza de tinacos opiniones".
 */
export const inTheirWords: Template = (w) => {
  if (!w.local) return [];
  const { phrase: x, language } = w.local;
  const frames = asked[language];
  const places = placed(w);
  const filled = (list: readonly string[], extra: { p?: string } = {}) =>
    list.map((f) => fill(f, { x, ...extra }));
  const said = (what: string) => `${what} (${frames.name})`;
  const near = places.flatMap((p) => filled(frames.near, { p }));
  const ask = signal(
    said(`Asking for ${x}`),
    `Someone asks, in ${frames.name}, for ${x} or for a recommendation.`,
    [x, ...filled(frames.ask), ...(w.foreign ? [] : near)],
  );
  const price = signal(
    said(`Asking what ${x} costs`),
    `Someone asks, in ${frames.name}, what ${x} costs or for a quote.`,
    filled(frames.price),
  );
  // Under an English description, the title's words are one more way in; in that language, every way in.
  if (!w.foreign) return [ask, price];
  return [
    ask,
    ...(places.length > 0
      ? [
          signal(
            said(`Looking for ${x} in ${places.slice(0, 2).join(' or ')}`),
            `Someone in ${places.join(', ')} asks, in ${frames.name}, for ${x} there.`,
            near,
          ),
        ]
      : []),
    signal(said(`Needing ${x} now`), `Someone says, in ${frames.name}, that they need ${x} soon.`, [
      ...filled(frames.need),
      ...(local(w) ? [fill(frames.here, { x })] : []),
    ]),
    price,
    signal(
      said(`Comparing ${x} options`),
      `Someone weighs, in ${frames.name}, several offers of ${x} before choosing.`,
      filled(frames.compare),
    ),
    signal(
      said(`Asking about others' experience with ${x}`),
      `Someone about to choose ${x} asks, in ${frames.name}, how it went for others.`,
      filled(frames.opinions),
    ),
  ];
};

/** The problems the description names, as buyers who have them write them. */
export const problems: Template = (w) =>
  w.problems
    .slice(0, 2)
    .map((problem) =>
      signal(
        `Dealing with ${problem}`,
        `Someone describes ${problem} and wants it solved${w.want ? `, which ${some(w.want)} does` : ''}.`,
        [problem, `tired of ${problem}`, ...(w.place && local(w) ? [`${problem} ${w.place}`] : [])],
      ),
    );

export const pricing: Template = (w) => {
  const { want, short, activity } = w;
  // People do not ask what a bakery costs; they ask for its cakes (needs).
  if (!want || !short || w.kind === 'venue') return [];
  const provider = w.kind === 'provider';
  const charged = provider && countable(want);
  return [
    signal(
      w.kind === 'software'
        ? `Asking about ${want} pricing`
        : charged
          ? `Asking what ${some(want)} charges`
          : `Asking what ${some(want)} ${costs(want)}`,
      charged
        ? `Someone asks what ${some(want)} ${isPlural(want) ? 'charge' : 'charges'}, or what a job like theirs should cost.`
        : provider
          ? `Someone asks what ${want} ${costs(want)}, or what a job like theirs should cost.`
          : `Someone asks what ${some(want)} ${costs(want)}, or looks for an affordable one.`,
      [
        ...(activity && activity !== short ? [`${activity} cost`, `${activity} price`] : []),
        `${short} cost`,
        `${short} ${w.kind === 'software' ? 'pricing' : 'price'}`,
        ...(provider
          ? [`${short} quote`, ...(w.agent ? [`${w.agent} cost`] : [])]
          : [`affordable ${short}`, `${short} worth it`]),
        ...w.offerings.slice(0, 2).map((o) => `${o} cost`),
      ],
    ),
  ];
};

export const needs: Template = (w) =>
  w.offerings.slice(0, 2).map((o) =>
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
        // "need lime pointing", but not "need collapsed field walls": a thing needs help, not buying.
        ...(w.kind !== 'provider' || !isPlural(o) ? [`need ${o}`] : []),
        ...(w.kind === 'provider'
          ? [`help with ${o}`, ...w.places.map((place) => `${o} ${place}`)]
          : [`looking for ${o}`]),
        ...(w.kind === 'venue' ? [`${o} near me`] : []),
      ],
    ),
  );

export const audienceTools: Template = (w) => {
  const audience = people(w);
  if (!audience || w.kind !== 'software' || !w.short) return [];
  // "gym software for gyms" says the audience twice.
  const named = w.short.toLowerCase().includes(audience.toLowerCase().replace(/s$/, ''));
  return [
    signal(
      `${capitalize(audience)} asking what to use`,
      `People who run or work in ${audience} ask what others use or what they would recommend.`,
      [...(named ? [] : [`${w.short} for ${audience}`]), `what do ${audience} use`, `tools for ${audience}`],
    ),
  ];
};

export const comparing: Template = ({ want, short, ...w }) =>
  !want || !short || w.kind === 'venue'
    ? []
    : [
        signal(
          w.kind === 'provider' ? `Comparing ${want} quotes` : `Comparing ${want} options`,
          w.kind === 'provider'
            ? countable(want)
              ? `Someone weighs quotes or offers from several ${many(want)} before choosing one.`
              : `Someone weighs several quotes for ${want} before choosing whom to hire.`
            : `Someone weighs several ${want} options against each other before choosing.`,
          [
            ...(w.competitors.length >= 2 ? [`${w.competitors[0]} vs ${w.competitors[1]}`] : []),
            ...(w.competitors.length >= 3 ? [`${w.competitors[0]} vs ${w.competitors[2]}`] : []),
            `${short} comparison`,
            ...(uncountable.test(short) ? [] : [`compare ${many(short)}`]),
            ...(w.kind === 'provider' ? [`${short} quotes`] : [`${short} reviews`]),
          ],
        ),
      ];

/** Someone ready to buy, hire, subscribe or try it, in the words of that step. */
export const readyToBuy: Template = (w) => {
  const { want, short } = w;
  if (!want || !short) return [];
  const steps: Record<Words['kind'], [string, string[]]> = {
    provider: [
      w.activity
        ? `Asking for a quote for ${w.activity}`
        : countable(want)
          ? `Asking ${some(want)} for a quote`
          : `Asking for a quote for ${want}`,
      [
        `${short} quote`,
        `quote for ${some(short)}`,
        `${short} availability`,
        ...(w.activity ? [`${w.activity} quote`] : []),
      ],
    ],
    product: [
      `Looking where to buy ${some(want)}`,
      [`${short} for sale`, `where to buy ${some(short)}`, `buy ${many(short)}`, `${short} stockist`],
    ],
    subscription: [
      `Thinking of trying ${some(want)}`,
      [`${short} trial`, `try ${some(short)}`, `${short} gift`],
    ],
    software: [`Trying ${some(want)}`, [`${short} free trial`, `${short} demo`, `trying ${some(short)}`]],
    venue: [
      `Planning a visit to ${some(want)}`,
      [`${short} open now`, `${short} opening hours`, `best ${short}`],
    ],
  };
  const [name, keywords] = steps[w.kind];
  return [
    signal(name, `Someone is ready to ${verb(w)} ${some(want)} and asks about the next step.`, keywords),
  ];
};

/** Someone close to buying reads what others think of it: "is a plant subscription worth it". */
export const reviews: Template = ({ want, short, ...w }) =>
  !want || !short
    ? []
    : [
        w.kind === 'provider' || w.kind === 'venue' || uncountable.test(want)
          ? signal(
              `Asking about ${want} reviews`,
              `Someone about to ${verb({ want, short, ...w })} ${some(want)} asks for reviews or how it went for others.`,
              [`${short} reviews`, `${short} experience`, ...(w.activity ? [`${w.activity} reviews`] : [])],
            )
          : signal(
              `Asking whether ${some(want)} is worth it`,
              `Someone about to ${verb({ want, short, ...w })} ${some(want)} asks others how it went for them.`,
              [`${short} reviews`, `${short} worth it`, `${short} experience`],
            ),
      ];

// Market research only: what buyers wish for, weigh and talk about, with no purchase in sight. For
// other use cases these are news and listicles (LEAD-POLICY.md), never proposed.

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

export const buyingCriteria: Template = ({ want, short, ...w }) =>
  !want || !short
    ? []
    : [
        signal(
          `Deciding what matters in ${some(want)}`,
          `Someone lists what they need from ${some(want)} or asks what to look for.`,
          [
            `choosing ${some(short)}`,
            `what matters in ${some(short)}`,
            ...(w.kind === 'software' ? [`${short} requirements`, `${short} must-haves`] : []),
          ],
        ),
      ];

export const trends: Template = ({ activity, ...w }) => {
  const want = activity ?? w.want;
  const short = activity ?? w.short;
  return !want || !short
    ? []
    : [
        signal(
          `Talking about trends in ${many(want)}`,
          `Discussions of trends, the state of the market and how people's habits with ${many(want)} change.`,
          [`future of ${many(short)}`, `${short} trends`, `state of ${many(short)}`, `${short} market`],
        ),
      ];
};
