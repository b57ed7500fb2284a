import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  addConfusion,
  emptyConfusion,
  evaluateBusiness,
  keywordBaseline,
  metrics,
  parsePostsJsonl,
  parseSignalsFile,
} from '../../../src/engine/scoring/evaluation.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => readFileSync(path.join(here, 'fixtures', file), 'utf8');

describe('evaluation', () => {
  const signals = parseSignalsFile(read('crm.signals.json'));
  const posts = parsePostsJsonl(read('crm.posts.jsonl'));

  it('reads the eval formats (snake_case negative keywords, labels, kinds)', () => {
    expect(signals.business).toBe('crm-fixture');
    expect(signals.signals[0]!.negativeKeywords).toEqual(["we're hiring", 'I built']);
    expect(posts).toHaveLength(7);
    expect(posts[2]).toMatchObject({ id: 'p3', label: false, kind: 'job_post' });
    expect(() => parsePostsJsonl('{"id":"a"}\nnot json')).toThrow('line 2 is not JSON');
  });

  it('baseline: any keyword as a case-insensitive substring of title + body', () => {
    expect(keywordBaseline({ id: 'x', title: 'Our crm', body: '' }, signals.signals)).toBe(true);
    expect(keywordBaseline({ id: 'x', title: 'Hubspot alternative?', body: '' }, signals.signals)).toBe(true);
    expect(keywordBaseline({ id: 'x', title: 'Hubspot', body: 'is fine' }, signals.signals)).toBe(false);
  });

  it('counts precision, recall and F1 for the scorer and the baseline', () => {
    const evaluation = evaluateBusiness(signals, posts);
    expect(evaluation.labelled).toBe(7);
    expect(evaluation.local).toEqual({ tp: 2, fp: 0, fn: 0, tn: 5 });
    expect(evaluation.baseline).toEqual({ tp: 1, fp: 4, fn: 1, tn: 1 });
    expect(metrics(evaluation.baseline)).toEqual({ precision: 0.2, recall: 0.5, f1: 0.2 / 0.7 });
    expect(metrics(emptyConfusion())).toEqual({ precision: 0, recall: 0, f1: 0 });
  });

  // The labelled set in api/eval (written separately from the scorer): a regression guard that the
  // scorer stays clearly better than matching keywords.
  const evalDir = path.join(here, '..', '..', '..', 'eval');
  it.runIf(existsSync(evalDir))('beats the keyword baseline on the labelled evaluation set', () => {
    const local = emptyConfusion();
    const baseline = emptyConfusion();
    for (const file of readdirSync(evalDir).filter((name) => name.endsWith('.signals.json'))) {
      const business = file.slice(0, -'.signals.json'.length);
      const evaluation = evaluateBusiness(
        parseSignalsFile(readFileSync(path.join(evalDir, file), 'utf8')),
        parsePostsJsonl(readFileSync(path.join(evalDir, `${business}.posts.jsonl`), 'utf8')),
      );
      addConfusion(local, evaluation.local);
      addConfusion(baseline, evaluation.baseline);
    }
    expect(local.tp + local.fn).toBeGreaterThan(50);
    expect(metrics(local).f1).toBeGreaterThan(metrics(baseline).f1 + 0.15);
    expect(metrics(local).precision).toBeGreaterThan(metrics(baseline).precision);
  });
});
