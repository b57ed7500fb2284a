import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { intentSignals, projects, smartColumns } from '../../src/db/schema/index.js';
import type { IncomingPost } from '../../src/engine/sources/connector.js';
import { signUpWithOrganization } from '../helper.js';
import { createProject } from '../support/projects.js';

/** A CRM-flavoured intent signal, as a team would write it. */
export const crmSignal = {
  name: 'Asking for a CRM recommendation',
  description: 'A small team asks which CRM to use.',
  keywords: ['crm', 'hubspot alternative', 'simple crm'],
  negativeKeywords: ['hiring'],
};

/** A project (with its default statuses) owned by a new user, and its signals inserted directly. */
export async function projectWithSignals(
  app: FastifyInstance,
  signals: { name: string; description?: string; keywords: string[]; negativeKeywords?: string[] }[] = [
    crmSignal,
  ],
  fields: Partial<typeof projects.$inferInsert> = {},
) {
  const owner = await signUpWithOrganization(app);
  const project = await createProject(app, owner.token);
  if (Object.keys(fields).length > 0)
    await app.db.update(projects).set(fields).where(eq(projects.id, project.id));
  const rows = signals.length
    ? await app.db
        .insert(intentSignals)
        .values(signals.map((signal, position) => ({ projectId: project.id, position, ...signal })))
        .returning()
    : [];
  return { owner, project, signals: rows };
}

export async function addSmartColumn(
  db: Database,
  projectId: string,
  fields: Partial<typeof smartColumns.$inferInsert> = {},
) {
  const [column] = await db
    .insert(smartColumns)
    .values({
      projectId,
      name: 'Mentions HubSpot',
      question: 'Does the post mention HubSpot?',
      kind: 'boolean',
      rules: { match: 'any', keywords: ['hubspot'] },
      ...fields,
    })
    .returning();
  return column!;
}

let counter = 0;
/** A post as a connector hands it over. */
export function incoming(fields: Partial<IncomingPost> = {}): IncomingPost {
  counter += 1;
  return {
    platform: 'hackernews',
    externalId: `story:${Date.now()}-${counter}`,
    url: `https://news.ycombinator.com/item?id=${counter}`,
    author: 'founder42',
    community: null,
    title: 'Ask HN: Which simple CRM for a 5-person sales team? Looking for a HubSpot alternative',
    body: 'HubSpot got too expensive for us. Can anyone recommend a simple CRM for a small team?',
    publishedAt: new Date('2025-03-01T10:00:00Z'),
    metadata: { points: 12 },
    ...fields,
  };
}

/** A post no CRM signal should care about. */
export function offTopic(fields: Partial<IncomingPost> = {}): IncomingPost {
  return incoming({
    title: 'Show HN: I made a sourdough timer',
    body: 'A tiny app that reminds me to feed my starter. Written in Rust.',
    ...fields,
  });
}
