// A project's data sources as api/src/routes/project/data-sources.ts keeps them: the list replaces
// the whole set, settings are checked against the catalogue (required only while enabled), and
// secrets are answered masked; a masked secret sent back keeps the stored one.
import type { DataSource, Platform } from '@signalboard/shared/api';
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';
import type { SettingsApi } from './settings-api';

const MASK = '••••';
export const maskSecret = (secret: string) => `${MASK}${secret.slice(-4)}`;

const invalid = (field: string, message: string): ApiReply => ({
  status: 422,
  body: { detail: `${field}: ${message}`, code: 'VALIDATION_ERROR', field },
});

function present(platform: Platform | undefined, source: DataSource): DataSource {
  const secrets = new Set(platform?.settings.filter((s) => s.kind === 'secret').map((s) => s.key));
  const settings = Object.fromEntries(
    Object.entries(source.settings).map(([key, value]) => [
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
}

export function dataSourceRoutes(
  state: SettingsApi['state'],
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  const presentAll = (projectId: string) =>
    (state.sources[projectId] ?? []).map((source) =>
      present(
        state.catalogue.find((p) => p.id === source.platform),
        source,
      ),
    );

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
        const platform = state.catalogue.find((p) => p.id === input.platform);
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
        next.push({
          platform: platform.id,
          enabled: input.enabled,
          settings,
          last_polled_at: before?.last_polled_at ?? null,
          last_success_at: before?.last_success_at ?? null,
          last_error: before?.last_error ?? null,
          items_seen: before?.items_seen ?? 0,
        });
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
