import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/database.js';
import { dataSources, intentSignals } from '../db/schema/index.js';
import sampleSignals from '../engine/sources/sample/sample-signals.json' with { type: 'json' };
import type { Repositories } from '../plugins/app/repositories.js';

export const demoAccount = {
  email: 'demo@signalboard.local',
  // Fixed on purpose: the demo runs on the user's own machine and the console prints it anyway.
  password: 'signalboard-demo',
};

/** The demo's bundled feed polls often, so the lead list visibly grows while someone looks at it. */
export const demoPollIntervalSeconds = 60;

interface SampleSignal {
  name: string;
  description: string;
  keywords: string[];
  negative_keywords: string[];
}

export type SeedResult =
  | { status: 'existing' }
  /** `sampleSourceId`: poll it at once, so the demo has leads within seconds of the first start. */
  | { status: 'created'; projectId: string; sampleSourceId: string };

/**
 * First start only (idempotent): a verified demo user owning "Demo Co" with one project, its intent
 * signals (sample-signals.json) and an enabled data source of the hidden 'sample' platform that feeds it
 * the bundled example posts.
 */
export async function seedDemo(repositories: Repositories, db: Database): Promise<SeedResult> {
  if (await repositories.users.findByEmail(demoAccount.email)) return { status: 'existing' };
  const user = await repositories.users.create({
    email: demoAccount.email,
    hashedPassword: await hashPassword(demoAccount.password),
    isVerified: true,
    firstName: 'Demo',
    lastName: 'User',
  });
  if (!user) return { status: 'existing' };
  const membership = await repositories.organizations.createWithOwner(user.id, {
    name: 'Demo Co',
    website: 'https://demo.signalboard.local',
  });
  if (!membership) return { status: 'existing' };
  const project = await repositories.projects.create(membership.organization.id, {
    name: 'Acme CRM leads',
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
      platform: 'sample',
      enabled: true,
      pollIntervalSeconds: demoPollIntervalSeconds,
    })
    .returning({ id: dataSources.id });
  return { status: 'created', projectId: project.id, sampleSourceId: source!.id };
}
