import { describe, expect, it } from 'vitest';
import { readInstruction } from '../../src/brainstorm/read-instruction.js';

describe('readInstruction', () => {
  it('reads several steps in one sentence', () => {
    expect(
      readInstruction(
        'Please exclude posts about agencies or students, and focus on enterprise buyers but include "SOC 2"',
      ),
    ).toEqual([
      { kind: 'exclude', terms: ['agencies', 'students'] },
      { kind: 'focus', terms: ['enterprise buyers'] },
      { kind: 'include', terms: ['SOC 2'] },
    ]);
    expect(readInstruction('')).toEqual([]);
    expect(
      readInstruction('Exclude resellers, e.g. Amazon sellers. Focus on small shops, i.e. under 10 staff'),
    ).toEqual([
      { kind: 'exclude', terms: ['resellers', 'Amazon sellers'] },
      { kind: 'focus', terms: ['small shops', 'under 10 staff'] },
    ]);
    expect(readInstruction('call it Price shoppers')).toEqual([{ kind: 'rename', name: 'Price shoppers' }]);
  });
});
