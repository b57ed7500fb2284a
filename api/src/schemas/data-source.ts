import { Type } from 'typebox';
import { sourceFailureKinds } from '../db/schema/index.js';
import { DateTimeSchema, Nullable } from './common.js';
import { readOnlyFields } from './read-only.js';

const SettingFieldSchema = Type.Object(
  {
    key: Type.String(),
    label: Type.String(),
    kind: Type.Enum(['text', 'list', 'url', 'secret', 'number']),
    required: Type.Boolean({ description: 'Needed while the source is enabled.' }),
    help: Type.String(),
    item_kind: Type.Optional(Type.Enum(['url'], { description: 'list entries must be http(s) URLs' })),
  },
  { additionalProperties: false },
);

export const PlatformSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    description: Type.String(),
    polled: Type.Boolean({
      description: 'False for platforms pushed to us (CSV import, webhook): they take no poll interval.',
    }),
    settings: Type.Array(SettingFieldSchema),
    notice: Type.Optional(
      Type.String({
        description:
          'What to know before choosing it on this server, e.g. Reddit read through its public feed ' +
          'because no Reddit API app is configured.',
      }),
    ),
    server_setup: Type.Optional(
      Type.Object(
        {
          variables: Type.Array(Type.String(), {
            description: 'The environment variables the operator sets on the API server.',
          }),
          until: Type.String({
            description: "How the platform is read until then, in a member's words.",
          }),
        },
        {
          additionalProperties: false,
          description:
            'Present when this server is not set up for the platform (Reddit without an API app): what ' +
            'the person who runs Signalboard would set, and what members get meanwhile. The same case as ' +
            '`notice`, for clients that tell members and operators apart.',
        },
      ),
    ),
  },
  { $id: 'Platform', additionalProperties: false },
);

const SettingsSchema = Type.Record(Type.String(), Type.Unknown(), {
  description:
    'Values keyed by the catalogue field keys; secrets come back as "••••" and the last 4 characters.',
});

const KeywordsFromSignalsSchema = Type.Array(Type.String({ maxLength: 500 }), {
  maxItems: 100,
  description:
    "The entries of the search-term setting (keywords, or GitHub's queries) that were derived from the " +
    "project's intent signals rather than typed: a client makes them follow the signals and keeps the " +
    'other entries. Entries not in that setting are dropped.',
});

export const DataSourceSchema = Type.Object(
  {
    platform: Type.String(),
    enabled: Type.Boolean(),
    settings: SettingsSchema,
    last_polled_at: Nullable(DateTimeSchema),
    last_success_at: Nullable(DateTimeSchema),
    last_error: Nullable(Type.String({ description: 'Why the last poll failed and what to do about it.' })),
    // Optional in the type (always sent): clients and fixtures written before it still hold a DataSource.
    last_error_kind: Type.Optional(
      Nullable(
        Type.Enum([...sourceFailureKinds], {
          description:
            'The kind of the last failure, for a client that words it itself: network, timeout, ' +
            'rate_limited, blocked (a private address), refused (credentials or this server), gone ' +
            "(nothing at the address), outage (the platform's side), unreadable, settings (they cannot " +
            'work) or other. Null when the last poll succeeded, or for a failure recorded before kinds ' +
            'were (read `last_error` then).',
        }),
      ),
    ),
    health_note: Type.Optional(
      Type.String({
        description:
          "How the last good poll read the source when it was not the usual way, and why (e.g. Reddit's " +
          'public feed after its API refused). Absent when the source is read as usual.',
      }),
    ),
    keywords_from_signals: Type.Optional(KeywordsFromSignalsSchema),
    items_seen: Type.Integer(),
    poll_interval_seconds: Nullable(
      Type.Integer({
        description:
          "Seconds between two polls: the source's own interval, or the deployment's default. Null for " +
          'sources pushed to us (import, webhook), which are never polled.',
      }),
    ),
    poll_interval_is_default: Type.Boolean({
      description: 'True when the source has no interval of its own and follows the deployment default.',
    }),
    next_poll_at: Nullable(
      Type.String({
        format: 'date-time',
        description:
          'When the scheduler polls it next (in the past: at its next tick). Null when it is not polled: ' +
          'switched off, or pushed to us.',
      }),
    ),
    consecutive_failures: Type.Integer({
      description: 'Failed polls in a row; each one doubles the wait before the next (up to 6 h).',
    }),
  },
  { $id: 'DataSource', additionalProperties: false },
);

export const DataSourcesUpdateSchema = Type.Object(
  {
    data_sources: Type.Array(
      Type.Object(
        {
          platform: Type.String({ maxLength: 50 }),
          enabled: Type.Boolean(),
          settings: SettingsSchema,
          keywords_from_signals: Type.Optional(
            Type.Array(Type.String({ maxLength: 500 }), {
              maxItems: 100,
              description:
                'Which search terms were derived from the intent signals (see DataSource); left out to ' +
                'keep what is stored for the entries still listed.',
            }),
          ),
          poll_interval_seconds: Type.Optional(
            Nullable(
              Type.Integer({
                description:
                  'Seconds between two polls, from 60 (or the deployment default, when shorter) to 86400; ' +
                  'null to follow the deployment default; left out to keep what is stored.',
              }),
            ),
          ),
          // The source's health is the scheduler's to say.
          ...readOnlyFields(DataSourceSchema, [
            'last_polled_at',
            'last_success_at',
            'last_error',
            'last_error_kind',
            'health_note',
            'items_seen',
            'poll_interval_is_default',
            'next_poll_at',
            'consecutive_failures',
          ]),
        },
        { additionalProperties: false },
      ),
      { maxItems: 50 },
    ),
  },
  { $id: 'DataSourcesUpdate', additionalProperties: false },
);
