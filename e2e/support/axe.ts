// axe-core over a whole page: the serious and critical violations, each with the elements it found,
// worded for a failure message.
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

// label-content-name-mismatch (WCAG 2.5.3: a control's name contains its visible words) is still
// experimental in axe, so off unless asked for; the bar is that it holds on every screen.
const runOptions = { rules: { 'label-content-name-mismatch': { enabled: true } } } satisfies axe.RunOptions;

/**
 * Runs axe in the page itself, its script added once per page. AxeBuilder runs axe frame by frame and
 * then joins the results in a new blank page with axe added again: about 1.5 s a call on a 2-core
 * machine where axe's own run takes 0.3 s, and the pictures call it some 80 times. Our screens have no
 * frames, so one run over the document checks the same; a page with frames still goes through AxeBuilder.
 */
async function violationsOf(page: Page): Promise<axe.Result[]> {
  if (page.frames().length > 1)
    return (await new AxeBuilder({ page }).options(runOptions).analyze()).violations;
  const ready = await page.evaluate(() => 'axe' in window);
  if (!ready) await page.evaluate(axe.source);
  return page.evaluate(
    async (options) =>
      (await (window as unknown as { axe: typeof axe }).axe.run(document, options)).violations,
    runOptions,
  );
}

/** The serious and critical axe violations on the page, one readable block each (empty when none). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // A toast on its way out fades to nothing (opacity 0: hidden, which axe skips); caught mid-fade its text
  // measured a contrast of 1.01, a race, not a fault of the screen. Wait for the fade to end first.
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('.sb-toast--leave')).every(
        (toast) => getComputedStyle(toast).opacity === '0',
      ),
    undefined,
    { timeout: 5_000 },
  );
  const violations = await violationsOf(page);
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
