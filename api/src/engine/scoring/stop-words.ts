import { stem } from './tokenize.js';

/** Common English function words: they say nothing about what a post is about. */
const stopWordList = `a about above after again against all also am an and any are aren't as at be because been
before being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down
during each either etc few for from further get gets got had hadn't has hasn't have haven't having he he'd he'll
he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its
itself just let's me more most much my myself no nor not now of off on once one only or other ought our ours
ourselves out over own really same she she'd she'll she's should shouldn't so some such than that that's the
their theirs them themselves then there there's these they they'd they'll they're they've this those through to
too under until up us very was wasn't we we'd we'll we're we've were weren't what what's when when's where
where's which while who who's whom why why's will with won't would wouldn't you you'd you'll you're you've your
yours yourself yourselves`;

/** Stemmed, as posts are compared (some stop words change: "does" -> "doe"). */
export const stemmedStopWords: ReadonlySet<string> = new Set(
  stopWordList.split(/\s+/).map((word) => stem(word)),
);

/**
 * Words of a signal's name and description that describe the asking, not the topic ("Someone looking
 * for an alternative to X"): they are the intent cues' business, so counting them as topic would make
 * every question look on-topic. Stored as stems.
 */
const askingWordList = `someone somebody anyone anybody people person user users team teams company companies
business businesses customer customers ask asks asking asked look looks looking want wants wanting need needs
needing seek seeks seeking search searching find finding recommend recommendation recommendations suggest
suggestion suggestions alternative alternatives alternate replace replacement replacing switch switching move
moving away instead option options choice choose choosing compare comparing comparison vs versus tool tools
frustrated frustration unhappy complain complaining complaint complaints pain problem problems issue issues
price prices pricing cost costs buy buying purchase purchasing pay paying mention mentions mentioning talk
talking discuss discussing post posts question questions help advice using use uses something thing things
way ways new good best better like similar related current existing other else`;

export const askingStems: ReadonlySet<string> = new Set(
  askingWordList.split(/\s+/).map((word) => stem(word)),
);
