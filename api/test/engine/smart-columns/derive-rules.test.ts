import { describe, expect, it } from 'vitest';
import { deriveRules, deriveRulesFor } from '../../../src/engine/smart-columns/derive-rules.js';

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

  it.each([
    [
      'Does the poster say their team has fewer than 10 people?',
      'boolean',
      'team_size',
      { op: 'lt', value: 10 },
    ],
    ['Team size?', 'text', 'team_size', null],
    ['Is their company bigger than fifty people?', 'boolean', 'team_size', { op: 'gt', value: 50 }],
    ['Is their budget over $1k?', 'boolean', 'price', { op: 'gt', value: 1000 }],
    ['When do they need it by?', 'text', 'deadline', null],
    ['Is it urgent?', 'boolean', 'deadline', null],
    ['Where is the poster based?', 'text', 'location', null],
    ['Is the poster in the United States?', 'boolean', 'location', { op: 'is', value: ['United States'] }],
    [
      'Is the poster a founder or business owner?',
      'boolean',
      'role',
      { op: 'is', value: ['founder', 'owner'] },
    ],
    ["What is the poster's job title?", 'text', 'role', null],
    ['Does the poster ask a question?', 'boolean', 'question', null],
  ] as const)('%s (%s) → %s %j', (question, kind, entity, compare) => {
    expect(deriveRulesFor(question, kind)).toEqual({
      answerable: true,
      rules: expect.objectContaining({
        entities: [entity],
        compare,
        extract: kind === 'text' ? entity : null,
      }),
    });
  });

  it('says when only content words answer: the local rules cannot really answer that', () => {
    for (const question of ['Is the author likely to buy soon?', 'Is this person a good fit?', 'Sarcastic?'])
      expect(deriveRulesFor(question, 'boolean').answerable, question).toBe(false);
    expect(deriveRulesFor('Does the post mention Slack?', 'boolean')).toMatchObject({
      answerable: true,
      rules: { keywords: ['Slack'] },
    });
  });

  it('falls back to the content words of the question as keywords', () => {
    expect(deriveRules('Mentions onboarding pain?', 'boolean')).toEqual({
      match: 'all',
      keywords: ['onboarding', 'pain'],
      patterns: [],
      entities: [],
      competitors: [],
      extract: null,
      compare: null,
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
