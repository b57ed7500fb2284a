import { isProductNoun, type BusinessProfile } from './business-profile.js';
import { isPlural, lowerFirst } from './text.js';

/**
 * The words a buyer would use for what a business sells, read from its category: an e-bike shop's
 * buyers ask about e-bikes, a family-run electrician's buyers look for an electrician, a bookkeeping and
 * payroll service's buyers look for a bookkeeper, a CRM's buyers for a CRM.
 */
export interface BuyerWords {
  /** Singular, no article, usable before a noun: "e-bike", "electrician", "CRM", "PostgreSQL hosting". */
  want: string;
  /** At most two words of it, for keywords: "PostgreSQL hosting" of "managed PostgreSQL hosting". */
  short: string;
  /** What buyers do with it: software is used, products bought, people and services hired, places tried. */
  kind: 'software' | 'product' | 'provider' | 'venue';
  /** Where the business works, when the description says ("Bristol"). */
  place: string | null;
}

/** Words that praise or size a business, not what it sells. */
const praise =
  /^(?:simple|modern|easy|smart|better|fast|affordable|powerful|new|online|all-in-one|lightweight|open-source|friendly|intuitive|leading|best|complete|free|family-run|family|local|independent|trusted|professional|reliable|award-winning|boutique|premium|small|experienced|certified|licensed|full-service|one-stop)\s+/i;
const shopNouns = /^(?:shop|store|boutique|showroom|dealer|dealership|retailer|outlet|webshop|e-shop)$/i;
/** Places people go to and buy from, rather than hire: asked for as "a bakery in Leeds". */
const venueNouns =
  /^(?:bakery|restaurant|cafe|café|bar|pub|hotel|gym|salon|spa|florist|brewery|deli|bistro|pizzeria|bookshop|bookstore|barbershop|studio)$/i;
const serviceNouns =
  /^(?:service|services|provider|company|firm|practice|consultancy|business|specialists?|experts?)$/i;
/** The person or firm people hire for an activity ("bookkeeping" → "bookkeeper"). */
const agents: Record<string, string> = {
  bookkeeping: 'bookkeeper',
  accounting: 'accountant',
  accountancy: 'accountant',
  tax: 'tax accountant',
  payroll: 'payroll provider',
  cleaning: 'cleaner',
  plumbing: 'plumber',
  electrical: 'electrician',
  photography: 'photographer',
  design: 'designer',
  'web design': 'web designer',
  tutoring: 'tutor',
  landscaping: 'landscaper',
  gardening: 'gardener',
  catering: 'caterer',
  consulting: 'consultant',
  translation: 'translator',
  legal: 'lawyer',
  roofing: 'roofer',
  painting: 'painter',
  decorating: 'decorator',
  removals: 'removal company',
  moving: 'moving company',
  marketing: 'marketing agency',
  seo: 'SEO agency',
  recruitment: 'recruiter',
  recruiting: 'recruiter',
  cybersecurity: 'security consultant',
};
// prettier-ignore
const singulars: Record<string, string> = { 'e-bikes': 'e-bike', bikes: 'bike', shoes: 'shoe', wallets: 'wallet' };

function singular(phrase: string): string {
  const words = phrase.split(' ');
  const last = words.at(-1) ?? '';
  const single =
    singulars[last.toLowerCase()] ?? (isPlural(last) ? last.replace(/ies$/, 'y').replace(/s$/, '') : last);
  return [...words.slice(0, -1), single].join(' ');
}

export function buyerWords(profile: BusinessProfile, description: string): BuyerWords {
  const read = readWant(profile, description);
  // "bookkeeping" is asked for as "a bookkeeper".
  const want = agents[read.want.toLowerCase()] ?? read.want;
  return { ...read, want, short: want.split(' ').slice(-2).join(' ') };
}

function readWant(profile: BusinessProfile, description: string): Omit<BuyerWords, 'short'> {
  let category = lowerFirst(profile.category ?? '')
    .replace(/\s*\([^)]*\)?/g, '')
    .trim();
  // "bookkeeping and payroll": the first is what people ask for by name.
  if (!/\s(?:and|&)\s.*\b(?:service|services|provider|company|firm|shop|store)$/i.test(category))
    category = category.split(/\s+(?:and|&)\s+/)[0] ?? category;
  while (praise.test(category) && category.includes(' ')) category = category.replace(praise, '');
  const words = category.split(' ').filter(Boolean);
  const head = words.at(-1) ?? '';
  const before = words.slice(0, -1).join(' ');
  const place = /\b(?:in|based in|serving)\s+([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)/.exec(description)?.[1] ?? null;

  if (words.length === 0)
    return {
      want: profile.software ? 'tool' : 'service',
      kind: profile.software ? 'software' : 'provider',
      place,
    };
  // "e-bike shop" → e-bikes are what people ask about.
  if (shopNouns.test(head) && before !== '') return { want: singular(before), kind: 'product', place };
  if (venueNouns.test(head) && !profile.software) return { want: head, kind: 'venue', place };
  if (serviceNouns.test(head) && before !== '') {
    if (profile.software) return { want: singular(before), kind: 'software', place };
    const activity = before.split(/\s+(?:and|&)\s+|,\s*/)[0] ?? before;
    const agent = agents[activity.toLowerCase()];
    return { want: agent ?? `${activity} service`, kind: 'provider', place };
  }
  const lastTwo = words.slice(-2).join(' ');
  const want = words.length > 3 ? words.slice(-3).join(' ') : category;
  if (profile.software) {
    // An activity ("log management") needs a noun to be asked for: "a log management tool".
    const thing = singular(want);
    return { want: isProductNoun(thing) ? thing : `${thing} tool`, kind: 'software', place };
  }
  // "electrician", "wedding photographer", "bakery": the business itself is what people look for.
  return { want: singular(words.length > 2 ? lastTwo : want), kind: 'provider', place };
}
