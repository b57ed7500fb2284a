import type { FastifyInstance } from 'fastify';
import { injectWithLogin } from '../../helper.js';

/** Starts connecting as the user: the authorize URL the API answers. */
export async function startConnect(app: FastifyInstance, token: string, projectId: string): Promise<URL> {
  const response = await injectWithLogin(app, token, { method: 'POST', url: `/slack/${projectId}/connect` });
  if (response.statusCode !== 200) throw new Error(`connect failed: ${response.statusCode} ${response.body}`);
  return new URL(response.json<{ authorization_url: string }>().authorization_url);
}

/** Visits the (fake) Slack authorize page as a browser would: where Slack sends the browser back. */
export async function approveInSlack(authorizationUrl: URL): Promise<URL> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`authorize answered ${response.status}`);
  return new URL(location);
}

/** Follows Slack's redirect into the API's callback: where the API sends the browser next. */
export async function finishCallback(app: FastifyInstance, back: URL): Promise<URL> {
  const response = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  if (response.statusCode !== 302)
    throw new Error(`callback answered ${response.statusCode} ${response.body}`);
  return new URL(String(response.headers.location));
}

/** The whole OAuth round trip: the project ends up connected to the fake workspace. */
export async function connectSlack(app: FastifyInstance, token: string, projectId: string): Promise<URL> {
  return finishCallback(app, await approveInSlack(await startConnect(app, token, projectId)));
}
