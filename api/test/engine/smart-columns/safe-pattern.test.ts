import { describe, expect, it } from 'vitest';
import { evaluateSmartColumnLocally } from '../../../src/engine/smart-columns/evaluate.js';
import {
  compilePattern,
  lowerPattern,
  matchPattern,
  patternProblem,
} from '../../../src/engine/smart-columns/safe-pattern.js';

describe('user patterns', () => {
  it.each([
    String.raw`\bdemo\b`,
    String.raw`(?:free|paid)\s+trial`,
    String.raw`\d+\s?(?:users|seats)`,
    String.raw`[(+*]+`,
    String.raw`migrat(e|ing) from \w+`,
    // Shapes that backtrack catastrophically elsewhere are fine on the linear engine.
    String.raw`(a+)+$`,
    String.raw`(a|ab)*c`,
  ])('accepts %s', (pattern) => {
    expect(patternProblem(pattern)).toBeNull();
    expect(compilePattern(pattern)).toBeInstanceOf(RegExp);
  });

  it.each([
    [String.raw`(a)\1`, /can make matching very slow/],
    [String.raw`(?<=price )\d+`, /can make matching very slow/],
    [String.raw`foo(?!bar)`, /can make matching very slow/],
    ['(unclosed', /not a valid regular expression/],
    ['a'.repeat(201), /at most 200 characters/],
  ])('refuses %s', (pattern, problem) => {
    expect(patternProblem(pattern)).toMatch(problem);
    expect(compilePattern(pattern)).toBeNull();
    expect(matchPattern(pattern, 'aaaa price 12 foobaz')).toBeNull();
  });

  it('matches case-insensitively and answers the text as written', () => {
    expect(lowerPattern(String.raw`\D\S\p{Lu}\u{C9}\cJ ABC [A-Z]`)).toBe(
      String.raw`\D\S\p{Lu}\u{C9}\cJ abc [a-z]`,
    );
    expect(matchPattern(String.raw`\d+\s?SEATS`, 'We need 12 Seats now')).toBe('12 Seats');
    expect(matchPattern(String.raw`\bDEMO\b`, 'no demos here')).toBeNull();
  });

  it.each([String.raw`(a+)+$`, String.raw`a*a*a*b`, String.raw`(\w+\s?)*x`])(
    'runs %s over a huge post in linear time',
    (pattern) => {
      const post = { title: null, body: 'a'.repeat(500_000) };
      const started = performance.now();
      const answer = evaluateSmartColumnLocally({ kind: 'boolean', rules: { patterns: [pattern] } }, post);
      expect(answer.bool_value).toBe(pattern === String.raw`(a+)+$`);
      // The backtracking engine takes minutes to years here.
      expect(performance.now() - started).toBeLessThan(1000);
    },
  );
});
