// The words of measured precision (the card) and of the threshold's preview on judged leads.
import { testJudged } from '../../../testing/lead-quality-routes';
import { measuredPrecision } from '../measured-precision';
import { previewJudged } from '../threshold-preview';

/** 50 verdicts: 41 good (33 of them scoring 70, 5 at 55, 3 at 45), 9 not (2 at 65, 7 at 30). */
const fifty = testJudged({ 45: 3, 55: 5, 70: 33 }, { 30: 7, 65: 2 });

// The share's "%" is held to its number by a no-break space.
describe('measured precision', () => {
  it('gives the share of good leads among the last judged, from 10 verdicts', () => {
    expect(measuredPrecision(fifty)).toEqual({
      measured: true,
      sentence: 'Of the last 50 leads you judged, 41 were good (82\u00a0%).',
      detail:
        '9 were marked Not a lead. Counted from the 50 most recent verdicts (or all of them when there are ' +
        'fewer), by when they were given; deleted leads are left out.',
    });
    const twelve = testJudged({ 80: 11 }, { 20: 1 });
    expect(measuredPrecision(twelve).sentence).toBe(
      'Of the last 12 leads you judged, 11 were good (92\u00a0%).',
    );
    expect(measuredPrecision(twelve).detail).toMatch(/^1 was marked Not a lead\./);
    expect(measuredPrecision(testJudged({ 80: 1 }, { 20: 9 })).sentence).toBe(
      'Of the last 10 leads you judged, 1 was good (10\u00a0%).',
    );
  });

  it('says how many verdicts there are below 10, and how to add more', () => {
    const none = measuredPrecision(testJudged());
    expect(none.measured).toBe(false);
    expect(none.sentence).toBe('No lead has been judged yet.');
    expect(none.detail).toBe(
      'Mark leads Good lead or Not a lead in the lead list to fill this in: from 10 verdicts, this shows ' +
        'how many of the leads you judged were good.',
    );
    expect(measuredPrecision(testJudged({ 70: 1 })).sentence).toBe(
      '1 lead judged so far: 1 good, 0 not a lead.',
    );
    expect(measuredPrecision(testJudged({ 70: 6 }, { 10: 3 })).sentence).toBe(
      '9 leads judged so far: 6 good, 3 not a lead.',
    );
  });
});

describe('the threshold on judged leads', () => {
  it('counts the judged leads a threshold keeps and how many were good', () => {
    expect(previewJudged(fifty, 50, 50)).toEqual({
      sentence: 'Of the last 50 leads you judged, 40 score 50 or more: 38 good, 2 not (95\u00a0%).',
      effect: null,
    });
    expect(previewJudged(fifty, 100, 100)?.sentence).toBe(
      'Of the last 50 leads you judged, none scores 100 or more.',
    );
    expect(previewJudged(testJudged({ 70: 1 }, { 10: 9 }), 70, 70)?.sentence).toBe(
      'Of the last 10 leads you judged, 1 scores 70 or more: 1 good, 0 not (100\u00a0%).',
    );
  });

  it('says what a stricter threshold drops and a looser one lets in, against the saved one', () => {
    expect(previewJudged(fifty, 60, 50)).toEqual({
      sentence: 'Of the last 50 leads you judged, 35 score 60 or more: 33 good, 2 not (94\u00a0%).',
      effect: 'Compared with the saved 50, it would have dropped 5 good leads and 0 not.',
    });
    expect(previewJudged(fifty, 66, 50)?.effect).toBe(
      'Compared with the saved 50, it would have dropped 5 good leads and 2 not.',
    );
    expect(previewJudged(fifty, 50, 46)?.effect).toBe(
      'Compared with the saved 46, it would have dropped none of them.',
    );
    expect(previewJudged(fifty, 56, 55)?.effect).toBe(
      'Compared with the saved 55, it would have dropped 5 good leads and 0 not.',
    );
    expect(previewJudged(testJudged({ 55: 1, 70: 9 }), 60, 50)?.effect).toBe(
      'Compared with the saved 50, it would have dropped 1 good lead and 0 not.',
    );
    expect(previewJudged(fifty, 25, 50)?.effect).toBe(
      'Compared with the saved 50, it would have let in 10 more: 3 good, 7 not.',
    );
    expect(previewJudged(fifty, 46, 50)?.effect).toBe(
      'Compared with the saved 50, it would have let in no more of them.',
    );
  });

  it('says nothing below 10 verdicts (the card says why)', () => {
    expect(previewJudged(testJudged({ 70: 6 }, { 10: 3 }), 60, 50)).toBeNull();
  });
});
