import { categoryAndAudience, isProductNoun, nameFromHost, productPhraseIn } from './business-profile.js';
import type { PageFacts } from './html-extract.js';
import {
  asSentence,
  clip,
  joinList,
  lowerFirst,
  oneLine,
  sentences,
  uniqueIgnoringCase,
  withArticle,
} from './text.js';

export interface BusinessInfo {
  businessDescription: string;
  keyOfferings: string[];
  competitors: string[];
}

export const businessInfoLimits = { offerings: 8, competitors: 8, description: 1500 } as const;

/**
 * The business's name: og:site_name, else the part of the <title> that matches the host name (or the
 * shortest short part: "Acme CRM | The simple CRM for agencies" -> "Acme CRM"), else the host name.
 */
export function brandName(facts: PageFacts, url: string): string {
  if (facts.ogSiteName) return clip(facts.ogSiteName, 60);
  const fromHost = nameFromHost(url);
  const parts = (facts.title ?? '')
    .split(/\s[|–—-]\s|\s·\s|:\s/)
    .map((part) => oneLine(part))
    .filter(
      (part) =>
        part !== '' && part.split(' ').length <= 4 && !/^(?:home|homepage|welcome|index|start)$/i.test(part),
    );
  const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const hostKey = squash(fromHost ?? '');
  const matching = parts.find(
    (part) => hostKey !== '' && (squash(part).includes(hostKey) || hostKey.includes(squash(part))),
  );
  if (matching) return clip(matching, 60);
  const shortest = [...parts].sort((a, b) => a.length - b.length)[0];
  return clip(shortest ?? fromHost ?? 'This business', 60);
}

/**
 * Writes, without any network or model, a description paragraph a person can edit: what the business is
 * and for whom (from its headline, title or meta description), a supporting sentence, its key offerings
 * and the competitors it names. Deterministic: the same page always gives the same text.
 */
export function describeBusinessLocally(facts: PageFacts, url: string): BusinessInfo {
  const name = brandName(facts, url);
  const own = name.toLowerCase();
  const competitors = uniqueIgnoringCase(facts.competitors)
    .filter((c) => c.toLowerCase() !== own && !own.startsWith(c.toLowerCase()))
    .slice(0, businessInfoLimits.competitors);
  const keyOfferings = facts.offerings.slice(0, businessInfoLimits.offerings);

  const titleParts = (facts.title ?? '').split(/\s[|–—-]\s|:\s/).filter((part) => part.trim() !== name);
  const h1s = facts.headings.filter((h) => h.level === 1).map((h) => h.text);
  const sources = [
    ...h1s,
    facts.ogTitle,
    ...titleParts,
    facts.metaDescription,
    facts.ogDescription,
    ...facts.paragraphs.slice(0, 3),
  ].filter((text): text is string => Boolean(text && text.trim()));

  let category: string | null = null;
  let audience: string | null = null;
  let usedSource: string | null = null;
  for (const source of sources) {
    const read = categoryAndAudience(source, name);
    if (read.category && !category) {
      category = read.category;
      usedSource = source;
    }
    audience ??= read.audience;
    if (category && audience) break;
  }
  category ??= productPhraseIn(sources.join('. '));

  const isName = (text: string) => text.trim().toLowerCase() === own;
  const firstSentence = (text: string) => sentences(text)[0] ?? text;
  const supporting = [facts.metaDescription, facts.ogDescription, facts.paragraphs[0]].filter(
    (text): text is string => Boolean(text) && !isName(text as string),
  );

  const parts: string[] = [];
  let tagline =
    supporting.find((text) => text !== usedSource) ?? (category ? undefined : h1s.find((h) => !isName(h)));
  if (category) {
    const what = isProductNoun(category)
      ? `is ${withArticle(lowerFirst(category))}`
      : `offers ${lowerFirst(category)}`;
    const plain = `${name} ${what}${audience ? ` for ${audience}` : ''}.`;
    // The page's own sentence when it says the same with more ("... is a family bakery in Leeds, baking ...").
    const richer = supporting
      .map(firstSentence)
      .find(
        (text) =>
          text.toLowerCase().startsWith(own) &&
          text.toLowerCase().includes(category.toLowerCase()) &&
          text.length > plain.length,
      );
    parts.push(richer ? asSentence(clip(richer, 300)) : plain);
    if (richer && tagline && firstSentence(tagline) === richer) tagline = undefined;
    if (tagline) parts.push(asSentence(clip(tagline, 300)));
  } else if (tagline) {
    parts.push(
      tagline.toLowerCase().includes(own)
        ? asSentence(clip(tagline, 300))
        : `${name}: ${asSentence(clip(tagline, 300))}`,
    );
    if (audience) parts.push(`It serves ${audience}.`);
  } else {
    parts.push(`${name} is the business behind ${new URL(url).hostname}.`);
  }
  if (keyOfferings.length > 0)
    parts.push(`Its key offerings include ${joinList(keyOfferings.slice(0, 5).map(lowerFirst))}.`);
  if (competitors.length > 0)
    parts.push(`It presents itself as an alternative to ${joinList(competitors.slice(0, 4))}.`);

  return {
    businessDescription: clip(uniqueIgnoringCase(parts).join(' '), businessInfoLimits.description),
    keyOfferings,
    competitors,
  };
}
