import { intentSignalLimits } from '../schemas/intent-signal.js';
import type { UseCase } from '../schemas/project.js';
import { readDescription } from './business-profile.js';
import { readInstruction } from './read-instruction.js';
import { negativeKeywordSets, terms, type ProposedIntentSignal } from './proposed-signal.js';
import { asSentence, capitalize, clip, includesIgnoringCase, joinList, lowerFirst, oneLine } from './text.js';

export interface RefineInput {
  signal: ProposedIntentSignal;
  instruction: string;
  description: string;
  useCase: UseCase;
}

export interface Refinement {
  signal: ProposedIntentSignal;
  changes: string[];
}

const quoted = (values: readonly string[]) => joinList(values.map((v) => `"${v}"`));

/** Openings that make a name longer without making it more precise. */
const nameFiller =
  /^(?:posts?\s+(?:where|in which|from people who are|from people|about|by)\s+|(?:people|someone|anyone|users?|a user|customers?|prospects?)\s+(?:who (?:are|is)\s+|who\s+|that (?:are|is)\s+)?|(?:looking for posts|find posts)\s+(?:where|about)\s+)/i;

function tightenName(name: string): string {
  let tightened = oneLine(name)
    .replace(/[.!?…]+$/, '')
    .replace(nameFiller, '');
  tightened = tightened.replace(/\s*\((?:e\.g\.|for example)[^)]*\)/i, '');
  return capitalize(clip(tightened, 80)) || oneLine(name);
}

/**
 * Description phrases worth matching on: what the business offers and whom it competes with. Never how
 * it describes itself ("simple CRM") or its name: posts from buyers do not contain those, its own do.
 */
function descriptionPhrases(description: string): string[] {
  if (description === '') return [];
  const profile = readDescription(description, null);
  const own = [profile.name, profile.category].filter((v): v is string => !!v).map((v) => v.toLowerCase());
  return terms([...profile.offerings, ...profile.competitors]).filter(
    (phrase) => !own.some((o) => phrase.toLowerCase().includes(o) || o.includes(phrase.toLowerCase())),
  );
}

/**
 * A phrase that contains a keyword adds nothing (that keyword already matches every post it would); one
 * inside a keyword ("HubSpot" beside "HubSpot alternative") would make the signal broader, not sharper.
 */
function redundant(phrase: string, keywords: readonly string[]): boolean {
  const lower = ` ${phrase.toLowerCase()} `;
  return keywords.some((keyword) => {
    const key = ` ${keyword.toLowerCase()} `;
    return lower.includes(key) || key.includes(lower);
  });
}

function related(phrase: string, signalText: string): boolean {
  const words = phrase
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length >= 3);
  return words.some((w) => signalText.includes(w));
}

/**
 * Makes one intent signal sharper without any network or model, and says what changed in plain
 * sentences: applies the instruction (exclude X, focus on Y, include Z, rename to N), tightens the
 * name, adds related phrases from the business description, adds the negative keywords that keep
 * out job posts, tutorials and self-promotion, writes a description when there is none and removes
 * contradictions. Deterministic.
 */
export function refineSignalLocally(input: RefineInput): Refinement {
  const changes: string[] = [];
  let name = oneLine(input.signal.name);
  let description = oneLine(input.signal.description);
  let keywords = terms(input.signal.keywords);
  let negatives = terms(input.signal.negative_keywords);
  const room = (list: readonly string[]) => intentSignalLimits.terms - list.length;
  const addTo = (list: string[], values: readonly string[]) => {
    const added = values.filter((v) => !includesIgnoringCase(list, v)).slice(0, Math.max(0, room(list)));
    list.push(...added);
    return added;
  };
  const steps = readInstruction(input.instruction);

  const rename = steps.find((step) => step.kind === 'rename');
  const wanted = rename ? clip(oneLine(rename.name), intentSignalLimits.name) : '';
  if (wanted !== '' && wanted !== name) {
    changes.push(`Renamed the signal to "${wanted}", as asked.`);
    name = wanted;
  } else if (!rename) {
    const tightened = tightenName(name);
    if (tightened !== name) {
      changes.push(`Tightened the name from "${name}" to "${tightened}".`);
      name = tightened;
    }
  }

  if (description === '') {
    const phrase = lowerFirst(name);
    description = asSentence(
      /^[a-z]+ing\b/i.test(name) ? `Posts where someone is ${phrase}` : `Posts about ${phrase}`,
    );
    changes.push('Wrote a description, since the signal had none.');
  }

  for (const step of steps) {
    if (step.kind === 'exclude') {
      const dropped = keywords.filter((k) => includesIgnoringCase(step.terms, k));
      keywords = keywords.filter((k) => !includesIgnoringCase(step.terms, k));
      const added = addTo(negatives, step.terms);
      if (added.length > 0)
        changes.push(
          `Excluded ${quoted(added)}: posts containing ${added.length > 1 ? 'them' : 'it'} are now left out.`,
        );
      if (dropped.length > 0)
        changes.push(
          `Removed ${quoted(dropped)} from the keywords, since you asked to exclude ${dropped.length > 1 ? 'them' : 'it'}.`,
        );
    } else if (step.kind === 'focus' || step.kind === 'include') {
      negatives = negatives.filter((n) => !includesIgnoringCase(step.terms, n));
      const added = addTo(keywords, step.terms);
      if (step.kind === 'focus' && step.terms.length > 0) {
        const focus = `It focuses on ${joinList(step.terms)}.`;
        if (!description.toLowerCase().includes(focus.toLowerCase())) {
          description = clip(`${description} ${focus}`, intentSignalLimits.description);
          changes.push(
            `Focused the signal on ${quoted(step.terms)}: added to the keywords and the description.`,
          );
        }
      } else if (added.length > 0) changes.push(`Added the keywords ${quoted(added)}, as asked.`);
    } else if (step.kind === 'unknown') {
      changes.push(`Could not apply "${step.text}" automatically; edit the signal by hand for that.`);
    }
  }

  const signalText = `${name} ${description} ${keywords.join(' ')}`.toLowerCase();
  const fromDescription = addTo(
    keywords,
    descriptionPhrases(input.description)
      .filter(
        (phrase) =>
          related(phrase, signalText) &&
          !redundant(phrase, keywords) &&
          !includesIgnoringCase(negatives, phrase),
      )
      .slice(0, 3),
  );
  if (fromDescription.length > 0)
    changes.push(`Added ${quoted(fromDescription)} to the keywords, from your business description.`);

  const { jobs, tutorials, selfPromotion } = negativeKeywordSets;
  const guards: string[] =
    input.useCase === 'brand_monitoring' || input.useCase === 'customer_support'
      ? jobs.slice(0, 3)
      : [...jobs.slice(0, 2), ...tutorials.slice(0, 1), ...selfPromotion.slice(0, 2)];
  const guard = addTo(
    negatives,
    guards.filter((n) => !includesIgnoringCase(keywords, n)),
  );
  if (guard.length > 0)
    changes.push(
      `Added the negative keywords ${quoted(guard)} to leave out job posts, tutorials and self-promotion.`,
    );

  const contradictions = negatives.filter((n) => includesIgnoringCase(keywords, n));
  if (contradictions.length > 0) {
    negatives = negatives.filter((n) => !includesIgnoringCase(keywords, n));
    changes.push(
      `Removed ${quoted(contradictions)} from the negative keywords because ${contradictions.length > 1 ? 'they are' : 'it is'} also a keyword.`,
    );
  }

  if (changes.length === 0)
    changes.push(
      'Nothing needed changing: the name is tight and the keywords and negative keywords are in place.',
    );

  return {
    signal: {
      name,
      description: clip(description, intentSignalLimits.description),
      keywords: terms(keywords),
      negative_keywords: terms(negatives),
    },
    changes,
  };
}
