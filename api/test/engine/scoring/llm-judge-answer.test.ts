import { describe, expect, it } from 'vitest';
import {
  acceptJudgement,
  fromStored,
  InvalidJudgement,
  storedReason,
} from '../../../src/engine/scoring/llm-judge-answer.js';

const answer = (overrides: Record<string, unknown> = {}) => ({
  is_lead: true,
  score: 84,
  reason_category: 'switching',
  reason: '  Plans to leave HubSpot at renewal.  ',
  ...overrides,
});

describe('acceptJudgement', () => {
  it('takes a verdict, a whole score, a category and a trimmed reason', () => {
    expect(acceptJudgement(answer({ score: 83.6 }))).toEqual({
      relevant: true,
      score: 84,
      category: 'switching',
      reason: 'Plans to leave HubSpot at renewal.',
    });
    expect(
      acceptJudgement(
        answer({ is_lead: false, score: 0, reason_category: 'wrong_buyer', reason: 'A student.' }),
      ),
    ).toEqual({ relevant: false, score: 0, category: 'wrong_buyer', reason: 'A student.' });
  });

  it.each([
    ['On behalf', 'on_behalf', true],
    ['how-to question', 'how_to_question', false],
    [' Vendor or self promotion ', 'vendor_or_self_promotion', false],
  ])('forgives the spelling %j of %s', (written, category, isLead) => {
    expect(acceptJudgement(answer({ is_lead: isLead, reason_category: written })).category).toBe(category);
  });

  it('cuts a long reason to 300 characters', () => {
    expect(acceptJudgement(answer({ reason: 'x'.repeat(1000) })).reason).toHaveLength(300);
  });

  it.each([
    ['an array', [answer()], 'the answer is not a JSON object'],
    ['null', null, 'the answer is not a JSON object'],
    ['the old shape', { relevant: true, score: 90, reason: 'Asks.' }, '"is_lead" is not a boolean'],
    ['is_lead as a string', answer({ is_lead: 'true' }), '"is_lead" is not a boolean'],
    ['a negative score', answer({ score: -1 }), '"score" is not a number from 0 to 100'],
    ['a score over 100', answer({ score: 101 }), '"score" is not a number from 0 to 100'],
    ['a score as a string', answer({ score: '90' }), '"score" is not a number from 0 to 100'],
    ['no category', answer({ reason_category: undefined }), '"reason_category" is missing'],
    ['an unknown category', answer({ reason_category: 'hot' }), '"reason_category" "hot" is not a category'],
    [
      'a non-lead category on a lead',
      answer({ reason_category: 'happy_user' }),
      '"is_lead" true disagrees with "reason_category" happy_user',
    ],
    [
      'a lead category on a non-lead',
      answer({ is_lead: false, reason_category: 'request' }),
      '"is_lead" false disagrees with "reason_category" request',
    ],
    ['an empty reason', answer({ reason: '  ' }), '"reason" is empty'],
  ])('refuses %s', (_name, value, message) => {
    expect(() => acceptJudgement(value)).toThrow(new InvalidJudgement(message));
  });
});

describe('the stored reason', () => {
  it('keeps the category in front of the reason and reads it back', () => {
    const judgement = acceptJudgement(answer());
    expect(storedReason(judgement)).toBe('[switching] Plans to leave HubSpot at renewal.');
    expect(fromStored({ relevant: true, score: 84, reason: storedReason(judgement) })).toEqual(judgement);
  });

  it('reads rows written before categories, and brackets that are no category, as plain reasons', () => {
    expect(fromStored({ relevant: true, score: 70, reason: 'Asks for a CRM.' })).toEqual({
      relevant: true,
      score: 70,
      reason: 'Asks for a CRM.',
    });
    expect(fromStored({ relevant: true, score: 70, reason: '[urgent] Asks today.' }).reason).toBe(
      '[urgent] Asks today.',
    );
  });
});
