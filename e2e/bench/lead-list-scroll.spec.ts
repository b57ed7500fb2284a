// The lead list at 10,000 loaded leads (issue 5; ARCHITECTURE.md section 8: "the lead list stays smooth
// at 10,000 loaded rows"). Prints and saves: time to first rows (cold and warm), frame times while
// scrolling to the end (every page fetched on the way) and back, a jump to the middle, one key move,
// the JS heap and how many rows the DOM holds (virtualization keeps it to a few dozen).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { listedCount, projectWithLeads } from '../support/bulk-leads';
import { test, expect, hostOrigin, signIn } from '../support/fixtures';

const LEADS = 10_000;
/**
 * Scroll pace, by time rather than per frame so a slow frame does not slow the scroll: down, a fast
 * steady fling (about 30 screens a second); back up, twice that, over rows already loaded.
 */
const DOWN_PX_PER_S = 20_000;
const UP_PX_PER_S = 40_000;
const FRAME_MS = 1000 / 60;
/** A scroll that has not reached its end by then stops there (the run then fails on the rows loaded). */
const SCROLL_DEADLINE_MS = 120_000;
const LONG_FRAME_MS = 50;
const resultsFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../bench-results/lead-list.json',
);

type Marks = Window & { firstRowAt?: number; firstRowPaintAt?: number };

// No trace: recording one would slow the page being measured.
test.use({ viewport: { width: 1440, height: 900 }, trace: 'off' });

function frameStats(frames: number[]) {
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const duration = frames.reduce((sum, f) => sum + f, 0);
  // A frame that took n refresh intervals stood in for n - 1 frames that were never shown.
  const dropped = frames.reduce((sum, f) => sum + Math.max(0, Math.round(f / FRAME_MS) - 1), 0);
  return {
    frames: frames.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
    long: frames.filter((f) => f > LONG_FRAME_MS).length,
    droppedPercent: (100 * dropped) / Math.max(1, Math.round(duration / FRAME_MS)),
  };
}

/** Navigation start to the first lead row in the DOM, and to the frame after it (its paint). */
async function timeToFirstRows(page: Page, open: () => Promise<unknown>) {
  await open();
  await page.locator('[role="grid"] [role="row"][aria-rowindex="2"]').waitFor();
  await page.waitForFunction(() => (window as Marks).firstRowPaintAt !== undefined);
  return page.evaluate(() => {
    const marks = window as Marks;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const firstPage = resources.find((entry) => /\/api\/v1\/leads\/[^/?]+\?/.test(entry.name));
    return {
      rowInDom: marks.firstRowAt!,
      rowPainted: marks.firstRowPaintAt!,
      firstPageRequested: firstPage?.startTime ?? 0,
      firstPageResponse: firstPage?.responseEnd ?? 0,
    };
  });
}

/**
 * Scrolls the list's scroller at a steady pace (down until `rows` are loaded and the end is reached, or
 * up to the top), timing every frame with requestAnimationFrame in the page.
 */
function scrollList(
  page: Page,
  direction: 'down' | 'up',
  rows: number,
  pxPerSecond: number,
  deadlineMs = SCROLL_DEADLINE_MS,
) {
  return page.evaluate(
    ({ direction, rows, pxPerSecond, deadlineMs }) =>
      new Promise<{
        frames: number[];
        loads: { at: number; rows: number; frame: number }[];
        ms: number;
        waitingMs: number;
      }>((resolve) => {
        const scroller = document.querySelector<HTMLElement>('[data-virtual-scroller]')!;
        const rowHeight = scroller.querySelector<HTMLElement>('[role="row"]')!.offsetHeight;
        const frames: number[] = [];
        const loads: { at: number; rows: number; frame: number }[] = [];
        const start = performance.now();
        let last = start;
        let loaded = Math.round(scroller.scrollHeight / rowHeight);
        let waitingMs = 0;
        const tick = (now: number) => {
          frames.push(now - last);
          const atEnd =
            direction === 'down'
              ? scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1
              : scroller.scrollTop <= 0;
          const nowLoaded = Math.round(scroller.scrollHeight / rowHeight);
          if (nowLoaded !== loaded) loads.push({ at: now - start, rows: nowLoaded, frame: frames.length });
          loaded = nowLoaded;
          if (atEnd && nowLoaded >= rows) return resolve({ frames, loads, ms: now - start, waitingMs });
          if (atEnd) waitingMs += now - last;
          if (now - start > deadlineMs) return resolve({ frames, loads, ms: now - start, waitingMs });
          const step = ((now - last) * pxPerSecond) / 1000;
          last = now;
          scroller.scrollTop += direction === 'down' ? step : -step;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { direction, rows, pxPerSecond, deadlineMs },
  );
}

/** Jumps the scroller to `fraction` of its height: time until the rows there are in the DOM and painted. */
function jumpTo(page: Page, fraction: number) {
  return page.evaluate(
    (fraction) =>
      new Promise<{ rowsMs: number; paintedMs: number; landedOnRow: number }>((resolve) => {
        const scroller = document.querySelector<HTMLElement>('[data-virtual-scroller]')!;
        const rowHeight = scroller.querySelector<HTMLElement>('[role="row"]')!.offsetHeight;
        const target = Math.floor((scroller.scrollHeight * fraction) / rowHeight);
        const start = performance.now();
        scroller.scrollTop = target * rowHeight;
        const check = () => {
          const row = scroller.querySelector(`[role="row"][aria-rowindex="${target + 2}"]`);
          if (!row) return requestAnimationFrame(check);
          const rowsMs = performance.now() - start;
          // The frame after the rows arrive has painted them.
          requestAnimationFrame(() =>
            setTimeout(() =>
              resolve({ rowsMs, paintedMs: performance.now() - start, landedOnRow: target + 1 }),
            ),
          );
        };
        requestAnimationFrame(check);
      }),
    fraction,
  );
}

/** One key press in the list: keydown to the frame after the active row moved. */
async function keyMoveMs(page: Page, key: string): Promise<number> {
  await page.evaluate(() => {
    const grid = document.querySelector('[role="grid"]')!;
    const before = grid.getAttribute('aria-activedescendant');
    const marks = window as Window & { keyMove?: Promise<number> };
    marks.keyMove = new Promise((resolve) => {
      let downAt = 0;
      window.addEventListener('keydown', (event) => (downAt = event.timeStamp), {
        capture: true,
        once: true,
      });
      const check = () => {
        if (!downAt || grid.getAttribute('aria-activedescendant') === before)
          return requestAnimationFrame(check);
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - downAt)));
      };
      requestAnimationFrame(check);
    });
  });
  await page.keyboard.press(key);
  return page.evaluate(() => (window as Window & { keyMove?: Promise<number> }).keyMove!);
}

async function heapAndDom(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  const rows = await page.locator('[data-virtual-scroller] [role="row"]').count();
  return { jsHeapMB: metric('JSHeapUsedSize') / 1_048_576, domNodes: metric('Nodes'), domRows: rows };
}

/** Frame times of the page doing nothing: what this machine manages before the list adds its part. */
function idleFrames(page: Page, durationMs: number) {
  return page.evaluate(
    (durationMs) =>
      new Promise<number[]>((resolve) => {
        const frames: number[] = [];
        const start = performance.now();
        let last = start;
        const tick = (now: number) => {
          frames.push(now - last);
          last = now;
          if (now - start < durationMs) requestAnimationFrame(tick);
          else resolve(frames);
        };
        requestAnimationFrame(tick);
      }),
    durationMs,
  );
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

test('the lead list at 10,000 loaded leads: first rows, scrolling, jumping, a key move', async ({ page }) => {
  test.setTimeout(300_000);
  const project = await projectWithLeads(LEADS);
  expect(project.imported, 'leads the import runs created').toBe(LEADS);
  const listed = await listedCount(project.token, project.projectId, LEADS);
  expect(listed, 'the list holds exactly 10,000 leads').toMatchObject({ hasLast: true, hasBeyond: false });

  await page.addInitScript(() => {
    const marks = window as Marks;
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[role="grid"] [role="row"][aria-rowindex="2"]')) return;
      observer.disconnect();
      marks.firstRowAt = performance.now();
      requestAnimationFrame(() => setTimeout(() => (marks.firstRowPaintAt = performance.now())));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await signIn(page, project.email, project.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));

  const listUrl = `${hostOrigin()}/projects/${project.projectId}/leads`;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const cold = await timeToFirstRows(page, () => page.goto(listUrl));
  const warm = await timeToFirstRows(page, () => page.reload());

  await page.locator('[role="grid"]').scrollIntoViewIfNeeded();
  const idle = frameStats(await idleFrames(page, 2_000));
  const down = await scrollList(page, 'down', LEADS, DOWN_PX_PER_S);
  const atEnd = await heapAndDom(page);
  const up = await scrollList(page, 'up', LEADS, UP_PX_PER_S);
  const middle = await jumpTo(page, 0.5);
  const end = await jumpTo(page, 0.999);

  await page.locator('[role="grid"]').focus();
  const keyMoves: number[] = [];
  for (let i = 0; i < 15; i += 1) keyMoves.push(await keyMoveMs(page, 'j'));
  const keys = frameStats(keyMoves);

  const loadGaps = down.loads.map((load, i) => load.at - (down.loads[i - 1]?.at ?? 0));
  const pageFrames = down.loads.map((load) => down.frames[load.frame - 1] ?? 0);
  const results = {
    leads: { imported: project.imported, importSeconds: project.importMs / 1000, ...listed },
    timeToFirstRowsMs: { cold, warm },
    idleFrameMs: idle,
    scrollDown: {
      rowsLoaded: down.loads.at(-1)?.rows ?? 0,
      pagesLoaded: down.loads.length,
      allLoadedSeconds: down.ms / 1000,
      waitingForPagesSeconds: down.waitingMs / 1000,
      slowestPageGapMs: Math.max(...loadGaps),
      worstFrameAtPageArrivalMs: Math.max(...pageFrames),
      frameMs: frameStats(down.frames),
    },
    scrollUpAt10k: { seconds: up.ms / 1000, frameMs: frameStats(up.frames) },
    jumpToMiddle: middle,
    jumpToEnd: end,
    keyMoveMs: { presses: keys.frames, p50: keys.p50, p95: keys.p95, max: keys.max },
    afterLoad: atEnd,
    pace: { downPxPerSecond: DOWN_PX_PER_S, upPxPerSecond: UP_PX_PER_S },
    measuredAt: new Date().toISOString(),
  };
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

  const f = (s: ReturnType<typeof frameStats>) =>
    `p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}  >${LONG_FRAME_MS} ms: ${s.long}/${s.frames}  dropped ${s.droppedPercent.toFixed(1)} %`;
  console.log(
    [
      '',
      `Lead list, ${LEADS.toLocaleString('en-US')} leads (imported in ${results.leads.importSeconds.toFixed(1)} s; API total ${listed.total}${listed.totalCapped ? '+' : ''})`,
      `  first rows, cold      in DOM ${ms(cold.rowInDom)}  painted ${ms(cold.rowPainted)}  (first page asked at ${ms(cold.firstPageRequested)}, answered at ${ms(cold.firstPageResponse)})`,
      `  first rows, warm      in DOM ${ms(warm.rowInDom)}  painted ${ms(warm.rowPainted)}  (first page asked at ${ms(warm.firstPageRequested)}, answered at ${ms(warm.firstPageResponse)})`,
      `  idle page (baseline)  ${f(idle)}`,
      `  scroll to the end     ${results.scrollDown.rowsLoaded} rows in ${results.scrollDown.pagesLoaded} pages, ${results.scrollDown.allLoadedSeconds.toFixed(1)} s (waiting for pages ${results.scrollDown.waitingForPagesSeconds.toFixed(1)} s)`,
      `    frames              ${f(results.scrollDown.frameMs)}`,
      `    page arrival        worst frame ${ms(results.scrollDown.worstFrameAtPageArrivalMs)}  slowest gap between pages ${ms(results.scrollDown.slowestPageGapMs)}`,
      `  scroll back up at 10k ${results.scrollUpAt10k.seconds.toFixed(1)} s`,
      `    frames              ${f(results.scrollUpAt10k.frameMs)}`,
      `  jump to the middle    rows ${ms(middle.rowsMs)}  painted ${ms(middle.paintedMs)}`,
      `  jump to the end       rows ${ms(end.rowsMs)}  painted ${ms(end.paintedMs)}`,
      `  key j at 10k rows     p50 ${ms(keys.p50)}  p95 ${ms(keys.p95)}  max ${ms(keys.max)} (${keys.frames} presses)`,
      `  after load            JS heap ${atEnd.jsHeapMB.toFixed(1)} MB  DOM nodes ${atEnd.domNodes}  rows in the DOM ${atEnd.domRows}`,
      `  written to            e2e/bench-results/lead-list.json`,
    ].join('\n'),
  );

  expect(results.scrollDown.rowsLoaded, 'rows loaded by scrolling').toBe(LEADS);
  expect(atEnd.domRows, 'rows in the DOM (virtualized)').toBeLessThan(100);
});
