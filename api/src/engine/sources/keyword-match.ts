/**
 * The keyword filter of platforms that have no search (Lobsters, Dev.to listings): an item is kept when
 * one of its texts mentions a keyword, ignoring case and accents, on word boundaries so "go" does not
 * match "good". No keywords means no filter.
 */
export function mentionsKeyword(
  texts: readonly (string | null | undefined)[],
  keywords: readonly string[],
): boolean {
  if (keywords.length === 0) return true;
  const haystack = ` ${normalise(texts.filter(Boolean).join(' \n '))} `;
  return keywords.some((keyword) => {
    const needle = normalise(keyword).trim();
    return needle !== '' && haystack.includes(` ${needle} `);
  });
}

/** Lower case, accents removed, every run of non-letters/digits a single space. */
function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ');
}
