// One navigation at each width: the side navigation on wide screens, the tab bar between, the compact
// select on phones. jsdom applies no media queries, so this reads settings-shell.css and works out
// which of the three is displayed at a phone's, a tablet's and a desktop's width;
// e2e/tests/visual.spec.ts checks the same in Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(__dirname, '..', 'settings-shell.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);
const NAVIGATIONS = ['settings-side-nav', 'settings-tab-bar', 'settings-compact-nav'] as const;

/** Whether a media query list of min-width / max-width conditions matches a viewport width. */
function matches(query: string, width: number): boolean {
  return query
    .split(',')
    .some((part) =>
      [...part.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].every(([, kind, px]) =>
        kind === 'min' ? width >= Number(px) : width <= Number(px),
      ),
    );
}

/** The display a class ends with at a width: its plain rule, then every matching @media rule in order. */
function display(className: string, width: number): string {
  let value = 'block';
  const rule = new RegExp(`(?:^|\\})\\s*\\.${className}\\s*\\{([^}]*)\\}`, 'g');
  const media = /@media\s*([^{]+)\{((?:[^{}]*\{[^}]*\})*)\s*\}/g;
  const events: { at: number; value: string }[] = [];
  for (const m of css.matchAll(rule)) {
    const set = /display:\s*([a-z-]+)/.exec(m[1]!);
    if (set) events.push({ at: m.index!, value: set[1]! });
  }
  for (const m of css.matchAll(media)) {
    if (!matches(m[1]!, width)) continue;
    const inner = new RegExp(`\\.${className}\\s*\\{([^}]*)\\}`).exec(m[2]!);
    const set = inner && /display:\s*([a-z-]+)/.exec(inner[1]!);
    if (set) events.push({ at: m.index!, value: set[1]! });
  }
  for (const event of events.sort((a, b) => a.at - b.at)) value = event.value;
  return value;
}

describe('the settings navigation', () => {
  it.each([
    [390, 'settings-compact-nav'],
    [639, 'settings-compact-nav'],
    [640, 'settings-tab-bar'],
    [800, 'settings-tab-bar'],
    [1023, 'settings-tab-bar'],
    [1024, 'settings-side-nav'],
    [1440, 'settings-side-nav'],
  ])('at %i px shows exactly one: %s', (width, shown) => {
    const visible = NAVIGATIONS.filter((name) => display(name, width) !== 'none');
    expect(visible).toEqual([shown]);
  });
});
