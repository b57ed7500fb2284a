import { describe, expect, it } from 'vitest';
import { judgedBy } from '../lead-explanations';

const base = { terms: [], phrases: [], cues: [], negatives: [], reason: 'r' };

describe('which engine scored a match', () => {
  it('names the learned model when the explanation carries its reasons, keyword matching when not', () => {
    expect(judgedBy({ ...base, source: 'local', reasons: ['asks for a recommendation'] })).toBe(
      'Scored on this server by the learned model',
    );
    expect(judgedBy({ ...base, source: 'local' })).toBe('Scored by keyword matching');
  });

  it("gives the AI's category in words, and the local score it replaced", () => {
    expect(judgedBy({ ...base, source: 'llm', local_score: 41, category: 'wrong_buyer' })).toBe(
      'Judged by the AI (local score 41): wrong buyer',
    );
  });
});
