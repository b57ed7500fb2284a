import { sentences } from './text.js';

// Where a local business works, read from the places its description names: "in Chorlton, Manchester",
// "Servicing Box Hill, Doncaster", "- Co. Clare and Galway", "Lekki, Ajah, VI, Ikoyi.", "a Pune based
// studio". Buyers of a trade or a venue ask for it by town ("possum removal Box Hill").

const placeWord = String.raw`(?:Co\.\s)?(?:[A-Z][\p{L}'’-]+|[A-Z]{2,})`;
/** "Box Hill", "Estado de México", "Newcastle upon Tyne". */
const placeName = String.raw`(?:${placeWord})(?:\s(?:(?:de|del|la|las|los|do|da|upon|on|am|sur)\s)?(?:${placeWord})){0,2}`;
const placeSeries = String.raw`${placeName}(?:(?:,\s*|\s+(?:and|&|y|e|und|et)\s+)${placeName})*`;
/** "in Chorlton, Manchester", "covering Leeds and York", "Servicing Box Hill, Doncaster", "within 40km of Ennis". */
const placeList = new RegExp(
  String.raw`\b(in|en|em|à|across|accross|[Cc]overing|[Ss]erving|[Ss]ervicing|around|throughout|to homes in|based in|[Ww]e cover|delivering to|deliver to|within \d+\s?(?:km|kms|miles?|mi) of|near)\s+(?:the\s+|inner\s+|greater\s+(?=[a-z]))?(${placeSeries})`,
  'gu',
);
/** "a Pune based studio", "a Leeds-based firm". */
const basedIn = new RegExp(String.raw`(?<=\b(?:a|an|are|is|we['’]re|and)\s)(${placeName})[- ]based\b`, 'gu');
/** A sentence that is only places, or a title's tail after a dash: "Lekki, Ajah, VI, Ikoyi.", "- Co. Clare and Galway." */
const placeSentence = new RegExp(
  String.raw`^(${placeName}(?:(?:,\s*|\s+(?:and|&|y|e|et|und|en)\s+)${placeName})+)\s*[.!]?$`,
  'u',
);
const placeTail = new RegExp(String.raw`\s[–—-]\s(${placeSeries})\s*[.!]?$`, 'u');
/** Capitalised words after "in" that are not places: languages ("lessons in English & Hindi"), months, days. */
const notPlaces =
  /^(?:UK|USA|US|EU|UAE|The|Our|We|Also|Free|Call|Book|Licensed|Insured|Co|St|Mt|English|Spanish|French|German|Dutch|Italian|Portuguese|Hindi|Urdu|Bengali|Tamil|Mandarin|Cantonese|Chinese|Japanese|Korean|Arabic|Russian|Polish|Swedish|Tagalog|Filipino|Taglish|Swahili|Afrikaans|Zulu|Irish|Welsh|Greek|Turkish|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Spring|Summer|Autumn|Winter)$/;

/** Every place a description names, in the order it names them, with whether it says "in" or "based in". */
function placesIn(description: string): { place: string; at: number; said: string }[] {
  const found: { place: string; at: number; said: string }[] = [];
  const add = (list: string, at: number, said: string) => {
    const places = list
      .split(/,\s*|\s+(?:and|&|y|e|und|et)\s+/)
      .map((place) => place.replace(/^Co\.\s/, '').trim());
    // "Portland, OR": a state's two letters after a town are not a place to name on their own.
    places
      .filter((place, index) => !(places.length === 2 && index === 1 && /^[A-Z]{2}$/.test(place)))
      .forEach((place, index) => found.push({ place, at: at + index, said }));
  };
  for (const match of description.matchAll(placeList)) {
    const before = description.slice(Math.max(0, (match.index ?? 0) - 24), match.index).toLowerCase();
    if (/(?:made|handmade|built|farm|workshop|foundry|team|from our \w+)\s*$/.test(before)) continue;
    add(match[2] ?? '', match.index ?? 0, match[1] ?? '');
  }
  for (const match of description.matchAll(basedIn)) add(match[1] ?? '', match.index ?? 0, 'based in');
  let offset = 0;
  for (const line of description.split('\n')) {
    for (const sentence of sentences(line)) {
      // "Serving Hull, Beverley" is read by placeList above; "Serving" is no place.
      const only =
        (/^(?:\p{L}+ing|Based|We)\b/u.test(sentence) ? null : placeSentence.exec(sentence)) ??
        placeTail.exec(sentence);
      if (only?.[1]) add(only[1], offset + line.indexOf(sentence), 'at');
    }
    offset += line.length + 1;
  }
  return found.filter(({ place }) => place.length > 1 && !notPlaces.test(place)).sort((a, b) => a.at - b.at);
}

/** Every place a description names: "Pune", "Box Hill", "CDMX". */
export function placeNames(description: string): string[] {
  return [...new Set(placesIn(description).map(({ place }) => place))];
}

/**
 * Where a local business works, at most three places: "dog grooming salon in Chorlton, Manchester" →
 * Chorlton, Manchester. Where a product is made ("made in Stoke") is not where its buyers are, so a
 * product only gets the places it delivers to or covers.
 */
export function readPlaces(description: string, product: boolean): string[] {
  const places = placesIn(description)
    .filter(({ said }) => !product || !/^(?:in|based in|at)$/.test(said))
    .map(({ place }) => place);
  return [...new Set(places)].slice(0, 3);
}
