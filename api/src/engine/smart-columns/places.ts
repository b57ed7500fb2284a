/**
 * Places a post may name, each with its country (ISO code), so that "Is the poster in the UK?" answers
 * for "Bristol". Countries, their common short names and adjectives, US states and Canadian
 * provinces, and large or often-named cities. A place not listed is still found after a clear cue
 * ("based in Truro"), but then only its name can be compared.
 */

export interface Place {
  name: string;
  country: string;
}

/** [code, name, other names, adjectives]. */
// prettier-ignore
const countries: [string, string, string[], string[]][] = [
  ['GB', 'United Kingdom', ['UK', 'U.K.', 'Britain', 'Great Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'], ['British', 'Scottish', 'Welsh']],
  ['US', 'United States', ['US', 'U.S.', 'USA', 'U.S.A.', 'America', 'the States'], ['American']],
  ['CA', 'Canada', [], ['Canadian']], ['AU', 'Australia', [], ['Australian', 'Aussie']], ['NZ', 'New Zealand', [], []],
  ['IE', 'Ireland', [], ['Irish']], ['DE', 'Germany', [], ['German']], ['FR', 'France', [], ['French']],
  ['NL', 'Netherlands', ['the Netherlands', 'Holland'], ['Dutch']], ['BE', 'Belgium', [], ['Belgian']],
  ['ES', 'Spain', [], ['Spanish']], ['PT', 'Portugal', [], ['Portuguese']], ['IT', 'Italy', [], ['Italian']],
  ['CH', 'Switzerland', [], ['Swiss']], ['AT', 'Austria', [], ['Austrian']], ['SE', 'Sweden', [], ['Swedish']],
  ['NO', 'Norway', [], ['Norwegian']], ['DK', 'Denmark', [], ['Danish']], ['FI', 'Finland', [], ['Finnish']],
  ['PL', 'Poland', [], ['Polish']], ['CZ', 'Czech Republic', ['Czechia'], ['Czech']], ['GR', 'Greece', [], ['Greek']],
  ['IN', 'India', [], ['Indian']], ['SG', 'Singapore', [], []], ['JP', 'Japan', [], ['Japanese']], ['CN', 'China', [], ['Chinese']],
  ['BR', 'Brazil', [], ['Brazilian']], ['MX', 'Mexico', [], ['Mexican']], ['AR', 'Argentina', [], []], ['ZA', 'South Africa', [], []],
  ['NG', 'Nigeria', [], ['Nigerian']], ['KE', 'Kenya', [], []], ['AE', 'United Arab Emirates', ['UAE'], []],
  ['IL', 'Israel', [], ['Israeli']], ['TR', 'Turkey', [], []], ['UA', 'Ukraine', [], ['Ukrainian']], ['RO', 'Romania', [], ['Romanian']],
  ['HU', 'Hungary', [], ['Hungarian']], ['PH', 'Philippines', [], ['Filipino']], ['ID', 'Indonesia', [], []], ['MY', 'Malaysia', [], []],
  ['EE', 'Estonia', [], []], ['LT', 'Lithuania', [], []], ['LV', 'Latvia', [], []], ['HR', 'Croatia', [], []], ['CO', 'Colombia', [], []],
  ['CL', 'Chile', [], []], ['EG', 'Egypt', [], []], ['PK', 'Pakistan', [], []], ['VN', 'Vietnam', [], []], ['TH', 'Thailand', [], []],
  ['KR', 'South Korea', ['Korea'], ['Korean']], ['HK', 'Hong Kong', [], []],
];
/** The place an adjective points to when it is not the country itself ("Scottish" → Scotland). */
const adjectiveTargets: Record<string, string> = { Scottish: 'Scotland', Welsh: 'Wales' };

// prettier-ignore
const cities: Record<string, string> = {
  London: 'GB', Manchester: 'GB', Birmingham: 'GB', Leeds: 'GB', Bristol: 'GB', Glasgow: 'GB', Edinburgh: 'GB',
  Liverpool: 'GB', Sheffield: 'GB', Newcastle: 'GB', Nottingham: 'GB', Cardiff: 'GB', Belfast: 'GB',
  Brighton: 'GB', Oxford: 'GB', Cambridge: 'GB', Leicester: 'GB', Southampton: 'GB', York: 'GB',
  Aberdeen: 'GB', Dundee: 'GB', Exeter: 'GB', Norwich: 'GB', Coventry: 'GB', Headingley: 'GB',
  Dublin: 'IE', Cork: 'IE', Galway: 'IE',
  'New York': 'US', NYC: 'US', 'San Francisco': 'US', SF: 'US', 'Los Angeles': 'US', LA: 'US', Chicago: 'US',
  Austin: 'US', Seattle: 'US', Boston: 'US', Denver: 'US', Miami: 'US', Atlanta: 'US', Dallas: 'US',
  Houston: 'US', Portland: 'US', Phoenix: 'US', Philadelphia: 'US', 'San Diego': 'US', 'San Jose': 'US',
  Nashville: 'US', Minneapolis: 'US', Detroit: 'US', Pittsburgh: 'US', 'Salt Lake City': 'US',
  'Bay Area': 'US', Brooklyn: 'US', 'Washington DC': 'US', 'Silicon Valley': 'US',
  Toronto: 'CA', Vancouver: 'CA', Montreal: 'CA', Calgary: 'CA', Ottawa: 'CA',
  Sydney: 'AU', Melbourne: 'AU', Brisbane: 'AU', Perth: 'AU', Adelaide: 'AU', Auckland: 'NZ', Wellington: 'NZ',
  Berlin: 'DE', Munich: 'DE', Hamburg: 'DE', Cologne: 'DE', Frankfurt: 'DE', Paris: 'FR', Lyon: 'FR',
  Marseille: 'FR', Amsterdam: 'NL', Rotterdam: 'NL', Utrecht: 'NL', 'The Hague': 'NL', Eindhoven: 'NL',
  Brussels: 'BE', Antwerp: 'BE', Madrid: 'ES', Barcelona: 'ES', Valencia: 'ES', Lisbon: 'PT', Porto: 'PT',
  Rome: 'IT', Milan: 'IT', Zurich: 'CH', Geneva: 'CH', Vienna: 'AT', Stockholm: 'SE', Oslo: 'NO',
  Copenhagen: 'DK', Helsinki: 'FI', Warsaw: 'PL', Krakow: 'PL', Prague: 'CZ', Athens: 'GR', Budapest: 'HU',
  Bucharest: 'RO', Tallinn: 'EE', Kyiv: 'UA', Istanbul: 'TR', 'Tel Aviv': 'IL', Dubai: 'AE',
  Bangalore: 'IN', Bengaluru: 'IN', Mumbai: 'IN', Delhi: 'IN', Hyderabad: 'IN', Pune: 'IN', Tokyo: 'JP',
  Seoul: 'KR', Shanghai: 'CN', Beijing: 'CN', 'Hong Kong': 'HK', Manila: 'PH', Jakarta: 'ID',
  'Kuala Lumpur': 'MY', Bangkok: 'TH', 'São Paulo': 'BR', 'Sao Paulo': 'BR', 'Mexico City': 'MX',
  'Buenos Aires': 'AR', Bogota: 'CO', Santiago: 'CL', Lagos: 'NG', Nairobi: 'KE', 'Cape Town': 'ZA',
  Johannesburg: 'ZA', Cairo: 'EG',
};

// prettier-ignore
const usStates = ['Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware',
  'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine',
  'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada',
  'New Hampshire', 'New Jersey', 'New Mexico', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon',
  'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont',
  'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming'];
// prettier-ignore
const provinces = ['Ontario', 'Quebec', 'British Columbia', 'Alberta', 'Manitoba', 'Nova Scotia', 'Saskatchewan'];

/** Adjectives ("Scottish charity") name the place they belong to; they count only as a last resort. */
export const adjectivePlaces = new Map<string, Place>();
/** Every listed place by its name as written (names are matched with their capitals). */
export const places = new Map<string, Place>();

const countryNames = new Set<string>();
for (const [code, name, others, adjectives] of countries) {
  places.set(name, { name, country: code });
  for (const each of [name, ...others, ...adjectives]) countryNames.add(each.toLowerCase());
  for (const other of others) places.set(other, { name: other, country: code });
  for (const adjective of adjectives)
    adjectivePlaces.set(adjective, { name: adjectiveTargets[adjective] ?? name, country: code });
}
for (const [name, country] of Object.entries(cities)) places.set(name, { name, country });
for (const name of usStates) places.set(name, { name, country: 'US' });
for (const name of provinces) places.set(name, { name, country: 'CA' });

/** Listed names as one alternation, longest first ("New York" before "York"). */
export const placeAlternation = [...places.keys()]
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'))
  .join('|');
export const adjectiveAlternation = [...adjectivePlaces.keys()].join('|');

/** A listed place by its name in any case ("uk", "Bristol"). */
export function lookUpPlace(name: string): Place | null {
  const key = name.replace(/\s+/g, ' ').trim().toLowerCase();
  for (const [listed, place] of places) if (listed.toLowerCase() === key) return place;
  for (const [listed, place] of adjectivePlaces) if (listed.toLowerCase() === key) return place;
  return null;
}

/** Whether a name is a country (or a nation of one: "Scotland", "UK"), not a city or state. */
export function isCountryName(name: string): boolean {
  return countryNames.has(name.replace(/\s+/g, ' ').trim().toLowerCase());
}
