/** Numbers as people write them in posts: "12", "1,200", "~200", "six", "a dozen", "2k". */

// prettier-ignore
const words: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80,
  ninety: 90, hundred: 100, dozen: 12, 'a dozen': 12, 'a couple': 2, 'a couple of': 2, couple: 2,
};

/** A number as written: digits (with thousands separators) or a number word. No nested repetition. */
export const numberSource = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|a\s+dozen|dozen|a\s+couple(?:\s+of)?))`;

/** The value of a number matched by numberSource (with an optional "k"/"m" after it), or null. */
export function readNumber(text: string): number | null {
  const clean = text.toLowerCase().replace(/\s+/g, ' ').trim();
  const magnitude = /\s?([km])$/.exec(clean)?.[1];
  const body = magnitude ? clean.replace(/\s?[km]$/, '') : clean;
  const value = body in words ? words[body]! : Number(body.replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  return magnitude === 'k' ? value * 1000 : magnitude === 'm' ? value * 1_000_000 : value;
}
