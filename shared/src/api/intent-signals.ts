// /api/v1/leads/{projectId}/intent_signals and /unread_count: what a project listens for, and how
// many of its leads nobody has read yet.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { IntentSignal, IntentSignalsUpdate } from './types';

export function listIntentSignals(projectId: string): Promise<IntentSignal[]> {
  return unwrap(
    apiClient().GET('/api/v1/leads/{projectId}/intent_signals', { params: { path: { projectId } } }),
    'Failed to load the intent signals',
  );
}

/**
 * Creates and changes signals in one go (items with `id` change that signal, items without are new;
 * signals left out are kept). Answers the project's whole list afterwards.
 */
export function saveIntentSignals(projectId: string, body: IntentSignalsUpdate): Promise<IntentSignal[]> {
  return unwrap(
    apiClient().PUT('/api/v1/leads/{projectId}/intent_signals', { params: { path: { projectId } }, body }),
    'Could not save the intent signals',
  );
}

export async function deleteIntentSignal(projectId: string, id: string): Promise<void> {
  await unwrap(
    apiClient().DELETE('/api/v1/leads/{projectId}/intent_signals/{id}', {
      params: { path: { projectId, id } },
    }),
    'Could not delete the intent signal',
  );
}

/** Leads of the project neither read nor deleted. */
export async function unreadCount(projectId: string): Promise<number> {
  const body = await unwrap(
    apiClient().GET('/api/v1/leads/{projectId}/unread_count', { params: { path: { projectId } } }),
    'Failed to load the unread count',
  );
  return body.unread_count;
}

/** The caller's own unread leads of the project (given to them), counted up to 1,000. */
export async function myUnreadCount(projectId: string): Promise<number> {
  const body = await unwrap(
    apiClient().GET('/api/v1/leads/{projectId}/unread_count', {
      params: { path: { projectId }, query: { assignee: 'me' } },
    }),
    'Failed to load your unread count',
  );
  return body.unread_count;
}

export const intentSignalsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: queryKeys.intentSignals(projectId), queryFn: () => listIntentSignals(projectId) });

export const unreadCountQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: queryKeys.unreadCount(projectId), queryFn: () => unreadCount(projectId) });

/** The project's signals in order; idle while signed out or without an id. */
export function useIntentSignals(projectId: string | undefined) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...intentSignalsQueryOptions(projectId ?? ''), enabled: signedIn && Boolean(projectId) });
}

/** The project's unread lead count; idle while signed out or without an id. */
export function useUnreadCount(projectId: string | undefined) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...unreadCountQueryOptions(projectId ?? ''), enabled: signedIn && Boolean(projectId) });
}

/**
 * The caller's own unread leads, for a badge that counts "mine"; idle unless `enabled`. Others give
 * leads to them without this screen knowing (the stream is the lead list's), so it is asked again every
 * 30 s and on focus, as the bell is.
 */
export function useMyUnreadCount(projectId: string | undefined, enabled: boolean) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    queryKey: queryKeys.myUnreadCount(projectId ?? ''),
    queryFn: () => myUnreadCount(projectId ?? ''),
    enabled: enabled && signedIn && Boolean(projectId),
    refetchInterval: 30_000,
  });
}

/** Saves signals (variables: the PUT body); the answer becomes the cached list. */
export function useSaveIntentSignals(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntentSignalsUpdate) => saveIntentSignals(projectId, body),
    onSuccess: (signals) => queryClient.setQueryData(queryKeys.intentSignals(projectId), signals),
  });
}

/** Deletes one signal (variables: its id); it leaves the cached list, which is then refreshed. */
export function useDeleteIntentSignal(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteIntentSignal(projectId, id),
    onSuccess: async (_data, id) => {
      queryClient.setQueryData<IntentSignal[]>(queryKeys.intentSignals(projectId), (list) =>
        list?.filter((signal) => signal.id !== id),
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.intentSignals(projectId) });
    },
  });
}
