import { Type } from 'typebox';
import { IdSchema, Nullable } from './common.js';
import { LeadListQuerySchema } from './lead.js';

/** How far back the overview looks, and the most it will. */
export const overviewLimits = { days: 30, maxDays: 90 } as const;

/** The export's own limits: rows per file, and the longest cell Excel will take (32,767 characters). */
export const exportLimits = { maxRows: 50_000, maxCell: 32_000, batch: 500 } as const;

export const LeadOverviewQuerySchema = Type.Object(
  {
    days: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: overviewLimits.maxDays,
        description: `Days back, today (UTC) included; ${overviewLimits.days} when left out.`,
      }),
    ),
  },
  { additionalProperties: false },
);

const OverviewDaySchema = Type.Object(
  {
    date: Type.String({ format: 'date', description: 'A UTC day (YYYY-MM-DD).' }),
    by_signal: Type.Array(
      Type.Object(
        {
          intent_signal_id: Nullable(IdSchema),
          count: Type.Integer({ minimum: 0 }),
        },
        { additionalProperties: false },
      ),
      {
        description:
          "Each lead counted once, under its best-scoring signal (null: it matched none), so the counts add up to `total`. Signals in the project's order.",
      },
    ),
    total: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

export const LeadOverviewSchema = Type.Object(
  {
    days: Type.Array(OverviewDaySchema, {
      description: 'Every day of the range, oldest first, empty ones too.',
    }),
    by_status: Type.Array(
      Type.Object(
        { status_config_id: Nullable(IdSchema), count: Type.Integer({ minimum: 0 }) },
        { additionalProperties: false },
      ),
      { description: "All the project's leads (not deleted) per status, statuses with none left out." },
    ),
  },
  { additionalProperties: false },
);

/** The export takes the list's filter and order; it has no pages. */
export const LeadExportQuerySchema = Type.Omit(LeadListQuerySchema, ['limit', 'skip', 'view'], {
  additionalProperties: false,
});
