// Turns the learned model's strongest contributions into the plain words a user reads ("asks for a
// recommendation", "reads like a how-to question").
import type { MatchExplanation } from '../../../db/schema/leads.js';
import type { AnalyzedPost } from '../analyze-post.js';
import { findSequence } from '../sequence-index.js';
import { stemSequence } from '../tokenize.js';
import type { Contribution } from './linear-model.js';
import type { PrototypeCategory } from './prototypes.js';

/** MatchExplanation with the reasons, strongest first (stored in the same JSON column). */
export interface LearnedExplanation extends MatchExplanation {
  reasons: string[];
}

/** What a feature means when it raises the score, and when it lowers it (null: say nothing). */
const labels: Record<string, [up: string | null, down: string | null]> = {
  rule_score: ['mentions this signal’s topic with intent', null],
  topic: ['on this signal’s topic', 'barely touches this signal’s topic'],
  keywords: ['uses this signal’s keywords', null],
  title_match: ['names the topic in the title', null],
  phrase_match: ['uses one of this signal’s key phrases', null],
  topic_x_intent: ['asks about this signal’s topic', null],
  cos_signal: ['close to what this signal looks for', 'far from what this signal looks for'],
  cos_signal_x_lead: ['reads like a lead for this signal', null],
  topic_x_lead: ['reads like a lead for this signal', null],
  cos_business: ['close to what the business offers', 'far from what the business offers'],
  intent_recommendation: ['asks for a recommendation', null],
  proto_recommendation: ['asks for a recommendation', null],
  intent_alternative: ['wants to leave a tool', null],
  proto_leaving: ['wants to leave a tool', null],
  competitor_named: ['names a competitor you replace', null],
  competitor_switching: ['names a competitor you replace', null],
  intent_pain: ['describes a problem with a current tool', null],
  proto_problem: ['describes a problem the product solves', null],
  proto_on_behalf: ['asks on behalf of someone', null],
  intent_price: ['asks about price or buying', null],
  intent_question: ['asks a question', null],
  anti_job: [null, 'reads like a job post'],
  proto_hiring: [null, 'reads like a job post'],
  anti_promotion: [null, 'promotes the author’s own product'],
  proto_selling: [null, 'promotes the author’s own product'],
  anti_tutorial: [null, 'reads like news or a tutorial'],
  proto_news_tutorial: [null, 'reads like news or a tutorial'],
  proto_howto: [null, 'reads like a how-to question'],
  proto_happy_user: [null, 'reads like a happy user who is staying'],
  proto_student_hobby: [null, 'reads like a student or hobby project'],
  negative: [null, 'contains a negative keyword'],
  anchor: ['names what this signal is about', null],
  intent_off_topic: [null, 'asks about something other than this signal’s topic'],
  howto_competitor: [null, 'asks how to use a competitor, not how to leave it'],
  lead_off_topic: [null, 'reads like a lead for something else'],
  business_x_lead: ['reads like a buyer of what the business offers', null],
  triage: ['similar to a lead you accepted', 'similar to a post you marked not a lead'],
};

/**
 * Words that say a post is asked for someone else, or is a student's or hobbyist's. The prototype
 * cosines behind "asks on behalf of someone" and "reads like a student or hobby project" only say a
 * post sits near such sentences in embedding space: on the demo feed that named a founder asking for
 * their own team "on behalf of someone". Those two labels are said only when the post's own words
 * support them; the score is the same either way (only the words change).
 */
const statedCues: Record<'on_behalf' | 'student_hobby', readonly string[]> = {
  on_behalf: [
    'on behalf of',
    'asking for a friend',
    'asking for my',
    'asking for our',
    'i do the books for',
    'was told to ask',
    'one of my clients',
    'one of our clients',
    ...['client', 'clients', 'customer', 'customers'].flatMap((who) => [
      `for my ${who}`,
      `for our ${who}`,
      `for a ${who}`,
      `my ${who} needs`,
      `my ${who} wants`,
    ]),
    ...[
      'boss',
      'manager',
      'wife',
      'husband',
      'partner',
      'dad',
      'father',
      'mom',
      'mum',
      'mother',
      'parents',
      'brother',
      'sister',
      'son',
      'daughter',
      'friend',
      'uncle',
      'aunt',
      'family',
      'colleague',
      'employer',
    ].flatMap((who) => [
      `for my ${who}`,
      `my ${who} asked`,
      `my ${who} wants`,
      `my ${who} needs`,
      `my ${who} runs`,
      `my ${who} owns`,
    ]),
    'for a friend',
    'our owner wants',
  ],
  student_hobby: [
    'for my class',
    'for a class',
    'for my course',
    'for a course',
    'my thesis',
    'my dissertation',
    'my assignment',
    'university assignment',
    'class project',
    'school project',
    'for school',
    'homework',
    'coursework',
    'capstone',
    'i am a student',
    'i m a student',
    'as a student',
    'student here',
    'hobby',
    'hobbyist',
    'side project',
    'pet project',
    'personal project',
    'just for fun',
    'homelab',
    'home lab',
    'tinkering',
  ],
};

const statedStems = Object.fromEntries(
  Object.entries(statedCues).map(([kind, phrases]) => [kind, phrases.map(stemSequence)]),
) as Record<keyof typeof statedCues, string[][]>;

/** Which of the text-gated kinds the post says in words (title or body). */
export interface StatedKinds {
  onBehalf: boolean;
  studentHobby: boolean;
}

export function statedKinds(post: Pick<AnalyzedPost, 'full'>): StatedKinds {
  const says = (kind: keyof typeof statedCues) =>
    statedStems[kind].some((stems) => stems.length > 0 && findSequence(post.full, stems) >= 0);
  return { onBehalf: says('on_behalf'), studentHobby: says('student_hobby') };
}

/** A contribution kept in the score but never named: a prototype's pull the post's words do not bear out. */
const unstated = (name: string) => `${name}_unstated`;

/**
 * The name to tell "on topic x reads like a lead" by: the lead kind the post reads most like, unless that
 * is "on behalf" and the post does not say so (then it is told as what it is, reading like a lead).
 */
export function leadKindName(kind: PrototypeCategory, stated: StatedKinds, original: string): string {
  if (kind === 'on_behalf' && !stated.onBehalf) return original;
  return `proto_${kind}`;
}

/** Silences the text-gated prototype contributions the post's words do not support (names only). */
export function silenceUnstated(contributions: Contribution[], stated: StatedKinds): void {
  for (const contribution of contributions) {
    if (contribution.name === 'proto_on_behalf' && !stated.onBehalf)
      contribution.name = unstated(contribution.name);
    else if (contribution.name === 'proto_student_hobby' && !stated.studentHobby)
      contribution.name = unstated(contribution.name);
  }
}

/** Contributions smaller than this (in logit) are not worth naming. */
const minimumShown = 0.15;
/**
 * A reason against the verdict ("..., though it reads like a job post") must weigh this much: at 0.5
 * a third of the demo's real leads said "though it promotes the author's own product" (a request
 * for a tool sits near vendor copy in embedding space), which a reader takes as the scorer's doubt.
 */
const minimumContrary = 1;

/** The labels of the strongest contributions in one direction, merged by label, strongest first. */
export function strongestReasons(
  contributions: readonly Contribution[],
  direction: 1 | -1,
  contrary = false,
): string[] {
  const byLabel = new Map<string, number>();
  for (const { name, value } of contributions) {
    if (value * direction < (contrary ? minimumContrary : minimumShown)) continue;
    const label = labels[name]?.[direction === 1 ? 0 : 1];
    if (!label) continue;
    byLabel.set(label, (byLabel.get(label) ?? 0) + Math.abs(value));
  }
  return [...byLabel].sort((a, b) => b[1] - a[1]).map(([label]) => label);
}

const quote = (value: string) => `“${value}”`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function joined(values: readonly string[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;
}

export interface LearnedReasonFacts {
  score: number;
  up: string[];
  down: string[];
  /** Signal terms and phrases found, for "mentions ...". */
  topic: string[];
  negatives: string[];
  competitor: string | null;
}

/** One sentence: what lifted the score, then what held it down (or the other way round below 50). */
export function learnedReason(facts: LearnedReasonFacts): string {
  const up = facts.up
    .slice(0, 3)
    .map((label) =>
      label === 'names a competitor you replace' && facts.competitor
        ? `names a competitor you replace (${quote(facts.competitor)})`
        : label,
    );
  const down = facts.down
    .slice(0, 2)
    .map((label) =>
      label === 'contains a negative keyword' && facts.negatives[0]
        ? `contains the negative keyword ${quote(facts.negatives[0])}`
        : label,
    );
  const mentions = facts.topic.length > 0 ? `mentions ${joined(facts.topic.slice(0, 3).map(quote))}` : '';
  if (facts.score >= 50) {
    const parts = up.length > 0 ? up : [mentions || 'resembles leads of this kind'];
    const main = capitalized(joined(parts));
    return down.length > 0 ? `${main}, though it ${down[0]}.` : `${main}.`;
  }
  if (down.length > 0) {
    const lead = mentions ? `${capitalized(mentions)} but ${joined(down)}` : capitalized(joined(down));
    return `${lead}.`;
  }
  // Evidence for a lead that was not enough: say what it was rather than that there was none.
  if (up.length > 0) return `${capitalized(joined(up))} but falls short of the lead line.`;
  if (!mentions) return 'Does not look like this signal’s topic.';
  return `${capitalized(mentions)} but shows no clear sign of wanting to choose, switch or buy.`;
}
