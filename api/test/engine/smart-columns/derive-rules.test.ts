import { describe, expect, it } from 'vitest';
import { deriveRules } from '../../../src/engine/smart-columns/derive-rules.js';

describe('deriveRules', () => {
  it.each([
    ['Mentions a competitor?', 'boolean', { entities: ['competitor'], extract: null }],
    ['Budget mentioned?', 'boolean', { entities: ['price'], extract: null }],
    ['What price do they quote?', 'text', { entities: ['price'], extract: 'price' }],
    ['Is it a question?', 'boolean', { entities: ['question'], extract: null }],
    ['Which tool do they use?', 'text', { entities: ['competitor'], extract: 'competitor' }],
    ['Did they share a link?', 'text', { entities: ['url'], extract: 'url' }],
    ['Contact email address given?', 'text', { entities: ['email'], extract: 'email' }],
  ] as const)('%s (%s) → %j', (question, kind, expected) => {
    expect(deriveRules(question, kind)).toMatchObject({ match: 'any', keywords: [], ...expected });
  });

  it('falls back to the content words of the question as keywords', () => {
    expect(deriveRules('Mentions team size?', 'boolean')).toEqual({
      match: 'all',
      keywords: ['team', 'size'],
      patterns: [],
      entities: [],
      competitors: [],
      extract: null,
    });
    expect(
      deriveRules('Does the author talk about onboarding, migration, integrations or SSO?', 'text'),
    ).toMatchObject({
      match: 'any',
      keywords: ['onboarding', 'migration', 'integrations', 'SSO'],
      extract: 'keyword',
    });
  });

  it('takes quoted phrases as they are', () => {
    expect(deriveRules('Mentions "cold outreach" or "lead gen"?', 'boolean')).toMatchObject({
      keywords: ['cold outreach', 'lead gen'],
      match: 'any',
    });
  });

  it('gives rules that test nothing for an empty question', () => {
    expect(deriveRules('', 'boolean')).toMatchObject({ keywords: [], entities: [], extract: null });
  });
});
