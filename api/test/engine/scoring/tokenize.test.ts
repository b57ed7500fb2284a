import { describe, expect, it } from 'vitest';
import { sentenceBreak, stem, stemSequence, tokenize } from '../../../src/engine/scoring/tokenize.js';

describe('tokenize', () => {
  it('lower-cases words and keeps technical names whole', () => {
    expect(tokenize('Moving our C++ and C# code to Node.js, not F#!')).toEqual([
      'moving',
      'our',
      'c++',
      'and',
      'c#',
      'code',
      'to',
      'node.js',
      'not',
      'f#',
      sentenceBreak,
    ]);
  });

  it('splits on hyphens, slashes and commas but marks sentence ends', () => {
    expect(tokenize('project-management/CRM, cheap. Next one')).toEqual([
      'project',
      'management',
      'crm',
      'cheap',
      sentenceBreak,
      'next',
      'one',
    ]);
  });

  it('reads Unicode letters and digits and drops possessive \u2019s', () => {
    expect(tokenize('HubSpot\u2019s Preise für 5 Nutzer: zu teuer')).toEqual([
      'hubspot',
      'preise',
      'für',
      '5',
      'nutzer',
      sentenceBreak,
      'zu',
      'teuer',
    ]);
  });
});

describe('stem', () => {
  it('reduces English inflections to one stem', () => {
    expect(stem('recommendations')).toBe(stem('recommendation'));
    expect(stem('switching')).toBe(stem('switch'));
    expect(stem('pricing')).toBe(stem('price'));
    expect(stem('alternatives')).toBe(stem('alternative'));
  });

  it('leaves names with digits or symbols and short words alone', () => {
    expect(stem('node.js')).toBe('node.js');
    expect(stem('s3')).toBe('s3');
    expect(stem('crm')).toBe('crm');
  });

  it('stems a text in order, breaks kept', () => {
    expect(stemSequence('Looking for invoices. Thanks')).toEqual([
      'look',
      'for',
      'invoic',
      sentenceBreak,
      'thank',
    ]);
  });
});
