// The words around a name that say whether a description compares itself with it (find-competitors.ts).
// Each entry is a regular expression source matched without regard to case, on whole words. Add a cue
// here, with a test sentence of your own in test/brainstorm/find-competitors.test.ts, rather than a
// pattern for one phrasing.

/** Said just before a rival: "an alternative to X", "cheaper than X", "unlike X", "if you've outgrown X". */
export const cuesBefore = [
  String.raw`alternatives?\s+(?:to|for)`,
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
  String.raw`(?:can['’]t|cannot|couldn['’]t)\s+afford|(?:don['’]t|do\s+not)\s+need`,
  String.raw`(?:bad|poor|terrible|awful)\s+experiences?\s+with`,
  // The same cues in the other languages a description may be written in.
  String.raw`(?:vienen|vino|vinieron|venían|cambia\w*|pasa\w*|migra\w*)\s+(?:de|desde)|a\s+diferencia\s+de|en\s+vez\s+de|alternativa\s+a`,
  String.raw`(?:assinava|assinavam|usava|usavam|vieram|trocaram)(?:\s+(?:o|a|de|do|da))?|alternativa\s+(?:ao|à)`,
  String.raw`comme\s+chez|contrairement\s+(?:à|au)|moins\s+cher\s+que|alternative\s+à`,
  String.raw`statt|anders\s+als|günstiger\s+als|wechsel\w*\s+von|Alternative\s+zu`,
  String.raw`in\s+plaats\s+van|goedkoper\s+dan|overstappen\s+van|alternatief\s+voor`,
];

/**
 * Cues that also introduce what a business works with ("integrates with tools like Xero"): they name a
 * rival only when no trap (below) comes earlier in the clause.
 */
export const weakCuesBefore = [String.raw`like|such\s+as`];

/** Said just after a rival: "X users switch to us", "X but affordable", "what X should have been". */
export const cuesAfter = [
  String.raw`alternatives?`,
  // "Healthchecks.io is great if you want to self-host it": praise for a named thing in a pitch is for
  // the one it is measured against.
  String.raw`(?:is|are)\s+great\b`,
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
export const complaints = String.raw`balk(?:ed|ing|s)?|chok(?:ed|ing|es)|waited|tired|fed\s+up|frustrat\w*|hate[sd]?|hating|overpriced|struggl\w*|falling\s+over|keeps?\s+crashing|unmaintained|missed\s+deadlines`;

/**
 * Said just after a rival and stronger than any trap before it: "import from Pocket and Omnivore (RIP
 * both)", "Cronitor is the other option", "Personio zu groß und zu teuer".
 */
export const strongCuesAfter = [
  String.raw`\(?RIP\b|(?:has|have)\s+shut\s+down|shut\s+down`,
  String.raw`(?:is|are)\s+(?:the\s+)?(?:other|another|main|usual|obvious|big)\s+(?:option|choice|player)s?`,
  String.raw`zu\s+(?:groß|gross|teuer|komplex|kompliziert)|trop\s+cher|(?:demasiado|muy)\s+caro|muito\s+caro|te\s+duur`,
  String.raw`migrou|migraram`,
];

/** Words allowed between a cue and the name: "pricing a X", "hate about their X", "struggle with on X". */
export const gapWords = String.raw`a|an|the|their|your|our|my|his|her|its|this|that|other|current|existing|old|on|with|platforms?|tools?|apps?|services|brands?|companies|providers|the\s+likes\s+of`;
