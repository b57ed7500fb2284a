import { hashPassword } from '../auth/passwords.js';
import type { Repositories } from '../plugins/app/repositories.js';

export const demoAccount = {
  email: 'demo@signalboard.local',
  // Fixed on purpose: the demo runs on the user's own machine and the console prints it anyway.
  password: 'signalboard-demo',
};

/** First start only (idempotent): a verified demo user owning "Demo Co" with one project. */
export async function seedDemo(repositories: Repositories): Promise<'created' | 'existing'> {
  if (await repositories.users.findByEmail(demoAccount.email)) return 'existing';
  const user = await repositories.users.create({
    email: demoAccount.email,
    hashedPassword: await hashPassword(demoAccount.password),
    isVerified: true,
    firstName: 'Demo',
    lastName: 'User',
  });
  if (!user) return 'existing';
  const membership = await repositories.organizations.createWithOwner(user.id, {
    name: 'Demo Co',
    website: 'https://demo.signalboard.local',
  });
  if (!membership) return 'existing';
  await repositories.projects.create(membership.organization.id, {
    name: 'Acme CRM leads',
    website: 'https://acme-crm.example',
    businessDescription:
      'Acme CRM is a simple, affordable CRM for small sales teams (2 to 20 people): pipeline, e-mail sync and ' +
      'reminders, set up in an afternoon. We look for people asking for a HubSpot or Salesforce alternative, ' +
      'complaining about CRM pricing, or asking how to organize their first sales pipeline.',
  });
  return 'created';
}
