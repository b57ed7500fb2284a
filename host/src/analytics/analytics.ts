// Product analytics (PostHog). Started only when app-config has a key, and loaded with a dynamic
// import so it never weighs on the first paint; without a key nothing is loaded or sent at all.
import type { PostHog } from 'posthog-js';

let client: Promise<PostHog | null> = Promise.resolve(null);

export interface AnalyticsSettings {
  analyticsKey: string;
  analyticsHost: string;
}

export const DEFAULT_ANALYTICS_HOST = 'https://us.i.posthog.com';

/**
 * Resolves once the page has finished loading: analytics starts only then, so it never competes
 * with the app's own start-up (the shell, the first remote, the first API calls).
 */
export function pageLoaded(doc: Document = document): Promise<void> {
  if (doc.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => doc.defaultView?.addEventListener('load', () => resolve(), { once: true }));
}

export function startAnalytics({ analyticsKey, analyticsHost }: AnalyticsSettings): void {
  if (!analyticsKey) return;
  client = pageLoaded()
    .then(() => import(/* webpackChunkName: "analytics" */ 'posthog-js'))
    .then(({ default: posthog }) => {
      posthog.init(analyticsKey, {
        api_host: analyticsHost || DEFAULT_ANALYTICS_HOST,
        autocapture: true,
        // A page view for every route change too: the suite is a single-page app.
        capture_pageview: 'history_change',
        person_profiles: 'identified_only',
      });
      return posthog;
    })
    .catch((error: unknown) => {
      console.warn('[signalboard] Analytics could not start.', error);
      return null;
    });
}

/** Ids PostHog refuses as a person id. */
const REJECTED_IDS = new Set(['distinct_id', 'distinctid', 'undefined', 'null', '']);

/** The id to identify with, or null when PostHog would reject it. Numbers become strings. */
export function analyticsId(id: string | number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  const value = String(id).trim();
  return REJECTED_IDS.has(value.toLowerCase()) ? null : value;
}

export function identifyUser(id: string | number | null | undefined): void {
  const distinctId = analyticsId(id);
  if (!distinctId) return;
  void client.then((posthog) => {
    if (posthog && posthog.get_distinct_id() !== distinctId) posthog.identify(distinctId);
  });
}

/** Back to anonymous (on sign-out). */
export function resetAnalytics(): void {
  void client.then((posthog) => posthog?.reset());
}
