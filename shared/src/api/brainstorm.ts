// /api/v1/project/{id}/brainstorm_*: proposals that help fill in a project (a description from its
// website, intent signals from its description, a sharper signal). Nothing is saved by these calls,
// so their hooks are mutations the user triggers and they invalidate nothing.
import { useMutation } from '@signalboard/shared/query';
import { apiClient, unwrap } from './client';
import type {
  BusinessInfoProposal,
  IntentSignalProposals,
  RefinedIntentSignal,
  RefineIntentSignalRequest,
} from './types';

/**
 * Reads a website and proposes a business description. `website` overrides the project's saved one;
 * blank means "use the saved one" (the server answers 422 WEBSITE_REQUIRED when there is none).
 */
export function brainstormBusinessInfo(projectId: string, website?: string): Promise<BusinessInfoProposal> {
  const typed = website?.trim();
  return unwrap(
    apiClient().GET('/api/v1/project/{id}/brainstorm_business_info', {
      params: { path: { id: projectId }, query: typed ? { website: typed } : {} },
    }),
    'Could not read the website',
  );
}

/** Proposes 5 to 10 intent signals from the project's saved business description and use case. */
export function brainstormIntentSignals(projectId: string): Promise<IntentSignalProposals> {
  return unwrap(
    apiClient().GET('/api/v1/project/{id}/brainstorm_intent_signals', {
      params: { path: { id: projectId } },
    }),
    'Could not propose intent signals',
  );
}

/** Makes one intent signal sharper, optionally following an instruction ("exclude agencies"). */
export function refineIntentSignal(
  projectId: string,
  body: RefineIntentSignalRequest,
): Promise<RefinedIntentSignal> {
  return unwrap(
    apiClient().POST('/api/v1/project/{id}/refine_intent_signal', {
      params: { path: { id: projectId } },
      body,
    }),
    'Could not refine the intent signal',
  );
}

/** Variables: `{ website }` to read another address than the saved one, or nothing. */
export function useBrainstormBusinessInfo(projectId: string) {
  return useMutation({
    mutationFn: (variables: { website?: string | undefined } | void) =>
      brainstormBusinessInfo(projectId, variables ? variables.website : undefined),
  });
}

/** No variables: the proposal is made from what the project has saved. */
export function useBrainstormIntentSignals(projectId: string) {
  return useMutation({ mutationFn: () => brainstormIntentSignals(projectId) });
}

export function useRefineIntentSignal(projectId: string) {
  return useMutation({
    mutationFn: (body: RefineIntentSignalRequest) => refineIntentSignal(projectId, body),
  });
}
