import { stemSequence } from './tokenize.js';

export type IntentCategory = 'recommendation' | 'alternative' | 'pain' | 'price' | 'question';
export type AntiIntentCategory = 'job_post' | 'self_promotion' | 'tutorial_or_news';
export type CueCategory = IntentCategory | AntiIntentCategory;

/** What the user reads in a match's explanation for each category. */
export const cueLabels: Record<CueCategory, string> = {
  recommendation: 'asks for a recommendation',
  alternative: 'looks for an alternative',
  pain: 'describes a pain with a current tool',
  price: 'asks about price or buying',
  question: 'asks a question',
  job_post: 'reads like a job post',
  self_promotion: 'promotes the author’s own product',
  tutorial_or_news: 'reads like a tutorial or news',
};

export const intentCategories: readonly IntentCategory[] = [
  'recommendation',
  'alternative',
  'pain',
  'price',
  'question',
];
export const antiIntentCategories: readonly AntiIntentCategory[] = [
  'job_post',
  'self_promotion',
  'tutorial_or_news',
];

/**
 * The lexicon: phrases people write when they are about to choose, switch or buy (and when they are
 * not: hiring, selling their own thing, teaching). Each line is `weight: phrase | phrase ...`; the
 * weight (0-1) is how sure the phrase alone makes us. `*` stands for one to three words ("best * for"
 * matches "best free CRM for"). Phrases are stemmed like posts, so "recommendations" covers
 * "recommendation", and never match across a sentence end.
 */
const lexicon: Record<Exclude<CueCategory, 'question'>, string[]> = {
  recommendation: [
    '1.0: any recommendations | any recommendation | any suggestions | can anyone recommend | can anybody recommend',
    '1.0: could anyone recommend | could someone recommend | can someone recommend | what do you use for',
    '1.0: what do you guys use | what do you all use | what does everyone use | what do people use | in the market for',
    '1.0: what would you recommend | recommendations for | suggestions for | help me choose | help me pick',
    "0.9: what are you using | what are people using | what is everyone using | what's everyone using",
    '0.9: what do you use | who do you use | who do you pay | who do you recommend | who would you recommend',
    "0.9: what tools do you use | what tool do you use | what's the best | what is the best | which is the best",
    '0.9: would you recommend | do you recommend | does anyone recommend | anyone recommend | recommend me',
    '0.9: looking for recommendations | looking for suggestions | looking for advice on | what * do you use',
    '0.9: what * do you recommend | which * do you use | which * do you recommend | what * does your * use',
    '0.8: looking for a | looking for an | looking for some | best * for | which * should i | should i go with',
    '0.8: does anyone know of | does anyone know a | anyone know of | anyone know a | suggest a | recommend a',
    '0.8: is there a tool | is there an app | is there a service | is there any tool | are there any tools',
    '0.8: what are my options | what are the options | which one should i | torn between | deciding between',
    '0.8: anyone have a | does anyone have a | anyone got a | what should i use | what should we use',
    '0.7: is there a * that | is there any * that | has anyone used | has anyone tried | anyone tried | anyone used',
    '0.7: should i use | options for | searching for a | hunting for a | need a | best way to | recommended',
    '0.7: same boat | same problem here | same spot | following this thread | what * can i',
    '0.6: we need a | i need a | needs a | need something | anyone using | experience with | which one',
    '0.6: or should i | thoughts on | worth switching | is there a | is there any | is there an | how do you',
    "0.5: how do people | how does everyone | what do you do for | what's something | something simpler",
    '0.4: vs | versus',
  ],
  alternative: [
    '1.0: alternative to | alternatives to | alternative for | alternatives for | replacement for | moving away from',
    '1.0: switching from | switch away from | migrating away from | move away from | replace our | replace my',
    '0.9: switch from | migrate from | migrating from | moving off | move off | get off | getting off | ditch',
    '0.9: ditching | outgrown | outgrew | looking to replace | cheaper alternative | instead of using',
    '0.7: alternative | alternatives | replace | replacing | instead of | switching to | switch to | moving to',
    '0.7: migrating to | leave * for | time to move | time to switch | giving up on | give up on',
  ],
  // A complaint alone is rarely a lead (people vent and stay); with an ask it makes the ask stronger.
  pain: [
    '0.6: frustrated with | fed up with | sick of | unhappy with | not happy with | disappointed with',
    '0.6: too expensive | so expensive | overpriced | keeps crashing | keep crashing | drives me crazy',
    '0.5: driving me crazy | driving me nuts | drives me nuts | tired of | annoyed with | eating my | deal breaker',
    "0.4: frustrating | frustrated | struggling with | hate | nightmare | doesn't work | does not work",
    '0.4: stopped working | buggy | clunky | terrible | awful | painful | pain in the | keeps breaking',
    '0.3: annoying | crashes | too complicated | too complex | bloated | price increase | price hike',
    // A renewal shock is the classic trigger to switch (LEAD-POLICY.md).
    '0.6: renewal tripled | renewal doubled | price tripled | price doubled | prices doubled | tripled | doubled',
    '0.5: renewal went up | renewal quote | price went up | prices went up | raised their prices | raised prices',
  ],
  // Single words ("cost", "plan") are weak: posts talk about money without being about to pay.
  price: [
    '1.0: how much does | willing to pay | happy to pay | worth paying | worth the money | budget for | budget of',
    '0.8: how much is | how much would | what does it cost | pricing for | our budget | my budget | quote for',
    '0.6: affordable | cheapest | per seat | free trial | trial | paid plan | paid service | pay for',
    '0.4: pricing | price | prices | cheaper | cost | costs | paying for | purchase | buy | buying | license',
    '0.3: subscription | per month | a month | discount | free tier | free plan | plan',
    '0.5: renewal | up for renewal | contract ends | contract is up',
  ],
  job_post: [
    "1.0: we're hiring | we are hiring | job opening | job openings | remote position | join our team",
    '1.0: years of experience | apply here | apply now | send your resume | send your cv | job description',
    '0.8: is hiring | now hiring | job opportunity | internship | for hire | looking for work | open to work',
    '0.7: hiring | salary | compensation | candidates | recruiter | recruiting | role | resume | cv',
    '1.0: looking for a * role | looking for an * role | looking for a * position | looking for a * job',
    '0.8: senior * engineer | senior engineer | hybrid | onsite | on-site | visa sponsorship',
    '0.5: full time | part time | position | remote | years in',
  ],
  self_promotion: [
    '1.0: i built | i made | i created | we built | we made | check out my | check out our | show hn | just launched',
    "1.0: my side project | we just launched | i'm launching | we're launching | i've been building | i wrote",
    "0.9: launched | my startup | our startup | i've been working on | my new app | my new tool | so you don't have to",
    "0.9: promo code | use code | product hunt | waitlist | i'm the founder | founder of | disclaimer | stop overpaying",
    '0.8: would love feedback | would love your feedback | feedback welcome | early access | beta testers',
    '0.8: try it free | start free | start your free | sign up | link in bio | dm me | our tool | our app | our platform',
    '0.7: side project | try it out | link in | free for the first | launching | we offer | we help',
    '0.8: our * alternative | free for up to | webinar | join our | join us | register now | sign up now',
    '0.6: our product | our service | we build | is only',
  ],
  tutorial_or_news: [
    '1.0: tutorial | step by step | step-by-step | announcing | ultimate guide | in this article | in this post',
    "1.0: in this video | release notes | press release | walkthrough | cheat sheet | we'll walk through",
    "0.9: introducing | now available | changelog | learn how | here's how | announces | announced | acquires",
    "0.8: guide | beginner's guide | deep dive | a look at | series a | series b | raises | funding round",
    "0.8: here's what we learned | what i learned | lessons learned | new in this release | what's new",
    '0.6: how to | tips for | ways to | news | report | released | release | acquired | why you should',
  ],
};

export interface CuePattern {
  category: CueCategory;
  weight: number;
  /** Stems, `*` for one to three words. Never starts with `*`. */
  stems: string[];
}

function compileLexicon(): Map<string, CuePattern[]> {
  const byFirstStem = new Map<string, CuePattern[]>();
  for (const [category, lines] of Object.entries(lexicon) as [CueCategory, string[]][]) {
    for (const line of lines) {
      const [weightText, phrases] = line.split(/:\s(.*)/s) as [string, string];
      const weight = Number(weightText);
      for (const phrase of phrases.split('|')) {
        const stems = phrase
          .trim()
          .split(/\s+/)
          .flatMap((word) => (word === '*' ? ['*'] : stemSequence(word)));
        if (stems.length === 0 || stems[0] === '*') throw new Error(`bad cue phrase "${phrase}"`);
        const list = byFirstStem.get(stems[0]!) ?? [];
        list.push({ category, weight, stems });
        byFirstStem.set(stems[0]!, list);
      }
    }
  }
  return byFirstStem;
}

/**
 * Any question mark: a weak cue on its own (people ask about everything), but it tips an on-topic post
 * that asks without the usual words ("Which relay for app mail?").
 */
export const questionCueWeight = 0.3;

/** Cue patterns by their first stem, compiled once when the module loads. */
export const cuePatternsByFirstStem: ReadonlyMap<string, readonly CuePattern[]> = compileLexicon();
