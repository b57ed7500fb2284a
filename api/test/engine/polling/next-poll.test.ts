import { describe, expect, it } from 'vitest';
import {
  effectiveInterval,
  followsDefaultInterval,
  maxBackoffSeconds,
  pollIntervalBounds,
  rescheduledPoll,
  secondsUntilNextPoll,
} from '../../../src/engine/polling/next-poll.js';

const low = () => 0;
const high = () => 0.999_999;

describe('the interval a source polls at', () => {
  it('is its own when it has one, else the deployment default (longer or shorter than the default)', () => {
    expect(effectiveInterval(followsDefaultInterval, 300)).toBe(300);
    expect(effectiveInterval(3600, 300)).toBe(3600);
    expect(effectiveInterval(60, 300)).toBe(60);
  });

  it('may be chosen from one minute to one day, or shorter when the deployment default is', () => {
    expect(pollIntervalBounds(300)).toEqual({ min: 60, max: 86_400 });
    expect(pollIntervalBounds(30)).toEqual({ min: 30, max: 86_400 });
    expect(pollIntervalBounds(2)).toEqual({ min: 2, max: 86_400 });
  });
});

describe('the wait until the next poll', () => {
  it('is one interval ±10% after a success, and never sooner than the platform asked', () => {
    expect(secondsUntilNextPoll({ intervalSeconds: 300, failures: 0, random: low })).toBe(270);
    expect(secondsUntilNextPoll({ intervalSeconds: 300, failures: 0, random: high })).toBeCloseTo(330);
    expect(
      secondsUntilNextPoll({ intervalSeconds: 300, failures: 0, retryAfterSeconds: 900, random: high }),
    ).toBe(900);
  });

  it('doubles per failure up to 6 h, jittered, and never sooner than the platform asked', () => {
    const wait = (failures: number, retryAfterSeconds?: number) =>
      secondsUntilNextPoll({ intervalSeconds: 60, failures, retryAfterSeconds, random: () => 0.5 });
    expect([1, 2, 3].map((failures) => wait(failures))).toEqual([120, 240, 480]);
    expect(wait(50)).toBe(maxBackoffSeconds);
    expect(wait(1, 7200)).toBe(7200);
    expect(secondsUntilNextPoll({ intervalSeconds: 60, failures: 1, random: low })).toBe(108);
  });

  it('never polls a failing source more often than a healthy one (a daily source stays daily)', () => {
    expect(secondsUntilNextPoll({ intervalSeconds: 86_400, failures: 3, random: () => 0.5 })).toBe(86_400);
  });
});

describe('a changed interval', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

  it('applies a shorter interval from the last poll, not after the old, longer wait', () => {
    const next = rescheduledPoll(
      { lastPolledAt: minutes(-10), nextPollAt: minutes(110), consecutiveFailures: 0 },
      15 * 60,
      now,
    );
    // One 15-minute interval (±10%) after the poll 10 minutes ago.
    expect(next.getTime()).toBeGreaterThanOrEqual(minutes(3.5).getTime());
    expect(next.getTime()).toBeLessThanOrEqual(minutes(6.5).getTime());
  });

  it('makes a source already overdue for the new interval due now, and never delays what was planned', () => {
    const overdue = { lastPolledAt: minutes(-120), nextPollAt: minutes(60), consecutiveFailures: 0 };
    expect(rescheduledPoll(overdue, 60, now).getTime()).toBeLessThan(now.getTime());
    const longer = { lastPolledAt: minutes(-1), nextPollAt: minutes(4), consecutiveFailures: 0 };
    expect(rescheduledPoll(longer, 86_400, now)).toEqual(minutes(4));
    const never = { lastPolledAt: null, nextPollAt: null, consecutiveFailures: 0 };
    expect(rescheduledPoll(never, 60, now)).toEqual(now);
  });

  it('keeps a failing source backed off from the new interval', () => {
    const failing = { lastPolledAt: minutes(-1), nextPollAt: minutes(360), consecutiveFailures: 2 };
    const next = rescheduledPoll(failing, 60, now);
    // 60 s x 2^2 = 4 min (±10%) after the failed poll.
    expect(next.getTime()).toBeGreaterThanOrEqual(minutes(-1 + 3.6).getTime());
    expect(next.getTime()).toBeLessThanOrEqual(minutes(-1 + 4.4).getTime());
  });
});
