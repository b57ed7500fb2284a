// The demo project: a project of an organization fed by the hidden 'sample' platform (the example posts
// bundled with Signalboard) and scored against the bundled intent signals. The embedded entry seeds it for
// the demo account; POST /api/v1/project/demo copies it into the caller's organization. Both create it here.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { dataSources, intentSignals, projects, type ProjectRow } from '../db/schema/index.js';
import sampleSignals from '../engine/sources/sample/sample-signals.json' with { type: 'json' };
import { projectsRepository } from '../repositories/projects-repository.js';

/** The name of the copy an organization gets from POST /api/v1/project/demo. */
export const demoProjectName = 'Acme CRM leads (demo)';

/** The demo's bundled feed polls often, so the lead list visibly grows while someone looks at it. */
export const demoPollIntervalSeconds = 60;

/** The platform that marks a project as the demo: no catalogue offers it, only the demo has it. */
const samplePlatform = 'sample';

interface SampleSignal {
  name: string;
  description: string;
  keywords: string[];
  negative_keywords: string[];
}

export interface CreatedDemoProject {
  project: ProjectRow;
  /** Poll it at once, so the demo has leads within seconds rather than at the next scheduler tick. */
  sampleSourceId: string;
}

/** A new demo project in the organization: its business, intent signals and an enabled sample source. */
export async function createDemoProject(
  db: Database,
  organizationId: string,
  name: string,
): Promise<CreatedDemoProject> {
  const project = await projectsRepository(db).create(organizationId, {
    name,
    website: 'https://acme-crm.example',
    businessDescription:
      'Acme CRM is a simple, affordable CRM for small sales teams (2 to 20 people): pipeline, e-mail sync and ' +
      'reminders, set up in an afternoon. We look for people asking for a HubSpot or Salesforce alternative, ' +
      'complaining about CRM pricing, or asking how to organize their first sales pipeline.',
  });
  await db.insert(intentSignals).values(
    (sampleSignals as SampleSignal[]).map((signal, position) => ({
      projectId: project.id,
      name: signal.name,
      description: signal.description,
      keywords: signal.keywords,
      negativeKeywords: signal.negative_keywords,
      position,
    })),
  );
  const [source] = await db
    .insert(dataSources)
    .values({
      projectId: project.id,
      platform: samplePlatform,
      enabled: true,
      pollIntervalSeconds: demoPollIntervalSeconds,
    })
    .returning({ id: dataSources.id });
  if (!source) throw new Error('demo data source insert returned nothing');
  return { project, sampleSourceId: source.id };
}

/** The organization's demo project (its oldest project with a sample source), or null. */
export async function findDemoProject(db: Database, organizationId: string): Promise<ProjectRow | null> {
  const [row] = await db
    .select({ project: projects })
    .from(projects)
    .innerJoin(
      dataSources,
      and(eq(dataSources.projectId, projects.id), eq(dataSources.platform, samplePlatform)),
    )
    .where(eq(projects.organizationId, organizationId))
    .orderBy(asc(projects.createdAt), asc(projects.id))
    .limit(1);
  return row?.project ?? null;
}

export type EnsuredDemoProject =
  { status: 'existing'; project: ProjectRow } | ({ status: 'created' } & CreatedDemoProject);

/**
 * The organization's demo project, created when it has none. One transaction holding a lock per
 * organization, so two clicks at once (two tabs, a double submit) still make one copy.
 */
export function ensureDemoProject(db: Database, organizationId: string): Promise<EnsuredDemoProject> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`signalboard.demo-project:${organizationId}`}))`,
    );
    const existing = await findDemoProject(tx, organizationId);
    if (existing) return { status: 'existing', project: existing };
    return { status: 'created', ...(await createDemoProject(tx, organizationId, demoProjectName)) };
  });
}
