import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/database.js';
import { createDemoProject } from '../demo/demo-project.js';
import type { Repositories } from '../plugins/app/repositories.js';

export const demoAccount = {
  email: 'demo@signalboard.local',
  // Fixed on purpose: the demo runs on the user's own machine and the console prints it anyway.
  password: 'signalboard-demo',
};

export type SeedResult =
  | { status: 'existing' }
  /** `sampleSourceId`: poll it at once, so the demo has leads within seconds of the first start. */
  | { status: 'created'; projectId: string; sampleSourceId: string };

/**
 * First start only (idempotent): a verified demo user owning "Demo Co" with the demo project
 * (demo/demo-project.ts: its intent signals and an enabled source of the hidden 'sample' platform).
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
  const { project, sampleSourceId } = await createDemoProject(
    db,
    membership.organization.id,
    'Acme CRM leads',
  );
  return { status: 'created', projectId: project.id, sampleSourceId };
}
