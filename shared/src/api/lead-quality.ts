// GET /api/v1/project/{id}/lead-quality: how the team's "Good lead" / "Not a lead" triage is going
// (per week, intent signal and source), the rejection reasons, a score histogram of the last 30 days
// to preview a threshold, the scores of the last 50 judged leads (measured precision), and which
// scoring engine runs. The threshold is saved with the project.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { updateProject } from './project-item';
import { queryKeys } from './query-keys';
import type { paths } from './schema.gen';
import type { Project } from './types';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type LeadQuality = Json<paths['/api/v1/project/{id}/lead-quality']['get']['responses'][200]>;
export type LeadQualityGroup = LeadQuality['totals'];
export type ScoringEngine = LeadQuality['scoring'];
/** The project's most recent verdicts (up to `window`), with the judged leads' scores per verdict. */
export type JudgedLeads = LeadQuality['judged'];

export const LEAD_QUALITY_FAILED = 'Failed to load the lead quality';

/** Every query key of the panel, under the project's scope so deleting the project drops it. */
export const leadQualityKey = (projectId: string) => ['project', projectId, 'lead-quality'] as const;

export function getLeadQuality(projectId: string): Promise<LeadQuality> {
  return unwrap(
    apiClient().GET('/api/v1/project/{id}/lead-quality', { params: { path: { id: projectId } } }),
    LEAD_QUALITY_FAILED,
  );
}

export const leadQualityQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: leadQualityKey(projectId), queryFn: () => getLeadQuality(projectId) });

export function useLeadQuality(projectId: string | undefined) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...leadQualityQueryOptions(projectId ?? ''), enabled: signedIn && Boolean(projectId) });
}

/**
 * How many of the previewed leads a threshold keeps: those scoring `threshold` or more. The histogram
 * has one count per score 0-100.
 */
export function leadsKeptAt(histogram: readonly number[], threshold: number): number {
  let kept = 0;
  for (let score = Math.max(0, Math.ceil(threshold)); score < histogram.length; score += 1)
    kept += histogram[score] ?? 0;
  return kept;
}

/**
 * Saves the project's lead threshold (PATCH of the project); the answer replaces the cached project,
 * and the panel's figures are fetched again (they carry the threshold).
 */
export function useSaveLeadThreshold(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threshold: number) => updateProject(projectId, { lead_threshold: threshold }),
    onSuccess: async (project: Project) => {
      queryClient.setQueryData(queryKeys.project(project.id), project);
      queryClient.setQueryData<Project[]>(queryKeys.projects, (list) =>
        list?.map((item) => (item.id === project.id ? project : item)),
      );
      await queryClient.invalidateQueries({ queryKey: leadQualityKey(projectId) });
    },
  });
}
