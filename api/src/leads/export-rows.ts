import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { leadStatusConfigs, smartColumns } from '../db/schema/index.js';
import type { LeadsRepository } from '../repositories/leads-repository.js';
import { projectPeopleRepository } from '../repositories/project-people-repository.js';
import { exportLimits } from '../schemas/lead-overview.js';
import { csvRow, utf8Bom } from './csv.js';
import { personName } from './lead-actor.js';
import type { LeadListFilter } from './list-filter.js';
import type { ListPosition } from './list-query.js';

/** Who judged a lead, in the export: a name, else the e-mail; "former member" once they lost access. */
export const formerMember = 'former member';
/** A verdict stored without a Signalboard user: the "Not a lead" button of a Slack alert. */
export const judgedOnSlack = 'Slack';

/** The people who can judge the project's leads now (its organization's members and its guests), by id. */
async function judgeNames(db: Database, projectId: string): Promise<Map<string, string>> {
  const people = await projectPeopleRepository(db).list(projectId);
  return new Map(people.map((person) => [person.id, personName(person)]));
}

/**
 * The CSV of the project's leads under `filter`, in list order, `rows` of them at most: a BOM, the
 * header, then a row per lead, read a batch at a time so a large export never sits in memory whole.
 */
export async function* leadCsv(
  db: Database,
  repository: LeadsRepository,
  projectId: string,
  filter: LeadListFilter,
  rows: number,
): AsyncGenerator<string> {
  const [statuses, columns, judges] = await Promise.all([
    db
      .select({ id: leadStatusConfigs.id, name: leadStatusConfigs.name })
      .from(leadStatusConfigs)
      .where(eq(leadStatusConfigs.projectId, projectId)),
    db
      .select({ id: smartColumns.id, name: smartColumns.name })
      .from(smartColumns)
      .where(eq(smartColumns.projectId, projectId))
      .orderBy(asc(smartColumns.position), asc(smartColumns.createdAt)),
    judgeNames(db, projectId),
  ]);
  const judgedBy = (verdict: string | null, userId: string | null) =>
    verdict === null ? null : userId === null ? judgedOnSlack : (judges.get(userId) ?? formerMember);
  const statusName = new Map(statuses.map((status) => [status.id, status.name]));
  yield (
    utf8Bom +
    csvRow([
      'published_at',
      'platform',
      'community',
      'author',
      'title',
      'url',
      'score',
      'signals',
      'status',
      'starred',
      'read',
      'verdict',
      'verdict_reason',
      'verdict_note',
      'judged_by',
      'judged_at',
      ...columns.map((column) => column.name),
      'body',
    ])
  );
  let after: ListPosition | null = null;
  for (let left = rows; left > 0;) {
    const limit = Math.min(exportLimits.batch, left);
    const items = await repository.listAfter(
      projectId,
      { ...filter, limit },
      { after, bodyLimit: exportLimits.maxCell },
    );
    let chunk = '';
    for (const { lead, post, matches, smartValues } of items) {
      const values = new Map(smartValues.map((value) => [value.smartColumnId, value]));
      chunk += csvRow([
        lead.publishedAt.toISOString(),
        lead.platform,
        post.community,
        post.author,
        post.title,
        post.url,
        lead.score,
        matches.map((match) => match.intentSignalName).join('; '),
        lead.statusConfigId ? (statusName.get(lead.statusConfigId) ?? '') : '',
        lead.starred,
        lead.read,
        lead.verdict,
        lead.verdictReason,
        lead.verdictNote,
        judgedBy(lead.verdict, lead.verdictBy),
        lead.verdictAt?.toISOString() ?? null,
        ...columns.map((column) => {
          const value = values.get(column.id);
          if (!value) return null;
          return value.boolValue === null ? value.textValue : value.boolValue ? 'yes' : 'no';
        }),
        post.body,
      ]);
    }
    if (chunk) yield chunk;
    const last = items.at(-1);
    if (items.length < limit || !last) return;
    left -= items.length;
    after = last.lead;
  }
}
