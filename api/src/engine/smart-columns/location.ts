import {
  adjectiveAlternation,
  adjectivePlaces,
  isCountryName,
  lookUpPlace,
  placeAlternation,
  type Place,
} from './places.js';

/**
 * Where the poster is: "based in Berlin", "here in Manchester", "from Melbourne", "UK-based", "an
 * electrician in Bristol", "our Chicago office", "Austin, TX", "Scottish charity". A clear cue
 * ("based in", "I live in", "moved to") wins over a place merely named ("clients in Spain"), which
 * wins over an adjective ("Dutch taxes").
 */

const direction = String.raw`(?:(?:North|South|East|West|Central|Greater|Northern|Southern|Eastern|Western|Upstate|Downtown)\s+)?`;
const listed = String.raw`${direction}(?:${placeAlternation})(?:,\s+[A-Z]{2}\b)?`;
/** A capitalised name of up to three words, for places the list does not hold (after a clear cue only). */
const anyName = String.raw`[A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+){0,2}`;
const edge = String.raw`(?![\p{L}\p{N}])`;

/** Cues that say where the poster is, strongest first. */
const strong = String.raw`(?:out\s+of|moved\s+(?:\w+\s+){0,3}to|relocated\s+to|based\s+(?:in|out\s+of)|located\s+in|headquartered\s+in|live\s+in|living\s+in|lives\s+in|here\s+in|home\s+in|we(?:'re|\s+are)\s+in|I(?:'m|\s+am)\s+in|from)`;
const finders: { pattern: RegExp; listedOnly: boolean }[] = [
  {
    pattern: new RegExp(String.raw`\b${strong}\s+(?:the\s+)?(${listed}|${anyName})${edge}`, 'u'),
    listedOnly: false,
  },
  { pattern: new RegExp(String.raw`(?<![\p{L}])(${listed})-based\b`, 'u'), listedOnly: true },
  {
    pattern: new RegExp(
      String.raw`\b(?:in|around|near|across|outside|of)\s+(?:the\s+)?(${listed})${edge}`,
      'u',
    ),
    listedOnly: true,
  },
  { pattern: new RegExp(String.raw`(?<![\p{L}])(${listed})${edge}`, 'u'), listedOnly: true },
];
const adjective = new RegExp(String.raw`(?<![\p{L}])(${adjectiveAlternation})${edge}`, 'u');

/** Words a capitalised name after "from" or "in" can be without being a place. */
const notPlaces =
  /^(?:I|We|The|A|An|My|Our|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Q[1-4]|Google|Reddit|Twitter|LinkedIn|GitHub|Python|Windows|Excel)$/;

export interface FoundPlace {
  /** As written in the post: "North London", "Austin, TX". */
  phrase: string;
  /** The listed place it is (or lies in), when known. */
  place: Place | null;
}

function placeOf(phrase: string): Place | null {
  const bare = phrase.replace(/,\s+[A-Z]{2}$/, '').replace(new RegExp(`^${direction}`), '');
  return lookUpPlace(bare) ?? lookUpPlace(phrase);
}

export function findLocation(text: string): FoundPlace | null {
  for (const { pattern } of finders) {
    const match = pattern.exec(text);
    const phrase = match?.[1]?.trim();
    if (!phrase || notPlaces.test(phrase.split(/\s+/)[0] ?? '')) continue;
    return { phrase, place: placeOf(phrase) };
  }
  const found = adjective.exec(text)?.[1];
  if (found) {
    const place = adjectivePlaces.get(found) ?? null;
    return { phrase: place?.name ?? found, place };
  }
  return null;
}

/** Whether the place the post names is, or lies in, one of the asked places ("UK" holds "Bristol"). */
export function placeMatches(found: FoundPlace, asked: readonly string[]): boolean {
  return asked.some((name) => {
    if (found.phrase.toLowerCase().includes(name.toLowerCase())) return true;
    const wanted = lookUpPlace(name);
    if (!wanted || !found.place) return false;
    // A country asked for holds its cities; a city asked for is only itself.
    return isCountryName(name) ? wanted.country === found.place.country : wanted.name === found.place.name;
  });
}
