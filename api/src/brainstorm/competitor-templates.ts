import { asked, fill } from './buyer-language.js';
import type { RivalStanding } from './find-competitors.js';
import { signal, type ProposedIntentSignal } from './proposed-signal.js';
import { many, verb, type Template, type Words } from './signal-templates.js';
import { withArticle } from './text.js';

// The signals about leaving a competitor: every named competitor gets a way off it, worded as the
// description says it stands (find-competitors.ts rivalStanding): a shut-down rival is replaced, not
// cancelled; a free or outgrown one is not left over its price; a one-off purchase is not cancelled
// and gets no dearer; a rival whose name is a plain word is said with its platform or thing.

/** A rival whose name is a plain word, said with what tells it apart: "Terraform Atlantis", "Lodge skillet". */
export const called = (competitor: string, w: Words) =>
  w.qualifier && /^[A-Z][a-z]+$/.test(competitor)
    ? w.kind === 'software'
      ? `${w.qualifier} ${competitor}`
      : `${competitor} ${w.qualifier}`
    : competitor;
export const standing = (competitor: string, w: Words): RivalStanding =>
  w.rivals[competitor] ?? { closed: false, free: false, outgrown: false, overkill: false };
/** Subscriptions and software are cancelled and get dearer; a one-off purchase is neither. */
export const recurring = (w: Words) => w.kind === 'software' || w.kind === 'subscription';

/** One signal per competitor a buyer could leave: every named competitor gets one. */
export const alternatives: Template = (w) => {
  if (w.competitors.length > 0) return w.competitors.slice(0, 4).map((c) => leaving(c, w));
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

/** Whether buyers leave a rival over its price: not a free one, nor one they outgrew. */
const priced = ({ free, outgrown }: RivalStanding) => !free && !outgrown;

function leaving(competitor: string, w: Words): ProposedIntentSignal {
  const { closed, outgrown } = standing(competitor, w);
  const name = called(competitor, w);
  if (closed)
    return signal(
      `Replacing ${competitor} after its shutdown`,
      `Someone who used ${competitor} looks for what to use now that it has shut down.`,
      [
        `${competitor} alternative`,
        `alternative to ${competitor}`,
        `${competitor} replacement`,
        `migrate from ${competitor}`,
        `${competitor} shutting down`,
        `${competitor} shutdown`,
      ],
    );
  return signal(
    `Looking for ${withArticle(`${competitor} alternative`)}`,
    `Someone wants to leave ${competitor} or asks what to ${verb(w)} instead of it.`,
    [
      `${competitor} alternative`,
      `alternative to ${competitor}`,
      `switching from ${competitor}`,
      `leaving ${name}`,
      ...(outgrown ? [`outgrown ${name}`] : []),
      ...(priced(standing(competitor, w)) ? [`cheaper than ${competitor}`] : []),
      ...(w.local && w.foreign ? asked[w.local.language].leave.map((f) => fill(f, { c: competitor })) : []),
    ],
    // Happy users and how-to questions name the competitor too (LEAD-POLICY.md).
    [`love ${competitor}`, `happy with ${competitor}`],
  );
}

export const frustration: Template = (w) =>
  w.competitors
    .filter((c) => !standing(c, w).closed)
    .slice(0, 2)
    .map((c) => {
      const { outgrown, overkill } = standing(c, w);
      const paid = priced(standing(c, w));
      const name = called(c, w);
      return signal(
        `Frustrated with ${c}`,
        paid
          ? `Someone complains about ${c}: price, quality, support or reliability.`
          : `Someone complains about ${c}: its limits, its upkeep or its reliability.`,
        [
          ...(paid ? [`${c} is too expensive`] : []),
          `problems with ${name}`,
          `frustrated with ${name}`,
          ...(outgrown ? [`outgrown ${name}`, `${name} limitations`] : []),
          ...(overkill ? [`${name} overkill`, `${name} too complex`] : []),
          ...(recurring(w) && paid ? [`cancel ${c}`, `${c} price increase`] : []),
        ],
        [`happy with ${c}`],
      );
    });
