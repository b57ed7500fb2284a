// The data-source part of the API contract: the catalogue, and a project's sources (secrets masked,
// a masked secret sent back keeps the stored one, required settings only while enabled).
import type { DataSource, Platform } from '@signalboard/shared/api';
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';

const MASK = '••••';
const mask = (secret: string) => `${MASK}${secret.slice(-4)}`;

const invalid = (field: string, message: string): ApiReply => ({
  status: 422,
  body: { detail: `${field}: ${message}`, code: 'VALIDATION_ERROR', field },
});

const isEmpty = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export interface DataSourcesState {
  catalogue: Platform[];
  /** Stored sources per project, secrets in clear (as the database holds them). */
  dataSources: Record<string, DataSource[]>;
}

export function present(catalogue: Platform[], source: DataSource): DataSource {
  const platform = catalogue.find((item) => item.id === source.platform);
  const secrets = new Set(platform?.settings.filter((s) => s.kind === 'secret').map((s) => s.key));
  const settings = Object.fromEntries(
    Object.entries(source.settings).map(([key, value]) => [
      key,
      secrets.has(key) && typeof value === 'string' ? mask(value) : value,
    ]),
  );
  return { ...source, settings };
}

export function dataSourcesRoutes(
  state: DataSourcesState,
  project: (id: string) => { enabled_platforms: string[] } | undefined,
): ApiRoutes {
  const notFound = errorReply(404, 'PROJECT_NOT_FOUND', 'Project not found.');
  return {
    'GET /api/v1/data_source_subscriptions': () => ({ status: 200, body: state.catalogue }),
    'GET /api/v1/project/:id/data-sources': ({ params }) => {
      if (!project(params.id!)) return notFound;
      const sources = state.dataSources[params.id!] ?? [];
      return { status: 200, body: sources.map((source) => present(state.catalogue, source)) };
    },
    'PATCH /api/v1/project/:id/data-sources': ({ params, body }) => {
      const target = project(params.id!);
      if (!target) return notFound;
      const list = (
        body as {
          data_sources: {
            platform: string;
            enabled: boolean;
            settings: Record<string, unknown>;
            keywords_from_signals?: string[];
          }[];
        }
      ).data_sources;
      const stored = new Map((state.dataSources[params.id!] ?? []).map((s) => [s.platform, s]));
      const next: DataSource[] = [];
      for (const [index, input] of list.entries()) {
        const platform = state.catalogue.find((item) => item.id === input.platform);
        if (!platform)
          return invalid(`data_sources.${index}.platform`, `"${input.platform}" is not a known platform`);
        const settings: Record<string, unknown> = {};
        for (const setting of platform.settings) {
          const path = `data_sources.${index}.settings.${setting.key}`;
          let value = input.settings[setting.key];
          if (typeof value === 'string' && value.startsWith(MASK)) {
            const kept = stored.get(platform.id)?.settings[setting.key];
            if (typeof kept !== 'string' || mask(kept) !== value) {
              return invalid(path, 'send the secret itself, not its masked form');
            }
            value = kept;
          }
          if (isEmpty(value)) {
            if (setting.required && input.enabled) return invalid(path, 'is required');
            continue;
          }
          settings[setting.key] = value;
        }
        // The search terms derived from the intent signals: sent, taken; left out, the stored ones stay.
        // Either way only terms still listed count.
        const listed = new Set(
          ['keywords', 'queries'].flatMap((key) => (Array.isArray(settings[key]) ? settings[key] : [])),
        );
        const derived = (
          input.keywords_from_signals ??
          stored.get(platform.id)?.keywords_from_signals ??
          []
        ).filter((term) => listed.has(term));
        next.push({
          platform: platform.id,
          enabled: input.enabled,
          settings,
          ...(derived.length > 0 ? { keywords_from_signals: derived } : {}),
          last_polled_at: null,
          last_success_at: null,
          last_error: null,
          items_seen: 0,
          poll_interval_seconds: platform.polled ? 300 : null,
          poll_interval_is_default: true,
          next_poll_at: null,
          consecutive_failures: 0,
        });
      }
      state.dataSources[params.id!] = next;
      const enabled = new Set(next.filter((s) => s.enabled).map((s) => s.platform));
      target.enabled_platforms = state.catalogue.filter((p) => enabled.has(p.id)).map((p) => p.id);
      return { status: 200, body: next.map((source) => present(state.catalogue, source)) };
    },
  };
}
