// A signed-in user with a project full of leads: the sample feed (the hidden `sample` platform the
// embedded demo uses) enabled through the same API the UI calls, and the demo's intent signals.
import type { APIRequestContext, Page } from '@playwright/test';
import sampleSignals from '../../api/src/engine/sources/sample/sample-signals.json' with { type: 'json' };
import { apiOrigin, expect, hostOrigin, signUp, uniqueEmail } from './fixtures';

export interface LeadProject {
  projectId: string;
  /** The bearer token of the signed-in user, for setting things up through the API. */
  token: string;
  /** How many leads the sample feed's first poll gave the project. */
  total: number;
  /** The project's lead list. */
  leadsUrl: string;
  /** The user's e-mail (the password is 'correct horse battery'). */
  email: string;
}

/** The first poll starts within seconds of enabling the source; a loaded machine may take longer. */
const LEADS_DEADLINE_MS = 60_000;
/** The poll is over when the total has not moved for this long. */
const STABLE_FOR_MS = 1_500;

export async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  data?: unknown,
) {
  const res = await request.fetch(`${apiOrigin()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res;
}

async function leadTotal(request: APIRequestContext, token: string, projectId: string) {
  const res = await api(request, token, 'GET', `/api/v1/leads/${projectId}?limit=1&status_config_id=all`);
  return ((await res.json()) as { total: number }).total;
}

/** Waits until the first poll of the sample feed has stored its leads (the total is > 0 and stable). */
async function waitForLeads(request: APIRequestContext, token: string, projectId: string) {
  const deadline = Date.now() + LEADS_DEADLINE_MS;
  let last = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    const total = await leadTotal(request, token, projectId);
    if (total !== last) {
      last = total;
      since = Date.now();
    } else if (total > 0 && Date.now() - since >= STABLE_FOR_MS) {
      return total;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `The sample feed gave project ${projectId} ${last} leads in ${LEADS_DEADLINE_MS / 1000} s ` +
      '(expected a stable total above 0): is the worker polling?',
  );
}

/**
 * Signs a new user up (an organization, then a project made through the API) and feeds the project the
 * sample posts scored against the demo's intent signals. Leaves the page signed in on /projects.
 */
export async function leadProject(page: Page, label: string): Promise<LeadProject> {
  const email = uniqueEmail(label);
  await signUp(page, email, 'correct horse battery');
  await page.getByLabel('Organization name').fill(`${label} Co`);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(`${hostOrigin()}/projects`);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  if (!token) throw new Error('No session token in localStorage after sign-up');

  const request = page.request;
  const created = await api(request, token, 'POST', '/api/v1/project', { name: `${label} leads` });
  const projectId = ((await created.json()) as { id: string }).id;
  await api(request, token, 'PUT', `/api/v1/leads/${projectId}/intent_signals`, {
    intent_signals: sampleSignals,
    reanalyze_leads: false,
  });
  // The longest interval: after its first poll the feed stays still, so a test's counts do not move.
  await api(request, token, 'PATCH', `/api/v1/project/${projectId}/data-sources`, {
    data_sources: [{ platform: 'sample', enabled: true, settings: {}, poll_interval_seconds: 86_400 }],
  });
  const total = await waitForLeads(request, token, projectId);
  return { projectId, token, total, leadsUrl: `${hostOrigin()}/projects/${projectId}/leads`, email };
}
