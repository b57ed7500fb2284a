import { contactedSentence, duration, firstTouchSentence } from '../speed-words';
import { emptyReplySpeed } from '../../../testing/reply-speed-routes';

describe('reply speed in words', () => {
  it('says durations as people do: minutes below an hour, hours and minutes below a day, then days', () => {
    expect([0, 59, 60, 89, 91, 3_599, 3_600, 7_800, 86_399, 86_400, 93_600, 172_800].map(duration)).toEqual([
      'under 1 min',
      'under 1 min',
      '1 min',
      '1 min',
      '2 min',
      '1 h',
      '1 h',
      '2 h 10 min',
      '1 d',
      '1 d',
      '1 d 2 h',
      '2 d',
    ]);
  });

  it('counts one lead in the singular', () => {
    const week = emptyReplySpeed(7);
    week.totals = { ...week.totals, found: 1, waiting: 1 };
    expect(firstTouchSentence(week)).toBe('First touch: none yet, 1 lead waiting');
    expect(contactedSentence(week)).toBe('Contacted: none of 1 lead yet');
  });
});
