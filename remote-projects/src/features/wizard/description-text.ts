// Adding and removing a phrase (a key offering, a competitor) in the business description.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function mentions(text: string, phrase: string): boolean {
  return text.toLocaleLowerCase().includes(phrase.trim().toLocaleLowerCase());
}

/** The text with the phrase appended (after a comma inside a sentence, a space after one). */
export function withPhrase(text: string, phrase: string): string {
  const base = text.trimEnd();
  if (!base) return phrase;
  return /[.!?:;\n]$/.test(base) ? `${base} ${phrase}` : `${base}, ${phrase}`;
}

/** The text without any mention of the phrase, tidying the commas and spaces it leaves behind. */
export function withoutPhrase(text: string, phrase: string): string {
  return text
    .replace(new RegExp(escape(phrase.trim()), 'gi'), '')
    .replace(/[ \t]+,/g, ',')
    .replace(/,(\s*,)+/g, ',')
    .replace(/,(\s*[.!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}
