import { Type } from 'typebox';
import { DateTimeSchema, IdSchema, NameSchema } from './common.js';
import { readOnlyFields } from './read-only.js';

export const statusConfigLimits = { name: 40, perProject: 20 } as const;

/** Checked by the route (a sentence that says what is expected beats "has an invalid format"). */
export const colorPattern = /^#[0-9a-f]{6}$/i;

const ColorSchema = Type.String({
  maxLength: 7,
  description: 'A hex colour, #rrggbb (stored in lower case).',
  examples: ['#3b82f6'],
});

export const StatusConfigSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    color: Type.String({ description: 'A hex colour, #rrggbb.' }),
    position: Type.Integer({ minimum: 0, description: 'Dense 0-based order.' }),
    is_default: Type.Boolean({ description: 'New leads get it; leads of a deleted status move to it.' }),
    lead_count: Type.Integer({ minimum: 0, description: 'Leads of the project (not deleted) in it.' }),
    created_at: DateTimeSchema,
    updated_at: DateTimeSchema,
  },
  { $id: 'StatusConfig', additionalProperties: false },
);

export const StatusConfigCreateSchema = Type.Object(
  { name: NameSchema(statusConfigLimits.name), color: Type.Optional(ColorSchema) },
  { $id: 'StatusConfigCreate', additionalProperties: false },
);

export const StatusConfigUpdateSchema = Type.Object(
  {
    name: Type.Optional(NameSchema(statusConfigLimits.name)),
    color: Type.Optional(ColorSchema),
    is_default: Type.Optional(
      Type.Boolean({
        description:
          'true makes this the default (the old default stops being one). false leaves a status that is not ' +
          'the default as it is; the default stops being one only when another is made it (422 naming ' +
          '`is_default` otherwise).',
      }),
    ),
    // The order changes through .../position.
    ...readOnlyFields(StatusConfigSchema, ['id', 'position', 'lead_count', 'created_at', 'updated_at']),
  },
  { $id: 'StatusConfigUpdate', additionalProperties: false },
);

export const StatusConfigDeletedSchema = Type.Object(
  {
    moved_leads: Type.Integer({ minimum: 0, description: 'Leads (not deleted) moved to `moved_to`.' }),
    moved_to: IdSchema,
  },
  { $id: 'StatusConfigDeleted', additionalProperties: false },
);

export const StatusConfigProjectParamsSchema = Type.Object(
  { projectId: IdSchema },
  { additionalProperties: false },
);

export const StatusConfigParamsSchema = Type.Object(
  { projectId: IdSchema, id: IdSchema },
  { additionalProperties: false },
);

export const StatusConfigPositionQuerySchema = Type.Object(
  { new_position: Type.Integer({ minimum: 0, description: '0-based; at most the number of statuses - 1.' }) },
  { additionalProperties: false },
);

/** Registered by schemas/index.ts. */
export const statusConfigNamedSchemas = [
  StatusConfigSchema,
  StatusConfigCreateSchema,
  StatusConfigUpdateSchema,
  StatusConfigDeletedSchema,
];
