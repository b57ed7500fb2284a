// The overview's numbers shaped for the chart, the legend and the table: signals in the project's order
// with their colours, "no signal" last, and each day's segments stacked in that order.
import type { IntentSignal, LeadOverview } from '@signalboard/shared/api';
import { NO_SIGNAL_COLOR, signalColor } from './chart-colors';

export interface OverviewSeries {
  /** null: leads that matched no signal. */
  id: string | null;
  name: string;
  color: string;
  /** Leads under this signal over the whole range. */
  total: number;
}

export interface OverviewBar {
  date: string;
  total: number;
  /** Per series, in series order (0 where the day has none). */
  counts: number[];
}

export interface OverviewChartData {
  series: OverviewSeries[];
  bars: OverviewBar[];
  max: number;
  total: number;
}

export function chartData(overview: LeadOverview, signals: readonly IntentSignal[] = []): OverviewChartData {
  const present = new Set(overview.days.flatMap((day) => day.by_signal.map((part) => part.intent_signal_id)));
  const series: OverviewSeries[] = signals.map((signal, index) => ({
    id: signal.id,
    name: signal.name,
    color: signalColor(index),
    total: 0,
  }));
  // A signal deleted since (or not loaded yet) keeps its segment, so the bars still add up.
  for (const id of present)
    if (id !== null && !series.some((item) => item.id === id))
      series.push({ id, name: 'Other signal', color: signalColor(series.length), total: 0 });
  if (present.has(null)) series.push({ id: null, name: 'No signal', color: NO_SIGNAL_COLOR, total: 0 });
  const at = new Map(series.map((item, index) => [item.id, index]));
  const bars = overview.days.map((day) => {
    const counts = series.map(() => 0);
    for (const part of day.by_signal) {
      const index = at.get(part.intent_signal_id)!;
      counts[index] = (counts[index] ?? 0) + part.count;
      series[index]!.total += part.count;
    }
    return { date: day.date, total: day.total, counts };
  });
  return {
    series,
    bars,
    max: Math.max(0, ...bars.map((bar) => bar.total)),
    total: bars.reduce((sum, bar) => sum + bar.total, 0),
  };
}

const dayFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Mar 1" for a YYYY-MM-DD day (a UTC day, as the API counts). */
export function dayLabel(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
