import type { FastifyInstance } from 'fastify';
import { injectWithLogin } from '../helper.js';

/** A project of the owner's organization, created through the API. */
export async function createProject(app: FastifyInstance, token: string, name = 'Acme CRM leads') {
  const response = await injectWithLogin(app, token, {
    method: 'POST',
    url: '/api/v1/project',
    payload: { name },
  });
  if (response.statusCode !== 201) throw new Error(`project failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string; name: string }>();
}

/**
 * Replaces the project's intent signals through the API, without re-analysing its leads; the saved
 * signals in order (each with its id).
 */
export async function putIntentSignals(
  app: FastifyInstance,
  token: string,
  projectId: string,
  signals: { name: string; keywords: string[] }[],
) {
  const response = await injectWithLogin(app, token, {
    method: 'PUT',
    url: `/api/v1/leads/${projectId}/intent_signals`,
    payload: {
      intent_signals: signals.map((signal) => ({ ...signal, negative_keywords: [] })),
      reanalyze_leads: false,
    },
  });
  if (response.statusCode !== 200) throw new Error(`signals failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string; name: string }[]>();
}

/** Gives `userId` guest access to the project, as its organization's owner. */
export async function addGuest(app: FastifyInstance, ownerToken: string, projectId: string, userId: string) {
  const response = await injectWithLogin(app, ownerToken, {
    method: 'POST',
    url: `/api/v1/project/guests-access/${projectId}/user/${userId}`,
  });
  if (response.statusCode !== 201) throw new Error(`guest failed: ${response.statusCode} ${response.body}`);
}
