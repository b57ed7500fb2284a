// GET /api/v1/leads/{projectId}/reply_speed (issue 26): how fast the team first touches and contacts the
// leads found in the last 7 or 30 days, overall, per member, per intent signal and per day.
import { queryOptions, useQuery } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { components } from './schema.gen';

export type ReplySpeed = components['schemas']['ReplySpeed'];
export type ReplySpeedTotals = components['schemas']['ReplySpeedTotals'];
export type ReplySpeedMember = components['schemas']['ReplySpeedMember'];
export type ReplySpeedSignal = components['schemas']['ReplySpeedSignal'];
export type ReplySpeedDay = components['schemas']['ReplySpeedDay'];

/** The windows the API answers (api/src/schemas/reply-speed.ts); 7 is its default. */
export const REPLY_SPEED_WINDOWS = [7, 30] as const;
export type ReplySpeedWindow = (typeof REPLY_SPEED_WINDOWS)[number];
export const REPLY_SPEED_FAILED = 'Could not load the reply speed';

export function getReplySpeed(projectId: string, days: ReplySpeedWindow = 7): Promise<ReplySpeed> {
  return unwrap(
    apiClient().GET('/api/v1/leads/{projectId}/reply_speed', {
      params: { path: { projectId }, query: { days } },
    }),
    REPLY_SPEED_FAILED,
  );
}

/** Under replySpeed(projectId), one entry per window; touches happen all day, so fresh for a minute. */
export const replySpeedQueryOptions = (projectId: string, days: ReplySpeedWindow = 7) =>
  queryOptions({
    queryKey: [...queryKeys.replySpeed(projectId), days] as const,
    queryFn: () => getReplySpeed(projectId, days),
    staleTime: 60_000,
  });

/** The project's reply speed over `days`; idle while signed out or without an id. */
export function useReplySpeed(projectId: string | undefined, days: ReplySpeedWindow = 7) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    ...replySpeedQueryOptions(projectId ?? '', days),
    enabled: signedIn && Boolean(projectId),
  });
}
