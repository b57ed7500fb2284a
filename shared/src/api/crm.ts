// A project's CRMs (issue 27): connections (OAuth or a pasted token), the field mapping and push rule, the
// delivery log, and pushing leads by hand. Members only; guests never see any of it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { components } from './schema.gen';

export type CrmProvider = components['schemas']['CrmConnection']['provider'];
export type CrmConnection = components['schemas']['CrmConnection'];
export type CrmSettings = components['schemas']['CrmSettings'];
export type CrmPush = components['schemas']['CrmPush'];
export type CrmPushPage = components['schemas']['CrmPushPage'];
export type LeadCrmLink = components['schemas']['LeadCrmLink'];

export const CRM_PROVIDERS: readonly CrmProvider[] = ['hubspot', 'pipedrive', 'attio'];
export const CRM_LABELS: Record<CrmProvider, string> = {
  hubspot: 'HubSpot',
  pipedrive: 'Pipedrive',
  attio: 'Attio',
};

const path = (projectId: string, provider: CrmProvider) => ({ params: { path: { projectId, provider } } });

export function listCrmConnections(projectId: string): Promise<CrmConnection[]> {
  return unwrap(
    apiClient().GET('/api/v1/project/{projectId}/crm', { params: { path: { projectId } } }),
    'Failed to load the CRM connections',
  ).then((answer) => answer.connections);
}

/** The consent page to send the browser to (OAuth). */
export function connectCrm(projectId: string, provider: CrmProvider): Promise<string> {
  return unwrap(
    apiClient().POST('/api/v1/project/{projectId}/crm/{provider}/connect', path(projectId, provider)),
    `Could not start connecting ${CRM_LABELS[provider]}`,
  ).then((answer) => answer.authorization_url);
}

/** Owners: connect with a private-app token / API token / API key. */
export function connectCrmWithToken(
  projectId: string,
  provider: CrmProvider,
  token: string,
): Promise<CrmConnection> {
  return unwrap(
    apiClient().PUT('/api/v1/project/{projectId}/crm/{provider}/token', {
      ...path(projectId, provider),
      body: { token },
    }),
    `Could not connect ${CRM_LABELS[provider]}`,
  );
}

export function disconnectCrm(projectId: string, provider: CrmProvider): Promise<void> {
  return unwrap(
    apiClient().DELETE('/api/v1/project/{projectId}/crm/{provider}', path(projectId, provider)),
    `Could not disconnect ${CRM_LABELS[provider]}`,
  ).then(() => undefined);
}

export function resumeCrm(projectId: string, provider: CrmProvider): Promise<CrmConnection> {
  return unwrap(
    apiClient().POST('/api/v1/project/{projectId}/crm/{provider}/resume', path(projectId, provider)),
    `Could not resume pushes to ${CRM_LABELS[provider]}`,
  );
}

export function getCrmSettings(projectId: string, provider: CrmProvider): Promise<CrmSettings> {
  return unwrap(
    apiClient().GET('/api/v1/project/{projectId}/crm/{provider}/settings', path(projectId, provider)),
    `Failed to load the ${CRM_LABELS[provider]} settings`,
  );
}

/** Every field at once (PUT, what GET answered with changes); saving confirms the mapping. */
export function updateCrmSettings(
  projectId: string,
  provider: CrmProvider,
  settings: CrmSettings,
): Promise<CrmSettings> {
  return unwrap(
    apiClient().PUT('/api/v1/project/{projectId}/crm/{provider}/settings', {
      ...path(projectId, provider),
      body: settings,
    }),
    `Could not save the ${CRM_LABELS[provider]} settings`,
  );
}

export function listCrmPushes(
  projectId: string,
  provider: CrmProvider,
  before?: string,
): Promise<CrmPushPage> {
  return unwrap(
    apiClient().GET('/api/v1/project/{projectId}/crm/{provider}/pushes', {
      params: { path: { projectId, provider }, query: before ? { before } : {} },
    }),
    `Failed to load the ${CRM_LABELS[provider]} delivery log`,
  );
}

export function retryCrmPush(projectId: string, provider: CrmProvider, pushId: string): Promise<CrmPush> {
  return unwrap(
    apiClient().POST('/api/v1/project/{projectId}/crm/{provider}/pushes/{pushId}/retry', {
      params: { path: { projectId, provider, pushId } },
    }),
    'Could not retry the push',
  );
}

/** Pushes one lead (once: asking again answers the same push). */
export function pushLeadToCrm(
  projectId: string,
  leadId: string,
  provider: CrmProvider,
  email?: string | null,
): Promise<CrmPush> {
  return unwrap(
    apiClient().POST('/api/v1/leads/{projectId}/lead/{leadId}/crm_push', {
      params: { path: { projectId, leadId } },
      body: email ? { provider, email } : { provider },
    }),
    `Could not send the lead to ${CRM_LABELS[provider]}`,
  );
}

/** Pushes many leads (ids, or every lead a filter shows); answers how many were queued. */
export function pushLeadsToCrm(
  projectId: string,
  provider: CrmProvider,
  target: { lead_ids: string[] } | { filter: components['schemas']['LeadBulkFilter'] },
): Promise<components['schemas']['LeadsUpdated']> {
  return unwrap(
    apiClient().POST('/api/v1/leads/{projectId}/push_to_crm', {
      params: { path: { projectId } },
      body: { provider, ...target },
    }),
    `Could not send the leads to ${CRM_LABELS[provider]}`,
  );
}

export const crmConnectionsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.crmConnections(projectId),
    queryFn: () => listCrmConnections(projectId),
  });

/** The project's CRMs. `enabled: false` for guests (they get 403). */
export function useCrmConnections(projectId: string | undefined, options: { enabled?: boolean } = {}) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    ...crmConnectionsQueryOptions(projectId ?? ''),
    enabled: signedIn && Boolean(projectId) && options.enabled !== false,
  });
}

export function useCrmSettings(projectId: string, provider: CrmProvider, enabled = true) {
  return useQuery({
    queryKey: queryKeys.crmSettings(projectId, provider),
    queryFn: () => getCrmSettings(projectId, provider),
    enabled,
  });
}

export function useCrmPushes(projectId: string, provider: CrmProvider, enabled = true) {
  return useQuery({
    queryKey: queryKeys.crmPushes(projectId, provider),
    queryFn: () => listCrmPushes(projectId, provider),
    enabled,
  });
}

/** After any change: the connections (counts, state) and that CRM's log and settings are read again. */
function useCrmInvalidate(projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.crmScope(projectId) });
}

export function useConnectCrmWithToken(projectId: string) {
  const invalidate = useCrmInvalidate(projectId);
  return useMutation({
    mutationFn: ({ provider, token }: { provider: CrmProvider; token: string }) =>
      connectCrmWithToken(projectId, provider, token),
    onSuccess: invalidate,
  });
}

export function useDisconnectCrm(projectId: string) {
  const invalidate = useCrmInvalidate(projectId);
  return useMutation({
    mutationFn: (provider: CrmProvider) => disconnectCrm(projectId, provider),
    onSuccess: invalidate,
  });
}

export function useResumeCrm(projectId: string) {
  const invalidate = useCrmInvalidate(projectId);
  return useMutation({
    mutationFn: (provider: CrmProvider) => resumeCrm(projectId, provider),
    onSuccess: invalidate,
  });
}

export function useUpdateCrmSettings(projectId: string, provider: CrmProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CrmSettings) => updateCrmSettings(projectId, provider, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.crmSettings(projectId, provider), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.crmConnections(projectId) });
    },
  });
}

export function useRetryCrmPush(projectId: string, provider: CrmProvider) {
  const invalidate = useCrmInvalidate(projectId);
  return useMutation({
    mutationFn: (pushId: string) => retryCrmPush(projectId, provider, pushId),
    onSuccess: invalidate,
  });
}

/** Pushing one lead: the lead (its `crm` links) and the CRMs' counts are read again. */
export function usePushLeadToCrm(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      leadId,
      provider,
      email,
    }: {
      leadId: string;
      provider: CrmProvider;
      email?: string | null;
    }) => pushLeadToCrm(projectId, leadId, provider, email),
    onSuccess: (push) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.lead(projectId, push.lead_id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.crmScope(projectId) });
    },
  });
}

export function usePushLeadsToCrm(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      provider,
      target,
    }: {
      provider: CrmProvider;
      target: Parameters<typeof pushLeadsToCrm>[2];
    }) => pushLeadsToCrm(projectId, provider, target),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.crmScope(projectId) }),
  });
}
