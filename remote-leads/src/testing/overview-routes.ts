// GET /api/v1/leads/{projectId}/overview, in memory, as the API answers it (api/src/leads/overview-query.ts):
// the last `days` UTC days (30 by default, 1 to 90), oldest first, each listed lead once under its
// best-scoring signal (null: none), and every listed lead per status.
import type { LeadOverview } from '@signalboard/shared/api';
import { errorReply, type ApiRoutes } from '@signalboard/shared/testing';
import type { LeadsListState } from './leads-list-routes';

const dayMs = 86_400_000;

/** The overview of `state`'s listed leads as of `now`. */
export function overviewOf(state: LeadsListState, days = 30, now = new Date()): LeadOverview {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = today - (days - 1) * dayMs;
  const listed = state.leads.filter((lead) => !state.deleted.has(lead.id));
  const perDay = new Map<string, Map<string | null, number>>();
  for (const lead of listed) {
    const at = new Date(lead.published_at).getTime();
    if (at < start || at >= today + dayMs) continue;
    const date = new Date(at).toISOString().slice(0, 10);
    // The list gives matches best first, so the first is the one the API counts the lead under.
    const signal = lead.matches[0]?.intent_signal_id ?? null;
    const counts = perDay.get(date) ?? new Map<string | null, number>();
    counts.set(signal, (counts.get(signal) ?? 0) + 1);
    perDay.set(date, counts);
  }
  const perStatus = new Map<string | null, number>();
  for (const lead of listed)
    perStatus.set(lead.status_config_id, (perStatus.get(lead.status_config_id) ?? 0) + 1);
  return {
    days: Array.from({ length: days }, (_, index) => {
      const date = new Date(start + index * dayMs).toISOString().slice(0, 10);
      const bySignal = [...(perDay.get(date) ?? new Map<string | null, number>())].map(([id, count]) => ({
        intent_signal_id: id,
        count,
      }));
      return { date, by_signal: bySignal, total: bySignal.reduce((sum, item) => sum + item.count, 0) };
    }),
    by_status: [...perStatus].map(([id, count]) => ({ status_config_id: id, count })),
  };
}

export function overviewRoutes(
  state: LeadsListState,
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  return {
    'GET /api/v1/leads/:projectId/overview': ({ authorization, query }) => {
      if (!signedIn(authorization)) return errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
      const days = query.days === undefined ? 30 : Number(query.days);
      if (!Number.isInteger(days) || days < 1 || days > 90)
        return {
          status: 422,
          body: { detail: 'days: must be 1 to 90', code: 'VALIDATION_ERROR', field: 'days' },
        };
      return { status: 200, body: overviewOf(state, days) };
    },
  };
}
