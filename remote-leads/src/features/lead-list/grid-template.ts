// The lead grid's columns, shared by the header and every row: check, star, the lead, one column per
// smart column, score, status, and the row's verdict and read buttons. Built here rather than with CSS
// `repeat(var(--count), …)`: a repeat of 0 is invalid CSS and drops the whole template, so a project
// without smart columns lost its grid (every cell stacked).

/** Each column as [its track, the narrowest it gets in px]. */
export const leadGridColumns = {
  check: ['36px', 36],
  star: ['36px', 36],
  lead: ['minmax(280px, 1fr)', 280],
  smart: ['minmax(90px, 140px)', 90],
  score: ['56px', 56],
  status: ['150px', 150],
  read: ['110px', 110],
} as const satisfies Record<string, readonly [string, number]>;

const smartCountOf = (smartCount: number) =>
  Number.isFinite(smartCount) ? Math.max(0, Math.floor(smartCount)) : 0;

function columnsFor(smartCount: number) {
  const c = leadGridColumns;
  const smart = Array.from({ length: smartCountOf(smartCount) }, () => c.smart);
  return [c.check, c.star, c.lead, ...smart, c.score, c.status, c.read];
}

/** The value of `grid-template-columns` for a grid with `smartCount` smart columns (0 or more). */
export function leadGridTemplate(smartCount: number): string {
  return columnsFor(smartCount)
    .map(([track]) => track)
    .join(' ');
}

/** How wide the grid's columns need to be at least, in px: narrower, the list scrolls sideways. */
export function leadGridMinWidth(smartCount: number): number {
  return columnsFor(smartCount).reduce((sum, [, min]) => sum + min, 0);
}
