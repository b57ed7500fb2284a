import { Type } from 'typebox';
import { DateTimeSchema, Nullable } from './common.js';

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
    settings: Type.Array(SettingFieldSchema),
  },
  { $id: 'Platform', additionalProperties: false },
);

const SettingsSchema = Type.Record(Type.String(), Type.Unknown(), {
  description:
    'Values keyed by the catalogue field keys; secrets come back as "••••" and the last 4 characters.',
});

export const DataSourceSchema = Type.Object(
  {
    platform: Type.String(),
    enabled: Type.Boolean(),
    settings: SettingsSchema,
    last_polled_at: Nullable(DateTimeSchema),
    last_success_at: Nullable(DateTimeSchema),
    last_error: Nullable(Type.String()),
    items_seen: Type.Integer(),
  },
  { $id: 'DataSource', additionalProperties: false },
);

export const DataSourcesUpdateSchema = Type.Object(
  {
    data_sources: Type.Array(
      Type.Object(
        { platform: Type.String({ maxLength: 50 }), enabled: Type.Boolean(), settings: SettingsSchema },
        { additionalProperties: false },
      ),
      { maxItems: 50 },
    ),
  },
  { $id: 'DataSourcesUpdate', additionalProperties: false },
);
