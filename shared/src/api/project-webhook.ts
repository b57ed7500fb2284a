// /api/v1/project/{projectId}/webhook: the project's inbound webhook address and a hint of its
// signing secret; rotating makes a new secret, the only answer that holds it in clear.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import { useSession } from '../session/session-store';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';

// Hand-typed until the OpenAPI client is regenerated with the import and webhook routes.
export interface ProjectWebhook {
  /** Where signed requests go (POST /api/v1/inbound/{projectId}). */
  url: string;
  /** A recognisable part of the secret, never the secret itself. */
  secret_hint: string | null;
  enabled: boolean;
}

/** The new secret, in clear: shown once, never kept in the query cache. */
export interface RotatedWebhookSecret {
  url: string;
  secret: string;
}

type Json<T> = { headers: { [name: string]: unknown }; content: { 'application/json': T } };
interface NoParameters {
  query?: never;
  header?: never;
  path?: never;
  cookie?: never;
}
interface ProjectPath {
  query?: never;
  header?: never;
  path: { projectId: string };
  cookie?: never;
}

interface ProjectWebhookPaths {
  '/api/v1/project/{projectId}/webhook': {
    parameters: NoParameters;
    get: { parameters: ProjectPath; requestBody?: never; responses: { 200: Json<ProjectWebhook> } };
  };
  '/api/v1/project/{projectId}/webhook/rotate': {
    parameters: NoParameters;
    post: { parameters: ProjectPath; requestBody?: never; responses: { 200: Json<RotatedWebhookSecret> } };
  };
}
// End of the hand-typed part.

// The same client (base URL, bearer token, sign-out on 401), seen through the hand-typed paths.
const webhookClient = () => apiClient() as unknown as Client<ProjectWebhookPaths>;

export function getProjectWebhook(projectId: string): Promise<ProjectWebhook> {
  return unwrap(
    webhookClient().GET('/api/v1/project/{projectId}/webhook', { params: { path: { projectId } } }),
    'Failed to load the webhook',
  );
}

/** Replaces the signing secret: requests signed with the old one are refused from now on. */
export function rotateWebhookSecret(projectId: string): Promise<RotatedWebhookSecret> {
  return unwrap(
    webhookClient().POST('/api/v1/project/{projectId}/webhook/rotate', { params: { path: { projectId } } }),
    'Could not rotate the signing secret',
  );
}

export const projectWebhookQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.projectWebhook(projectId),
    queryFn: () => getProjectWebhook(projectId),
  });

export function useProjectWebhook(projectId: string | undefined, options: { enabled?: boolean } = {}) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    ...projectWebhookQueryOptions(projectId ?? ''),
    enabled: signedIn && Boolean(projectId) && (options.enabled ?? true),
  });
}

/**
 * Rotates, then refetches the webhook (its new hint) and the data sources (the stored secret, masked).
 * The secret itself stays in the mutation's result, for the one screen that shows it.
 */
export function useRotateWebhookSecret(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateWebhookSecret(projectId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.projectWebhook(projectId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dataSources(projectId) }),
      ]);
    },
  });
}
