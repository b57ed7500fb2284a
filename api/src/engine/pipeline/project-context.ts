import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  intentSignals,
  leadStatusConfigs,
  projects,
  smartColumns,
  type IntentSignalRow,
  type ProjectRow,
  type SmartColumnRow,
} from '../../db/schema/index.js';

/** What the engine needs to know about a project to turn posts into its leads. */
export interface ProjectContext {
  project: ProjectRow;
  /** Enabled intent signals only: a switched-off signal finds nothing. */
  signals: IntentSignalRow[];
  smartColumns: SmartColumnRow[];
  /** The status new leads get (null only if the project somehow has no statuses). */
  defaultStatusId: string | null;
}

/** Loads a project's scoring context; null when the project no longer exists. */
export async function loadProjectContext(db: Database, projectId: string): Promise<ProjectContext | null> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) return null;
  const [signals, columns, [defaultStatus]] = await Promise.all([
    db
      .select()
      .from(intentSignals)
      .where(and(eq(intentSignals.projectId, projectId), eq(intentSignals.enabled, true)))
      .orderBy(asc(intentSignals.position), asc(intentSignals.createdAt)),
    db
      .select()
      .from(smartColumns)
      .where(eq(smartColumns.projectId, projectId))
      .orderBy(asc(smartColumns.position), asc(smartColumns.createdAt)),
    db
      .select({ id: leadStatusConfigs.id })
      .from(leadStatusConfigs)
      .where(and(eq(leadStatusConfigs.projectId, projectId), eq(leadStatusConfigs.isDefault, true))),
  ]);
  return { project, signals, smartColumns: columns, defaultStatusId: defaultStatus?.id ?? null };
}
