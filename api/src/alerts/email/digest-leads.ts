import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { NotificationSettingsRow } from '../../db/schema/index.js';
import { loadAlertLeads } from '../alert-lead.js';
import { leadsPerGroup, type LeadGroup } from './lead-groups-mail.js';

export interface DigestLeads {
  groups: LeadGroup[];
  total: number;
}

/**
 * The leads a digest lists: visible, stored in (since, until], worth alerting per the settings (score,
 * chosen signals), each under its best chosen signal; the best `leadsPerGroup` of each signal are loaded
 * in full and the others only counted, in the database, so 10,000 new leads cost one query.
 */
export async function digestLeads(
  db: Database,
  settings: NotificationSettingsRow,
  since: Date,
  until: Date,
): Promise<DigestLeads> {
  const chosen = settings.intentSignalIds;
  const ids = sql.join(
    chosen.map((id) => sql`${id}`),
    sql`, `,
  );
  const onlyChosen = chosen.length > 0 ? sql`and m.intent_signal_id in (${ids})` : sql``;
  const matchesChosen = chosen.length > 0 ? sql`and l.intent_signal_ids && array[${ids}]::uuid[]` : sql``;
  const result = (await db.execute(sql`
    with candidate as (
      select l.id, l.score, l.created_at,
        (select m.intent_signal_id from lead_signal_matches m
          where m.lead_id = l.id ${onlyChosen}
          order by m.score desc, m.intent_signal_id limit 1) as signal_id
      from leads l
      where l.project_id = ${settings.projectId}
        and l.deleted = false and l.verdict is distinct from 'not_lead'
        and l.created_at > ${since.toISOString()} and l.created_at <= ${until.toISOString()}
        and l.score >= ${settings.minScore} ${matchesChosen}
    ), ranked as (
      select id, signal_id, score,
        row_number() over (partition by signal_id order by score desc, created_at desc) as rank,
        count(*) over (partition by signal_id) as total
      from candidate
    )
    select id, signal_id, total from ranked where rank <= ${leadsPerGroup}
  `)) as unknown as { rows: { id: string; signal_id: string | null; total: number | string }[] };
  const rows = result.rows;
  if (rows.length === 0) return { groups: [], total: 0 };
  const leads = new Map(
    (
      await loadAlertLeads(
        db,
        settings.projectId,
        rows.map((row) => row.id),
      )
    ).map((lead) => [lead.id, lead]),
  );
  const groups = new Map<string, LeadGroup & { best: number; count: number }>();
  for (const row of rows) {
    const lead = leads.get(row.id);
    if (!lead) continue;
    const signal = lead.signals.find((s) => s.id === row.signal_id);
    const key = row.signal_id ?? '';
    const count = Number(row.total);
    const group = groups.get(key) ?? {
      name: signal?.name ?? 'Other leads',
      leads: [],
      more: 0,
      best: 0,
      count,
    };
    group.leads.push({ lead, signal });
    group.best = Math.max(group.best, lead.score);
    group.more = count - group.leads.length;
    groups.set(key, group);
  }
  const sorted = [...groups.entries()].sort(
    ([a, x], [b, y]) => (a === '' ? 1 : 0) - (b === '' ? 1 : 0) || y.best - x.best,
  );
  return {
    groups: sorted.map(([, { name, leads: items, more }]) => ({
      name,
      leads: items.sort((a, b) => b.lead.score - a.lead.score),
      more,
    })),
    total: sorted.reduce((sum, [, group]) => sum + group.count, 0),
  };
}
