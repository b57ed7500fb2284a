import type { Static } from 'typebox';
import { personName } from '../leads/lead-actor.js';
import type { ReplySpeedGroup, ReplySpeedRows } from '../repositories/reply-speed-repository.js';
import type { ReplySpeedSchema } from '../schemas/reply-speed.js';

type ReplySpeed = Static<typeof ReplySpeedSchema>;

const dayMs = 86_400_000;
const whole = (value: number | null) => (value === null ? null : Math.round(value));

/** The first UTC midnight of a window of `days` days that ends today (today included), as the overview counts. */
export function replySpeedSince(days: number, now = new Date()): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * dayMs);
}

function speed(group: ReplySpeedGroup) {
  return {
    found: group.found,
    touched: group.touched,
    waiting: group.found - group.touched,
    contacted: group.contacted,
    first_touch_median_seconds: whole(group.touchMedian),
    first_touch_p90_seconds: whole(group.touchP90),
    contacted_median_seconds: whole(group.contactedMedian),
    contacted_p90_seconds: whole(group.contactedP90),
  };
}

/**
 * The Team panel's numbers in seconds, whole. A person who still belongs to the project is named as they
 * are now; one who left by the name they acted under, as a former member (as the lead history shows them).
 */
export function toReplySpeed(rows: ReplySpeedRows, days: number, since: Date): ReplySpeed {
  const byDay = new Map(rows.days.map((day) => [day.date, day]));
  return {
    days,
    since: since.toISOString(),
    contacted_status: rows.contactedStatus,
    totals: speed(rows.totals),
    by_member: rows.members
      .map((member) => {
        const current =
          member.belongs && member.email !== null
            ? personName({ firstName: member.firstName, lastName: member.lastName, email: member.email })
            : null;
        return {
          user_id: member.userId,
          name: current ?? member.label ?? 'former member',
          former_member: current === null,
          ...speed(member),
        };
      })
      .sort((a, b) => b.touched - a.touched || a.name.localeCompare(b.name)),
    by_signal: rows.signals.map((signal) => ({
      intent_signal_id: signal.intentSignalId,
      name: signal.name,
      ...speed(signal),
    })),
    series: Array.from({ length: days }, (_, index) => {
      const date = new Date(since.getTime() + index * dayMs).toISOString().slice(0, 10);
      const day = byDay.get(date);
      return {
        date,
        found: day?.found ?? 0,
        touched: day?.touched ?? 0,
        first_touch_median_seconds: whole(day?.touchMedian ?? null),
      };
    }),
  };
}
