// Business-independent example sentences for the kinds of post LEAD-POLICY.md names. The training
// command embeds each category's sentences and ships their mean vector in the model file; a post's
// cosine to each mean is a feature ("reads like a how-to question") that carries over to a business
// the model has never seen, because none of these sentences names a product or a trade.

export type PrototypeCategory =
  | 'recommendation'
  | 'leaving'
  | 'problem'
  | 'on_behalf'
  | 'hiring'
  | 'selling'
  | 'news_tutorial'
  | 'howto'
  | 'happy_user'
  | 'student_hobby';

export const prototypeSentences: Record<PrototypeCategory, readonly string[]> = {
  recommendation: [
    'What do you all use for this? Looking for recommendations for our small team.',
    'Can anyone recommend a good service for a company our size? Budget is fine if it works.',
    'We need to pick a provider this month, which one would you choose and why?',
    'Looking for a tool that does this without a full-time admin, any suggestions?',
    'Who do you use for this? Happy to pay, just want something reliable.',
  ],
  leaving: [
    'Our renewal price just doubled and we are looking to move to something else.',
    'Fed up with our current provider, what did you switch to and was it worth it?',
    'My boss approved moving off our current tool this quarter, what are the alternatives?',
    'We have outgrown what we use now and want to replace it before the contract ends.',
    'Support has been terrible for months, we are done and want to leave. Where did you go?',
  ],
  problem: [
    'This keeps costing us clients and I am the one who has to fix it. How do you handle this?',
    'I lost a big customer last week because this fell through the cracks again. What do you do about it?',
    'Every month I spend two days on this by hand and it is killing my business.',
    'It broke again at 3 am and I was the one woken up. Who do you pay to deal with this?',
    'We keep getting this wrong as we grow and it is starting to hurt. How do other teams solve it?',
  ],
  on_behalf: [
    'Asking for my dad who runs a small business and is not online: who should he call?',
    'My manager asked me to find options for the team, what would you suggest we look at?',
    'I do the books for a few small clients and one of them needs this sorted, any recommendations?',
    'My wife runs a small shop and needs help with this, who would you recommend?',
    'Our owner wants a shortlist by Friday and I was told to ask around.',
  ],
  hiring: [
    'We are hiring! Senior engineer, remote, competitive salary, apply with your CV.',
    'Looking for a new role, five years of experience, open to work and happy to relocate.',
    'Job opening: full time position on our team, send your resume to our recruiter.',
    'Is this certification worth it for getting hired? Trying to break into the field.',
    'Freelancer available for hire, DM me for my rates and portfolio.',
  ],
  selling: [
    'I built a tool that solves exactly this, we just launched, would love your feedback.',
    'Check out our new product, free trial available, use code LAUNCH for a discount.',
    'Founder here: we made a cheaper option, happy to give anyone here early access.',
    'Shameless plug: my side project does this, link in my profile.',
    'We offer this service to businesses like yours, book a free call with our team.',
  ],
  news_tutorial: [
    'The company announced a new release today with several features, here is what changed.',
    'A step by step tutorial on how to set this up, with screenshots and code.',
    'The startup raised a Series B and plans to expand to Europe, according to a press release.',
    'Top 10 tools in this category compared, our guide for this year.',
    'Interesting article on how the industry is changing, worth a read.',
  ],
  howto: [
    'How do I configure this setting? The API returns an error when I send the request.',
    'Getting a 429 rate limit error when calling their API in a loop, what is the correct syntax?',
    'Which option in the settings menu controls this? The docs are not clear.',
    'How do I write this query so it runs faster? Here is my code.',
    'Does anyone know why the export fails with this error message after the update?',
  ],
  happy_user: [
    'We have used it for three years and honestly it just works, no plans to change.',
    'Switched last year and very happy with it, best decision we made.',
    'The price went up but we looked around and decided to stay, it is still worth it.',
    'Love this product, their support team sorted my issue in ten minutes.',
    'Annoying bug today but overall it does the job and we are sticking with it.',
  ],
  student_hobby: [
    'For my university assignment I need a free version, I am a student with no budget.',
    'Just a hobby project at home to learn, not for a business, anything free?',
    'I am a student writing my thesis about this topic, any reading you suggest?',
    'Tinkering on weekends for fun with my own setup, what is a free option?',
    'Class project for school, we only need it for two weeks and cannot pay.',
  ],
};

export const prototypeCategories = Object.keys(prototypeSentences) as PrototypeCategory[];

/** The categories that describe a lead; the others describe look-alikes. */
export const leadPrototypeCategories: ReadonlySet<PrototypeCategory> = new Set([
  'recommendation',
  'leaving',
  'problem',
  'on_behalf',
]);
