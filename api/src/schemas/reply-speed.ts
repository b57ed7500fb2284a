import { Type } from 'typebox';
import { IdSchema, Nullable, ref } from './common.js';

/** The windows the Team panel offers: the last 7 or 30 UTC days, today included. */
export const replySpeedWindows = [7, 30] as const;

export const ReplySpeedQuerySchema = Type.Object(
  {
    days: Type.Optional(
      Type.Integer({
        enum: [...replySpeedWindows],
        description: 'Days back, today (UTC) included: 7 or 30; 7 when left out.',
      }),
    ),
  },
  { additionalProperties: false },
);

const Seconds = (description: string) => Nullable(Type.Integer({ minimum: 0, description }));

/** Medians and 90th percentiles (whole seconds; null when no lead has one) and the counts behind them. */
const speedFields = {
  found: Type.Integer({ minimum: 0, description: 'Leads found in the window.' }),
  touched: Type.Integer({ minimum: 0, description: 'Of them, touched by a person since.' }),
  waiting: Type.Integer({ minimum: 0, description: 'Of them, not touched by anyone yet.' }),
  contacted: Type.Integer({ minimum: 0, description: 'Of them, moved to a "contacted" status since.' }),
  first_touch_median_seconds: Seconds('Median time from found to the first touch, touched leads only.'),
  first_touch_p90_seconds: Seconds('90th percentile of the same.'),
  contacted_median_seconds: Seconds('Median time from found to the first move to a contacted status.'),
  contacted_p90_seconds: Seconds('90th percentile of the same.'),
};

export const ReplySpeedTotalsSchema = Type.Object(speedFields, {
  $id: 'ReplySpeedTotals',
  additionalProperties: false,
});

export const ReplySpeedMemberSchema = Type.Object(
  {
    user_id: Nullable(IdSchema),
    name: Type.String({
      description: 'Their name now (else e-mail); once they left, the name they acted under.',
    }),
    former_member: Type.Boolean({
      description: 'No longer a member of the organization or guest of the project.',
    }),
    ...speedFields,
  },
  {
    $id: 'ReplySpeedMember',
    additionalProperties: false,
    description:
      'The leads this person touched first (`found` = `touched`, `waiting` = 0); contacted by anyone.',
  },
);

export const ReplySpeedSignalSchema = Type.Object(
  {
    intent_signal_id: Nullable(IdSchema),
    name: Nullable(Type.String({ description: "The signal's name; null for leads that matched none." })),
    ...speedFields,
  },
  {
    $id: 'ReplySpeedSignal',
    additionalProperties: false,
    description: "The leads whose best-scoring signal this is (the lead list's overview counts them alike).",
  },
);

export const ReplySpeedDaySchema = Type.Object(
  {
    date: Type.String({ format: 'date', description: 'The UTC day the leads were found (YYYY-MM-DD).' }),
    found: Type.Integer({ minimum: 0 }),
    touched: Type.Integer({ minimum: 0 }),
    first_touch_median_seconds: Seconds('Median time to first touch of the touched leads found that day.'),
  },
  { $id: 'ReplySpeedDay', additionalProperties: false },
);

export const ReplySpeedSchema = Type.Object(
  {
    days: Type.Integer({ enum: [...replySpeedWindows] }),
    since: Type.String({ format: 'date-time', description: 'The start of the window (UTC midnight).' }),
    contacted_status: Nullable(
      Type.Object(
        { id: IdSchema, name: Type.String() },
        {
          additionalProperties: false,
          description:
            'The status that counts as contacted now (named like "Contacted", as Slack\'s "Mark contacted" ' +
            'finds it); null: the project has none, so nothing counts as contacted.',
        },
      ),
    ),
    totals: ref(ReplySpeedTotalsSchema),
    by_member: Type.Array(ref(ReplySpeedMemberSchema), {
      description: 'One row per person who touched a lead first; most leads first.',
    }),
    by_signal: Type.Array(ref(ReplySpeedSignalSchema), {
      description:
        "Signals in the project's order, then leads that matched none; signals with no lead left out.",
    }),
    series: Type.Array(ref(ReplySpeedDaySchema), {
      description: 'Every day of the window, oldest first, empty ones too.',
    }),
  },
  { $id: 'ReplySpeed', additionalProperties: false },
);

export const replySpeedNamedSchemas = [
  ReplySpeedTotalsSchema,
  ReplySpeedMemberSchema,
  ReplySpeedSignalSchema,
  ReplySpeedDaySchema,
  ReplySpeedSchema,
];
