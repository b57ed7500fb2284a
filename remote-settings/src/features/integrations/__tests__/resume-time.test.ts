import { resumeTime } from '../resume-time';

describe('when pushes go on after a rate limit', () => {
  const now = new Date(2025, 1, 3, 9, 0);

  it('is the time alone today', () => {
    const at = new Date(2025, 1, 3, 14, 32);
    const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(at);
    expect(resumeTime(at.toISOString(), now)).toBe(time);
  });

  it('carries the date on another day, and leaves what is not a date as it is', () => {
    const at = new Date(2025, 1, 4, 0, 5);
    expect(resumeTime(at.toISOString(), now)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(at),
    );
    expect(resumeTime('soon', now)).toBe('soon');
  });
});
