// GET /api/v1/project/{id}/lead-quality as api/src/routes/project/lead-quality.ts answers it, from
// figures a test sets in `state.leadQuality` (a project with no triage yet by default); the saved
// threshold is the project's, so a PATCH of lead_threshold shows on the next read.
import type { LeadQuality } from '@signalboard/shared/api';
import { errorReply, type ApiRoutes } from '@signalboard/shared/testing';
import type { SettingsApi } from './settings-api';

export const testWeeks = Array.from({ length: 12 }, (_, index) =>
  new Date(Date.UTC(2025, 0, 6 + index * 7)).toISOString().slice(0, 10),
);

type Group = LeadQuality['totals'];

/** A group with the given counts per week (missing weeks are 0). */
export function testGroup(
  weeks: Partial<Record<number, [found: number, accepted: number, rejected: number]>> = {},
): Group {
  const weekly = testWeeks.map((week_start, index) => {
    const [found, accepted, rejected] = weeks[index] ?? [0, 0, 0];
    return { week_start, found, accepted, rejected };
  });
  const sum = (key: 'found' | 'accepted' | 'rejected') => weekly.reduce((n, w) => n + w[key], 0);
  return { found: sum('found'), accepted: sum('accepted'), rejected: sum('rejected'), weekly };
}

/** A histogram with `count` leads at each given score. */
export function testHistogram(scores: Record<number, number>): number[] {
  return Array.from({ length: 101 }, (_, score) => scores[score] ?? 0);
}

/** The last judged leads: the scores of those marked good and of those marked not a lead. */
export function testJudged(
  good: Record<number, number> = {},
  notGood: Record<number, number> = {},
): LeadQuality['judged'] {
  const good_scores = testHistogram(good);
  const not_good_scores = testHistogram(notGood);
  const sum = (histogram: number[]) => histogram.reduce((n, count) => n + count, 0);
  const [goodCount, notGoodCount] = [sum(good_scores), sum(not_good_scores)];
  return {
    window: 50,
    total: goodCount + notGoodCount,
    good: goodCount,
    not_good: notGoodCount,
    good_scores,
    not_good_scores,
  };
}

export function testLeadQuality(
  overrides: Partial<Omit<LeadQuality, 'lead_threshold'>> = {},
): Omit<LeadQuality, 'lead_threshold'> {
  return {
    weeks: testWeeks,
    totals: testGroup(),
    by_signal: [],
    by_source: [],
    rejection_reasons: (
      [
        'no_buying_intent',
        'wrong_buyer',
        'vendor_or_self_promotion',
        'job_post',
        'other_meaning',
        'other',
      ] as const
    ).map((reason) => ({ reason, count: 0 })),
    recent: { days: 30, total: 0, score_histogram: testHistogram({}) },
    judged: testJudged(),
    scoring: {
      local_model: {
        kind: 'learned',
        version: 1,
        encoder: 'use-lite-512',
        trained_on: ['acme-crm'],
        embeddings: true,
      },
      llm: { configured: false, model: null },
    },
    ...overrides,
  };
}

export function leadQualityRoutes(
  state: SettingsApi['state'],
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  return {
    'GET /api/v1/project/:id/lead-quality': ({ authorization, params }) => {
      if (!signedIn(authorization)) return errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
      const project = state.projects.find((p) => p.id === params.id);
      if (!project) return errorReply(404, 'PROJECT_NOT_FOUND', 'Project not found.');
      return { status: 200, body: { lead_threshold: project.lead_threshold, ...state.leadQuality } };
    },
  };
}
