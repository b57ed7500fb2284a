import { describe, expect, it } from 'vitest';
import {
  findUnstorableText,
  storableText,
  storableValue,
  unstorableProblem,
} from '../../src/text/storable-text.js';

describe('text PostgreSQL can store', () => {
  it('finds a NUL and lone surrogates, not a surrogate pair', () => {
    expect(unstorableProblem('a\u0000b')).toBe('nul');
    expect(unstorableProblem('a\ud800')).toBe('lone-surrogate');
    expect(unstorableProblem('\udc00a')).toBe('lone-surrogate');
    expect(unstorableProblem('\ude80\ud83d')).toBe('lone-surrogate');
    expect(unstorableProblem('rocket \ud83d\ude80')).toBeNull();
    expect(unstorableProblem('plain')).toBeNull();
  });

  it('cleans: NUL dropped, a lone surrogate becomes U+FFFD, pairs kept', () => {
    expect(storableText('a\u0000b\ud800c\ud83d\ude80')).toBe('ab\ufffdc\ud83d\ude80');
  });

  it('names the first bad field by its path, keys included, and skips what the caller checks', () => {
    expect(findUnstorableText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({
      path: 'a.1.c',
      problem: 'nul',
    });
    expect(findUnstorableText({ ['k\u0000']: 1 })).toEqual({ path: 'k\\u0000', problem: 'nul' });
    expect(findUnstorableText('\ud800')).toEqual({ path: '', problem: 'lone-surrogate' });
    expect(findUnstorableText({ content: 'a\u0000', ok: 'b' }, new Set(['content']))).toBeNull();
    expect(findUnstorableText({ n: 1, b: true, z: null })).toBeNull();
  });

  it('walks and cleans JSON nested 100,000 deep without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)?.problem).toBe('nul');
    let cleaned = storableValue(deep);
    for (let i = 0; i < 100_000; i += 1) cleaned = (cleaned as unknown[])[0];
    expect(cleaned).toBe('bottom');
  });

  it('returns clean values untouched (no copy), and copies with clean keys otherwise', () => {
    const clean = { a: ['b'], n: 1 };
    expect(storableValue(clean)).toBe(clean);
    expect(storableValue({ ['k\u0000']: ['v\udc00', 2, null] })).toEqual({ k: ['v\ufffd', 2, null] });
  });
});
