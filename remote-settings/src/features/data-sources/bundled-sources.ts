// Sources a project can have that the catalogue does not offer: the embedded demo's bundled sample
// feed (api/src/data-sources/catalogue.ts hiddenPlatforms). The tab shows them above the catalogue, so
// it tells the truth about where the demo's leads come from, and sends them back on every save (the
// API replaces the whole list: one left out would be removed).
import { platformName, type DataSource, type Platform } from '@signalboard/shared/api';

const descriptions: Record<string, string> = {
  sample:
    'Demo data: example posts bundled with Signalboard, each written like a post from the platform it is ' +
    'marked with (Reddit, Hacker News, Stack Exchange…). None is fetched from those sites: switch on the ' +
    'platforms below to find real leads.',
};

/** The project's sources of platforms outside the catalogue, as platforms the form can show and save. */
export function bundledPlatforms(catalogue: readonly Platform[], sources: readonly DataSource[]): Platform[] {
  return sources
    .filter((source) => !catalogue.some((platform) => platform.id === source.platform))
    .map((source) => ({
      id: source.platform,
      name: `${platformName(source.platform)} (demo data)`,
      description: descriptions[source.platform] ?? 'A source this version of Signalboard no longer offers.',
      // Not polled as far as the form goes: no interval field, so the stored interval stays as it is.
      polled: false,
      settings: [],
    }));
}
