// A project's data sources as api/src/routes/project/data-sources.ts keeps them: the list replaces
// the whole set, settings are checked against the catalogue (required only while enabled), and
// secrets are answered masked; a masked secret sent back keeps the stored one. The webhook's signing
// secret is the server's (data-sources/catalogue.ts serverManagedKeys): never shown here, kept on
// every save. A polled source's interval is kept when left out, null means the default, and other
// values must be from a minute to a day.
import type { DataSource, Platform } from '@signalboard/shared/api';
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';
import type { SettingsApi } from './settings-api';
import { TEST_DEFAULT_INTERVAL, testSource } from './test-source';

const MASK = '••••';
export const maskSecret = (secret: string) => `${MASK}${secret.slice(-4)}`;

const serverManagedKeys: Record<string, string[]> = { webhook: ['signing_secret'] };

const invalid = (field: string, message: string): ApiReply => ({
  status: 422,
  body: { detail: `${field}: ${message}`, code: 'VALIDATION_ERROR', field },
});

function present(platform: Platform | undefined, source: DataSource): DataSource {
  const secrets = new Set(platform?.settings.filter((s) => s.kind === 'secret').map((s) => s.key));
  const managed = serverManagedKeys[source.platform] ?? [];
  const settings = Object.fromEntries(
    Object.entries(source.settings)
      .filter(([key]) => !managed.includes(key))
      .map(([key, value]) => [
        key,
        secrets.has(key) && typeof value === 'string' ? maskSecret(value) : value,
      ]),
  );
  return { ...source, settings };
}

interface Input {
  platform: string;
  enabled: boolean;
  settings: Record<string, unknown>;
  poll_interval_seconds?: number | null;
}

/** The interval fields to store, or the 422 for a bad one. */
function intervalOf(
  input: Input,
  platform: Platform,
  before: DataSource | undefined,
  path: string,
): Pick<DataSource, 'poll_interval_seconds' | 'poll_interval_is_default'> | ApiReply {
  if (!platform.polled) {
    if (typeof input.poll_interval_seconds === 'number')
      return invalid(path, `${platform.name} is pushed to Signalboard, not polled: it takes no interval`);
    return { poll_interval_seconds: null, poll_interval_is_default: true };
  }
  const own =
    input.poll_interval_seconds === undefined
      ? before && !before.poll_interval_is_default
        ? before.poll_interval_seconds
        : null
      : input.poll_interval_seconds;
  if (own !== null && (own < 60 || own > 86_400))
    return invalid(path, 'must be between 60 and 86400 seconds (or null for the default)');
  return { poll_interval_seconds: own ?? TEST_DEFAULT_INTERVAL, poll_interval_is_default: own === null };
}

/** Platforms the API knows but does not offer (catalogue.ts hiddenPlatforms): the demo's sample feed. */
const hiddenPlatforms: Platform[] = [
  { id: 'sample', name: 'Sample feed', description: 'Example posts.', polled: true, settings: [] },
];

export function dataSourceRoutes(
  state: SettingsApi['state'],
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  const findPlatform = (id: string) =>
    state.catalogue.find((p) => p.id === id) ?? hiddenPlatforms.find((p) => p.id === id);
  const presentAll = (projectId: string) =>
    (state.sources[projectId] ?? []).map((source) => present(findPlatform(source.platform), source));

  return {
    'GET /api/v1/project/:id/data-sources': ({ authorization, params }) => {
      if (!signedIn(authorization)) return errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
      return { status: 200, body: presentAll(params.id ?? '') };
    },
    'PATCH /api/v1/project/:id/data-sources': ({ authorization, params, body }) => {
      if (!signedIn(authorization)) return errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
      const projectId = params.id ?? '';
      const stored = state.sources[projectId] ?? [];
      const inputs = (body as { data_sources: Input[] }).data_sources;
      const next: DataSource[] = [];
      for (const [index, input] of inputs.entries()) {
        const platform = findPlatform(input.platform);
        if (!platform)
          return invalid(`data_sources.${index}.platform`, `"${input.platform}" is not a known platform`);
        const before = stored.find((s) => s.platform === platform.id);
        const settings: Record<string, unknown> = {};
        for (const spec of platform.settings) {
          const path = `data_sources.${index}.settings.${spec.key}`;
          let value = input.settings[spec.key];
          const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
          if (empty) {
            if (spec.required && input.enabled) return invalid(path, 'is required');
            continue;
          }
          if (spec.kind === 'secret' && typeof value === 'string' && value.startsWith(MASK)) {
            const kept = before?.settings[spec.key];
            if (typeof kept !== 'string' || maskSecret(kept) !== value) {
              return invalid(path, 'send the secret itself, not its masked form');
            }
            value = kept;
          }
          if (spec.key === 'subreddits' && Array.isArray(value) && value.includes('private')) {
            return invalid(path, 'r/private is not a public subreddit');
          }
          settings[spec.key] = value;
        }
        for (const key of serverManagedKeys[platform.id] ?? []) {
          if (before?.settings[key] !== undefined) settings[key] = before.settings[key];
        }
        const interval = intervalOf(input, platform, before, `data_sources.${index}.poll_interval_seconds`);
        if ('status' in interval) return interval;
        next.push(
          testSource({
            ...before,
            platform: platform.id,
            enabled: input.enabled,
            settings,
            ...interval,
            next_poll_at: input.enabled && platform.polled ? (before?.next_poll_at ?? null) : null,
          }),
        );
      }
      // As the API does, a webhook switched on gets a signing secret (rotate to change it).
      for (const source of next) {
        if (source.platform === 'webhook' && source.enabled)
          source.settings.signing_secret ??= 'whsec_created0000';
      }
      state.sources[projectId] = next;
      return { status: 200, body: presentAll(projectId) };
    },
  };
}
