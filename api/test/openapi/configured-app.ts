import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helper.js';
import { crmProviderIds } from '../../src/crm/crm-types.js';
import { startFakeCrm } from '../support/fake-crm/index.js';
import { onFileEnd } from '../support/file-hooks.js';
import { startFakeGoogle } from '../support/fake-google.js';
import { startFakeSlack } from '../support/fake-slack.js';

/**
 * The app with every optional integration configured (Slack, Google sign-in and the three CRMs, against local fakes),
 * so that each operation runs its real checks instead of answering "not configured", and rate limits
 * high enough for a few thousand calls from one address.
 */
export async function buildConfiguredApp(): Promise<FastifyInstance> {
  const slack = await startFakeSlack();
  onFileEnd(() => slack.close());
  const google = await startFakeGoogle();
  onFileEnd(() => google.close());
  const crms = await Promise.all(crmProviderIds.map((provider) => startFakeCrm(provider)));
  for (const crm of crms) onFileEnd(() => crm.close());
  return buildTestApp({
    ...slack.env,
    ...google.env,
    ...Object.assign({}, ...crms.map((crm) => crm.env)),
    RATE_LIMIT_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX: '1000000',
    BRAINSTORM_RATE_LIMIT_MAX: '1000000',
    API_KEY_RATE_LIMIT: '1000000',
  });
}
