// An imported row is kept as a lead whatever it scores (a person chose it), so one scoring under the
// project's threshold says so rather than passing for a found lead: "Imported: scored 32, under your
// threshold of 50". Imports are the leads of the platform csv_import (api/src/engine/pipeline
// import-rows.ts); the threshold is the project's current one.
import { useProject, type Lead } from '@signalboard/shared/api';

export const IMPORT_PLATFORM = 'csv_import';

/** The words, or null when the lead is not an import under the threshold. */
export function importedUnderThreshold(
  lead: Pick<Lead, 'platform' | 'score'>,
  threshold: number | undefined,
): string | null {
  if (lead.platform !== IMPORT_PLATFORM || threshold === undefined || lead.score >= threshold) return null;
  return `Imported: scored ${lead.score}, under your threshold of ${threshold}`;
}

/** The project's lead threshold, once the project has loaded. */
export function useLeadThreshold(projectId: string): number | undefined {
  return useProject(projectId).data?.lead_threshold;
}

export function ImportedNote({
  lead,
  threshold,
  className,
}: {
  lead: Pick<Lead, 'platform' | 'score'>;
  threshold: number | undefined;
  className?: string;
}) {
  const words = importedUnderThreshold(lead, threshold);
  return words ? <p className={className ?? 'sb-imported-note'}>{words}</p> : null;
}
