// /api/v1/project/{projectId}/webhooks: signed outbound webhooks that send lead events to a team's own
// systems (Standard Webhooks), and each endpoint's delivery log. Creating an endpoint and rotating its
// secret are the only answers that hold the secret in clear.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import type { components } from './schema.gen';

export type OutboundWebhook = components['schemas']['OutboundWebhook'];
export type OutboundWebhookWithSecret = components['schemas']['OutboundWebhookWithSecret'];
export type NewOutboundWebhook = components['schemas']['OutboundWebhookCreate'];
export type OutboundWebhookChange = components['schemas']['OutboundWebhookUpdate'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookDeliveryPage = components['schemas']['WebhookDeliveryPage'];
export type WebhookEventType = OutboundWebhook['events'][number];

export const outboundWebhookKeys = {
  all: (projectId: string) => ['project', projectId, 'outbound-webhooks'] as const,
  deliveries: (projectId: string, webhookId: string, limit: number) =>
    ['project', projectId, 'outbound-webhooks', webhookId, 'deliveries', limit] as const,
};

export function listOutboundWebhooks(projectId: string): Promise<OutboundWebhook[]> {
  return unwrap(
    apiClient().GET('/api/v1/project/{projectId}/webhooks', { params: { path: { projectId } } }),
    'Failed to load the webhooks',
  );
}

export function createOutboundWebhook(
  projectId: string,
  body: NewOutboundWebhook,
): Promise<OutboundWebhookWithSecret> {
  return unwrap(
    apiClient().POST('/api/v1/project/{projectId}/webhooks', { params: { path: { projectId } }, body }),
    'Could not add the webhook',
  );
}

export function updateOutboundWebhook(
  projectId: string,
  webhookId: string,
  body: OutboundWebhookChange,
): Promise<OutboundWebhook> {
  return unwrap(
    apiClient().PATCH('/api/v1/project/{projectId}/webhooks/{webhookId}', {
      params: { path: { projectId, webhookId } },
      body,
    }),
    'Could not save the webhook',
  );
}

export async function deleteOutboundWebhook(projectId: string, webhookId: string): Promise<void> {
  await unwrap(
    apiClient().DELETE('/api/v1/project/{projectId}/webhooks/{webhookId}', {
      params: { path: { projectId, webhookId } },
    }),
    'Could not delete the webhook',
  );
}

export function rotateOutboundWebhookSecret(
  projectId: string,
  webhookId: string,
): Promise<OutboundWebhookWithSecret> {
  return unwrap(
    apiClient().POST('/api/v1/project/{projectId}/webhooks/{webhookId}/rotate-secret', {
      params: { path: { projectId, webhookId } },
    }),
    'Could not make a new signing secret',
  );
}

export function sendTestWebhook(projectId: string, webhookId: string): Promise<WebhookDelivery> {
  return unwrap(
    apiClient().POST('/api/v1/project/{projectId}/webhooks/{webhookId}/test', {
      params: { path: { projectId, webhookId } },
    }),
    'Could not send a test event',
  );
}

export function listWebhookDeliveries(
  projectId: string,
  webhookId: string,
  limit: number,
): Promise<WebhookDeliveryPage> {
  return unwrap(
    apiClient().GET('/api/v1/project/{projectId}/webhooks/{webhookId}/deliveries', {
      params: { path: { projectId, webhookId }, query: { limit, skip: 0 } },
    }),
    'Failed to load the deliveries',
  );
}

export function redeliverWebhook(
  projectId: string,
  webhookId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  return unwrap(
    apiClient().POST('/api/v1/project/{projectId}/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver', {
      params: { path: { projectId, webhookId, deliveryId } },
    }),
    'Could not redeliver the event',
  );
}

export const outboundWebhooksQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: outboundWebhookKeys.all(projectId),
    queryFn: () => listOutboundWebhooks(projectId),
  });

export function useOutboundWebhooks(projectId: string) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...outboundWebhooksQueryOptions(projectId), enabled: signedIn && Boolean(projectId) });
}

/**
 * An endpoint's newest deliveries; refreshed every few seconds while one is still pending, so a test
 * event's outcome appears by itself.
 */
export function useWebhookDeliveries(projectId: string, webhookId: string, limit = 10) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    queryKey: outboundWebhookKeys.deliveries(projectId, webhookId, limit),
    queryFn: () => listWebhookDeliveries(projectId, webhookId, limit),
    enabled: signedIn,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.state === 'pending' && delivery.attempts === 0)
        ? 2_000
        : false,
  });
}

/** Each mutation refetches the endpoints (and their logs) once it is done. */
function useWebhookMutation<V, R>(projectId: string, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboundWebhookKeys.all(projectId) }),
  });
}

/** The result holds the secret, for the one screen that shows it. */
export function useCreateOutboundWebhook(projectId: string) {
  return useWebhookMutation(projectId, (body: NewOutboundWebhook) => createOutboundWebhook(projectId, body));
}

export function useUpdateOutboundWebhook(projectId: string) {
  return useWebhookMutation(projectId, (input: { webhookId: string; change: OutboundWebhookChange }) =>
    updateOutboundWebhook(projectId, input.webhookId, input.change),
  );
}

export function useDeleteOutboundWebhook(projectId: string) {
  return useWebhookMutation(projectId, (webhookId: string) => deleteOutboundWebhook(projectId, webhookId));
}

export function useRotateOutboundWebhookSecret(projectId: string) {
  return useWebhookMutation(projectId, (webhookId: string) =>
    rotateOutboundWebhookSecret(projectId, webhookId),
  );
}

export function useSendTestWebhook(projectId: string) {
  return useWebhookMutation(projectId, (webhookId: string) => sendTestWebhook(projectId, webhookId));
}

export function useRedeliverWebhook(projectId: string) {
  return useWebhookMutation(projectId, (input: { webhookId: string; deliveryId: string }) =>
    redeliverWebhook(projectId, input.webhookId, input.deliveryId),
  );
}
