import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/paths.js';
import { parseProposalCases, scoreProposals } from '../../src/brainstorm/proposal-evaluation.js';
import { proposeSignalsLocally } from '../../src/brainstorm/propose-signals.js';

// A regression guard on business descriptions the proposer was not built from (api/eval/proposals):
// no fragment, no generic keyword, no invented category word, 5 to 10 signals, and on the development
// files every named competitor with a switching signal. Writer b became a development file after its
// one held-out measure; writer c is held out: only the generic checks run on it, and a failure there is
// reported as counts, never as the businesses, so that running this test does not show it.
const dir = path.join(packageRoot, 'eval', 'proposals');
const heldOutFiles = new Set(['writer-c.jsonl']);

function scoredFiles(heldOut: boolean) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.jsonl') && heldOutFiles.has(file) === heldOut)
    .sort()
    .flatMap((file) => parseProposalCases(readFileSync(path.join(dir, file), 'utf8'), file))
    .map((kase) => {
      const signals = proposeSignalsLocally({
        description: kase.description,
        useCase: kase.useCase,
        website: null,
      });
      return { kase, signals, score: scoreProposals(kase, signals) };
    });
}

describe('the proposal evaluation set (development files)', () => {
  const scored = scoredFiles(false);

  it('has businesses from more than one writer', () => {
    expect(new Set(scored.map(({ kase }) => kase.writer)).size).toBeGreaterThanOrEqual(2);
  });

  it('gets 5 to 10 proposals without fragments, generic keywords or invented categories for every business', () => {
    const failures = scored.flatMap(({ kase, signals, score }) => [
      ...score.flags.map((f) => `${kase.id}: ${f.kind} ${f.field} "${f.text}" (${f.why})`),
      ...(signals.length < 5 || signals.length > 10 ? [`${kase.id}: ${signals.length} signals`] : []),
    ]);
    expect(failures).toEqual([]);
  });

  it('gives every competitor a switching signal', () => {
    const uncovered = scored.flatMap(({ kase, score }) => score.uncovered.map((c) => `${kase.id}: ${c}`));
    expect(uncovered).toEqual([]);
  });
});

describe('the proposal evaluation set (held-out files)', () => {
  it('gets 5 to 10 proposals without fragments, generic keywords or invented categories (counts only)', () => {
    const scored = scoredFiles(true);
    const count = (kind: string) =>
      scored.reduce((sum, { score }) => sum + score.flags.filter((f) => f.kind === kind).length, 0);
    expect({
      fragments: count('fragment'),
      generic: count('generic'),
      invented: count('invented'),
      outsideFiveToTen: scored.filter(({ signals }) => signals.length < 5 || signals.length > 10).length,
    }).toEqual({ fragments: 0, generic: 0, invented: 0, outsideFiveToTen: 0 });
  });
});
