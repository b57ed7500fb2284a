import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppOptions } from '../../../src/app.js';
import { buildTestApp, injectWithLogin, signUpWithOrganization } from '../../helper.js';
import { onFileEnd } from '../../support/file-hooks.js';
import { startFakeSlack, type FakeSlack } from '../../support/fake-slack.js';
import { createProject } from '../../support/projects.js';

/** A fake Slack and an API given its SLACK_* variables; the fake is closed after the file. */
export async function buildSlackTestApp(
  options: Partial<AppOptions> = {},
): Promise<{ fake: FakeSlack; app: FastifyInstance }> {
  const fake = await startFakeSlack();
  onFileEnd(() => fake.close());
  return { fake, app: await buildTestApp(fake.env, options) };
}

/** A new organization's owner and a project of it. */
export async function ownerWithProject(app: FastifyInstance) {
  const owner = await signUpWithOrganization(app);
  const project = await createProject(app, owner.token);
  return { owner, project };
}

/**
 * After connecting: alerts go to #general of the fake workspace, Slack alerts on (e-mail off) with
 * the given minimum score.
 */
export async function alertInGeneral(
  app: FastifyInstance,
  token: string,
  projectId: string,
  options: { slackEnabled?: boolean; minScore?: number } = {},
): Promise<void> {
  const chosen = await injectWithLogin(app, token, {
    method: 'POST',
    url: `/slack/${projectId}/update-channel?channel_id=C04KB5X4D&channel_name=general`,
  });
  expect(chosen.statusCode).toBe(200);
  const saved = await injectWithLogin(app, token, {
    method: 'PUT',
    url: `/api/v1/notification-settings/${projectId}`,
    payload: {
      email_enabled: false,
      email_frequency: 'daily',
      email_recipients: [],
      slack_enabled: options.slackEnabled ?? true,
      min_score: options.minScore ?? 0,
      intent_signal_ids: [],
    },
  });
  expect(saved.statusCode).toBe(200);
}
