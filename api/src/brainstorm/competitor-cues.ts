// The words around a name that say whether a description compares itself with it (find-competitors.ts).
// Each entry is a regular expression source matched without regard to case, on whole words. Add a cue
// here, with a test sentence of your own in test/brainstorm/find-competitors.test.ts, rather than a
// pattern for one phrasing.

/** Said just before a rival: "an alternative to X", "cheaper than X", "unlike X", "if you've outgrown X". */
export const cuesBefore = [
  String.raw`alternatives?\s+(?:to|for)`,
  String.raw`vs\.?|versus`,
  String.raw`compar\w*(?:\s+(?:to|with|against))?`,
  String.raw`unlike`,
  String.raw`instead\s+of|rather\s+than`,
  String.raw`replac\w*(?:\s+for)?`,
  String.raw`(?:switch|mov|migrat|port|came|come|coming|graduat)\w*\s+(?:over\s+|away\s+)?(?:to\s+\S+\s+)?from`,
  String.raw`leav\w*|ditch\w*|cancel\w*|outgr(?:ew|own|owing|ow)`,
  String.raw`(?:tired|sick|fed\s+up)\s+(?:of|with)|frustrated\s+(?:with|by)|annoyed\s+(?:with|by)`,
  String.raw`(?:struggl\w*|problems?|issues?)\s+with|(?:hate|dislike|complain)\w*(?:\s+about)?`,
  String.raw`than`,
  String.raw`(?:price|cost|fraction)\s+of`,
  String.raw`pricing|priced|quoted`,
  String.raw`same\s+\w+\s+as`,
  String.raw`competitors?(?:\s+(?:such\s+as|like|include|including|are))?`,
];

/**
 * Cues that also introduce what a business works with ("integrates with tools like Xero"): they name a
 * rival only when no trap (below) comes earlier in the clause.
 */
export const weakCuesBefore = [String.raw`like|such\s+as`];

/** Said just after a rival: "X users switch to us", "X but affordable", "what X should have been". */
export const cuesAfter = [
  String.raw`alternatives?|(?:vs\.?|versus)\s`,
  String.raw`(?:\S+\s+)?too\s+(?:expensive|pricey|slow|complex|complicated|clunky|big|much)`,
  String.raw`(?:users|customers|clients)\s+(?:\w+\s+)?(?:switch|mov|leav|come|migrat)\w*`,
  String.raw`but\s+(?!(?:we|i|it|they|you|our|not|also)\b)\w+`,
  String.raw`should(?:['’]ve|\s+have)\s+been`,
  String.raw`(?:is|are|was|were|gets?|got|feels?)\s+(?:\S+\s+){0,2}(?:expensive|pricey|slow|complex|complicated|clunky|bloated|overkill|enterprises?|corporates?|outdated|confusing|buggy|unreliable|overpriced)`,
  String.raw`['’]s\s+(?:pricing|prices?|fees|bills?|price\s+(?:hike|increase)s?)`,
  // "Procore and Fieldwire are built for big contractors; we're built for ...".
  String.raw`(?:is|are|was|were)\s+(?:built|made|designed|meant|priced)\s+for\s+(?:\S+\s+)?(?:big|large|larger|bigger|huge|enterprises?|corporates?)`,
];

/**
 * Said just before a name that is not a rival: suppliers and stock, integrations, former employers,
 * certifications, places and customers ("we stock X", "integrates with X", "ex-X engineers",
 * "in X", "used by X").
 */
export const trapsBefore = [
  String.raw`stock\w*|sell\w*|supplie\w*|supplied\s+by|distribut\w*|partner\w*|resell\w*|carry|carries`,
  String.raw`integrat\w*(?:\s+with)?|works?\s+with|connects?\s+(?:to|with)|syncs?\s+(?:to|with)|plugs?\s+(?:\w+\s+)?into|into|via|through|using|powered\s+by|built\s+(?:on|with)|runs?\s+on|exports?\s+to|imports?\s+from`,
  String.raw`ex|former(?:ly)?|alumni|previously|worked\s+(?:at|for)|at`,
  String.raw`certified|accredited|qualified|registered|approved|member\s+of|licensed|vetted|insured|awarded`,
  String.raw`in|across|covering|near|around|throughout|to|serving|based|(?:shipped|shipping|made|sourced|delivered|grown|teachers?|tutors?)\s+from`,
  String.raw`used\s+by|trusted\s+by|featured\s+(?:in|on)|seen\s+(?:in|on)|(?:customers|clients)\s+include|by`,
];

/** Said just after a name that is not a rival: "X certified", "X integration". */
export const trapsAfter = [
  String.raw`-?(?:certified|accredited|qualified|approved|registered|vetted|integration|compatible|partner)`,
];

/** Words of complaint: a sentence with one names its rivals even without a cue ("waited months for X"). */
export const complaints = String.raw`balk\w*|chok\w*|waited|tired|fed\s+up|frustrat\w*|hate\w*|overpriced|struggl\w*`;

/** Words allowed between a cue and the name: "pricing a X", "hate about their X", "struggle with on X". */
export const gapWords = String.raw`a|an|the|their|your|our|my|his|her|its|this|that|other|current|existing|old|on|with|platforms?|tools?|apps?|services|brands?|companies|providers|the\s+likes\s+of`;
