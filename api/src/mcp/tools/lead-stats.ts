import { Type } from 'typebox';
import { namer, signalsOf, statusesOf } from '../lookups.js';
import { defineTool } from '../tool.js';
import { answer, expectOk } from '../tool-answers.js';
import { ProjectIdInput } from './inputs.js';

interface Overview {
  days: { date: string; total: number; by_signal: { intent_signal_id: string | null; count: number }[] }[];
  by_status: { status_config_id: string | null; count: number }[];
}

export const leadStats = defineTool({
  name: 'lead_stats',
  title: 'Lead counts',
  description:
    "Counts a project's leads over the last N days (today included, UTC) per intent signal and per day, and its leads per status now.",
  input: Type.Object(
    {
      project_id: ProjectIdInput,
      days: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 90,
          description: 'Days back, today included (30 when left out).',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  readOnly: true,
  async run(args, call) {
    const days = args.days ?? 30;
    const [overview, signals, statuses] = await Promise.all([
      call('GET', `/api/v1/leads/${args.project_id}/overview`, { query: { days } }).then((overviewAnswer) =>
        expectOk<Overview>(overviewAnswer),
      ),
      signalsOf(call, args.project_id),
      statusesOf(call, args.project_id),
    ]);
    const perSignal = new Map<string | null, number>();
    for (const day of overview.days)
      for (const { intent_signal_id, count } of day.by_signal)
        perSignal.set(intent_signal_id, (perSignal.get(intent_signal_id) ?? 0) + count);
    const signalName = namer(signals);
    const statusName = namer(statuses);
    return answer({
      days,
      from: overview.days[0]?.date ?? null,
      to: overview.days.at(-1)?.date ?? null,
      total: overview.days.reduce((sum, day) => sum + day.total, 0),
      // Each lead counted once, under its best-scoring signal, so these add up to the total.
      by_signal: [...perSignal]
        .filter(([, count]) => count > 0)
        .map(([id, count]) => ({ signal: id === null ? '(no signal)' : signalName(id), count })),
      per_day: overview.days
        .filter((day) => day.total > 0)
        .map((day) => ({ date: day.date, leads: day.total })),
      by_status_now: overview.by_status.map(({ status_config_id, count }) => ({
        status: statusName(status_config_id) ?? '(no status)',
        count,
      })),
      note: "by_signal and per_day count leads found in the range (not-a-lead ones left out); by_status_now counts all the project's leads today.",
    });
  },
});
