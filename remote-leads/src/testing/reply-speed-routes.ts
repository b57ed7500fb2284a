// GET /api/v1/leads/{projectId}/reply_speed, in memory: the answer the test put in `state` for each
// window, and the API's 422 naming `days` for any window but 7 or 30 (api/src/schemas/reply-speed.ts).
import type { ReplySpeed, ReplySpeedWindow } from '@signalboard/shared/api';
import { errorReply, type ApiRoutes } from '@signalboard/shared/testing';

export type ReplySpeedState = Record<ReplySpeedWindow, ReplySpeed>;

const dayMs = 86_400_000;

/** An empty window as the API answers it: zeros, nulls, and every day of the window. */
export function emptyReplySpeed(days: ReplySpeedWindow, now = new Date()): ReplySpeed {
  const since = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * dayMs;
  return {
    days,
    since: new Date(since).toISOString(),
    contacted_status: { id: '44444444-4444-4444-8444-444444444444', name: 'Contacted' },
    totals: {
      found: 0,
      touched: 0,
      waiting: 0,
      contacted: 0,
      first_touch_median_seconds: null,
      first_touch_p90_seconds: null,
      contacted_median_seconds: null,
      contacted_p90_seconds: null,
    },
    by_member: [],
    by_signal: [],
    series: Array.from({ length: days }, (_, index) => ({
      date: new Date(since + index * dayMs).toISOString().slice(0, 10),
      found: 0,
      touched: 0,
      first_touch_median_seconds: null,
    })),
  };
}

export function replySpeedRoutes(
  state: ReplySpeedState,
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  return {
    'GET /api/v1/leads/:projectId/reply_speed': ({ authorization, query }) => {
      if (!signedIn(authorization)) return errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
      const days = query.days === undefined ? 7 : Number(query.days);
      if (days !== 7 && days !== 30)
        return {
          status: 422,
          body: { detail: 'days: must be 7 or 30', code: 'VALIDATION_ERROR', field: 'days' },
        };
      return { status: 200, body: state[days] };
    },
  };
}
