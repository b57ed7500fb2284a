// axe-core over a whole page: the serious and critical violations, each with the elements it found,
// worded for a failure message.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical axe violations on the page, one readable block each (empty when none). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // label-content-name-mismatch (WCAG 2.5.3: a control's name contains its visible words) is still
  // experimental in axe, so off unless asked for; the bar is that it holds on every screen.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    (and ${v.nodes.length - 5} more)` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    });
}
