import { fill, frames as framesOf, type Frames } from './buyer-language.js';
import type { DescriptionPhrases, HeadPhrase } from './description-phrases.js';
import { rivalStanding } from './find-competitors.js';
import { signal, type ProposedIntentSignal } from './proposed-signal.js';
import { sentences } from './text.js';

// The signals the local proposer can say about a business (propose-signals.ts picks them per use case):
// each takes what the description contains (its head, rivals, towns, problems, who it serves) and says
// it in the frames of its language (buyer-language.ts); none says what the description does not.

/** What the proposer read from a description: its phrases, the head it says, the frames and its rivals. */
export interface Reading extends DescriptionPhrases {
  head: HeadPhrase | null;
  frames: Frames | null;
  rivals: string[];
  description: string;
}

/** One kind of signal, said from a reading; none when the reading does not support it. */
export type Proposal = (r: Reading) => ProposedIntentSignal[];

/** The frames of the head's own language (a title in Spanish above English text keeps Spanish). */
export const framesFor = (r: Reading): Frames | null =>
  r.head?.language ? (framesOf[r.head.language] ?? null) : r.frames;

/** The frames around a head, or none for a guessed one: it is said only as the description writes it. */
const framed = (r: Reading, pick: (f: Frames) => readonly string[], x: string) => {
  const frames = framesFor(r);
  return frames && !r.head?.guessed ? pick(frames).map((frame) => fill(frame, { x })) : [];
};

// Things said with "a" in English sentences ("a dog grooming salon") unless they are plural, an activity or
// uncounted ("kilns", "bookkeeping", "software").
const uncounted =
  /(?:ing|ware|ment|ance|ence|ice|tion|ship|ness|ics|ism|tax|data|food|music|furniture|insurance|equipment|tuition|help|support|hosting|storage)$/i;

/**
 * The head as an English sentence says it, with its article: only for a head in English, as a Spanish
 * head keeps its own words ("Looking for limpieza de tinacos").
 */
const one = (r: Reading, phrase: string): string => {
  if ((r.head?.language ?? r.language) !== 'en' || !/[a-z]$/i.test(phrase)) return phrase;
  if ((/s$/i.test(phrase) && !/ss$/i.test(phrase)) || uncounted.test(phrase)) return phrase;
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
};

/** Someone asking for what the business sells, in kind-neutral words. */
export const asking: Proposal = (r) => {
  if (!r.head) return [];
  const { phrase } = r.head;
  const here = r.head.guessed ? null : framesFor(r)?.here;
  const near = r.places.length > 0 && here ? [fill(here, { x: phrase })] : [];
  return [
    signal(`Looking for ${one(r, phrase)}`, `Someone asks where to find ${one(r, phrase)}.`, [
      ...framed(r, (f) => f.ask.slice(0, 1), phrase),
      ...near,
      phrase,
    ]),
  ];
};

/** Someone asking others to recommend one. */
export const recommending: Proposal = (r) => {
  if (!r.head || r.head.guessed || !framesFor(r)) return [];
  const { phrase } = r.head;
  return [
    signal(
      `Recommendations for ${phrase}`,
      `Someone asks others to recommend ${one(r, phrase)}.`,
      framed(r, (f) => f.ask.slice(1), phrase),
    ),
  ];
};

/** Someone leaving a rival the description names, said the way its standing there allows. */
export const leaving: Proposal = (r) =>
  r.rivals.map((rival) => {
    const standing = rivalStanding(r.description, rival);
    const said = sentences(r.description).filter((s) => s.toLowerCase().includes(rival.toLowerCase()));
    const overPrice =
      !standing.free &&
      !standing.closed &&
      said.some((s) => /cheaper|expensive|price|pricing|afford|cost|teuer|caro|cher|duur|高い/i.test(s));
    const keywords = r.frames
      ? [
          ...(standing.closed ? r.frames.closed : r.frames.leave).map((frame) => fill(frame, { c: rival })),
          ...(overPrice ? [fill(r.frames.dear, { c: rival })] : []),
        ]
      : [rival];
    return signal(
      standing.closed ? `Replacing ${rival}` : `Leaving ${rival}`,
      standing.closed
        ? `Someone needs a replacement for ${rival}, which has shut down.`
        : `Someone wants to move away from ${rival} or asks for an alternative.`,
      keywords,
    );
  });

/** Two rivals weighed against each other: the buyer is choosing now. */
export const weighing: Proposal = (r) => {
  const [c, d] = r.rivals;
  if (!c || !d || !r.frames) return [];
  return [
    signal(`Comparing ${c} and ${d}`, `Someone weighs ${c} against ${d} before choosing.`, [
      fill(r.frames.versus, { c, d }),
    ]),
  ];
};

/** What is sold, asked for in a town the description names. */
export const nearby: Proposal = (r) => {
  const frames = framesFor(r);
  if (!r.head || r.head.guessed || r.places.length === 0 || !frames) return [];
  const x = r.head.phrase;
  const keywords = r.places.flatMap((p) => frames.near.slice(0, 1).map((f) => fill(f, { x, p })));
  return [
    signal(
      `${x} in ${r.places.join(', ')}`,
      `Someone looks for ${one(r, x)} in ${r.places.join(', ')}.`,
      keywords,
    ),
  ];
};

/** A problem the description names, in the words it uses, and where it happens. */
export const problems: Proposal = (r) =>
  r.problems
    .slice(0, 2)
    .map((problem) =>
      signal(`Dealing with ${problem}`, `Someone has ${problem} and wants it solved.`, [
        problem,
        ...(r.frames ? r.places.slice(0, 2).map((p) => `${problem} ${p}`) : []),
      ]),
    );

/** Someone who has the problem asking how to be rid of it: the problem said as the buyer says it. */
export const fixing: Proposal = (r) =>
  r.language === 'en' && r.frames
    ? r.problems
        .filter((problem) => !/\b(?:pric\w*|costs?|fees?)\b/i.test(problem))
        .slice(0, 1)
        .map((problem) =>
          signal(`Asking how to fix ${problem}`, `Someone asks how to deal with ${problem}.`, [
            `fix ${problem}`,
            `${problem} help`,
          ]),
        )
    : [];

/** A person or a firm, hired or visited, not a thing whose price or rivals one weighs. */
const agent =
  /(?:er|or|ist|ian|firm|salon|studio|agency|consultancy|company|clinic|school|shop|store|bakery|restaurant|caf[eé]|gym|practice|service)s?$/i;

/** Someone weighing the options before choosing one: things, not a person or a firm. */
export const comparing: Proposal = (r) => {
  const frames = framesFor(r);
  if (!r.head || r.head.guessed || !frames || agent.test(r.head.phrase)) return [];
  const x = r.head.phrase;
  return [
    signal(`Comparing ${x}`, `Someone compares options for ${x} before choosing.`, [
      fill(frames.compare, { x }),
    ]),
  ];
};

/** What it costs: only for a head read with confidence, as price frames fit only a thing that is sold. */
export const pricing: Proposal = (r) => {
  // "food cost cost": a head that already says what it costs takes no price frame; nor does a person or
  // a firm ("family law firm cost"): what they charge is asked for a job, not for them.
  if (
    !r.head?.sure ||
    !framesFor(r) ||
    /\b(?:cost|costs|price|prices|pricing|fee|fees)\b/i.test(r.head.phrase) ||
    agent.test(r.head.phrase)
  )
    return [];
  const x = r.head.phrase;
  return [
    signal(
      `Pricing ${x}`,
      `Someone asks what ${one(r, x)} costs.`,
      framed(r, (f) => f.price, x),
    ),
  ];
};

/** The people the description says it serves, as it names them: posts where they talk shop. */
export const served: Proposal = (r) =>
  r.audiences
    .filter((a) => a.split(' ').length >= 2)
    .slice(0, 1)
    .map((a) => signal(`Posts from ${a}`, `One of the ${a} the business serves asks for help.`, [a]));

/** Phrases of the description that nothing else used, as written: the last thing said before five. */
export const others: Proposal = (r) =>
  r.rest.map((phrase) => signal(`Asking about ${phrase}`, `Someone asks about ${phrase}.`, [phrase]));

/** Other things the description sells, as it names them. */
export const offerings: Proposal = (r) =>
  r.offerings
    .slice(0, 2)
    .map((offering) =>
      signal(`Looking for ${offering}`, `Someone asks for ${offering}.`, [
        offering,
        ...(r.frames ? r.frames.ask.slice(0, 1).map((frame) => fill(frame, { x: offering })) : []),
      ]),
    );

/** What is sold, for whom the description says it is: "Balkonkraftwerke für Mieter". */
export const forWhom: Proposal = (r) => {
  const frames = framesFor(r);
  if (!r.head || r.head.guessed || !frames) return [];
  const x = r.head.phrase;
  return r.audiences
    .slice(0, 1)
    .map((a) =>
      signal(`${x} for ${a}`, `Someone looks for ${one(r, x)} for ${a}.`, [
        fill(frames.forWhom, { x, p: a }),
      ]),
    );
};

/** Opinions asked before buying. */
export const opinions: Proposal = (r) => {
  if (!r.head || r.head.guessed) return [];
  const x = r.head.phrase;
  return [
    signal(
      `Opinions on ${x}`,
      `Someone asks for opinions on ${x} before buying.`,
      framed(r, (f) => f.opinions, x),
    ),
  ];
};

/** The business's own name: mentions, complaints, help. Only when it has one. */
export const brand: Proposal = (r) => {
  if (!r.name) return [];
  const n = r.name;
  return [
    signal(`Mentions of ${n}`, `Someone mentions ${n} by name.`, [n, `${n} review`]),
    signal(`Complaints about ${n}`, `Someone complains about ${n}.`, [`${n} problem`, `${n} not working`]),
  ];
};

export const support: Proposal = (r) => {
  if (!r.name) return [];
  const n = r.name;
  return [
    signal(`${n} users asking for help`, `A user of ${n} asks how to do something or reports a problem.`, [
      `${n} help`,
      `${n} not working`,
      `${n} support`,
    ]),
  ];
};

/** Five signals around the plainest word for what a business sells, when its description says nothing. */
export function vague(x: string): ProposedIntentSignal[] {
  return [
    signal(`Looking for a ${x}`, `Someone asks where to find a ${x} like this one.`, [`looking for a ${x}`]),
    signal(`Asking for ${x} recommendations`, `Someone asks others to recommend a ${x}.`, [
      `${x} recommendations`,
    ]),
    signal(`Asking what a ${x} costs`, `Someone asks what a ${x} like this costs.`, [`${x} cost`]),
    signal(`Reading ${x} reviews`, `Someone asks for reviews before choosing a ${x}.`, [`${x} reviews`]),
    signal(`Comparing ${x} options`, `Someone compares options before choosing a ${x}.`, [
      `compare ${x} options`,
    ]),
  ];
}
