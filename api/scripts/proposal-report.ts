import type { ProposalCase, ProposalScore } from '../src/brainstorm/proposal-evaluation.js';
import type { ProposedIntentSignal } from '../src/brainstorm/proposed-signal.js';

// The tables and the reading view of scripts/eval-proposals.ts.

export interface Scored {
  kase: ProposalCase;
  signals: ProposedIntentSignal[];
  score: ProposalScore;
}

export interface Summary {
  group: string;
  businesses: number;
  usable: number;
  fragments: number;
  generic: number;
  invented: number;
  competitorsCovered: number;
  competitors: number;
  avoidHits: number;
  /** Mean share of proposed keywords that share a stem with an expected keyword. */
  overlap: number;
  categoryHead: number;
}

export function summarize(group: string, rows: readonly Scored[]): Summary {
  const count = (kind: string) =>
    rows.reduce((sum, row) => sum + row.score.flags.filter((f) => f.kind === kind).length, 0);
  const competitors = rows.reduce((sum, row) => sum + row.kase.expected.competitors.length, 0);
  return {
    group,
    businesses: rows.length,
    usable: rows.filter((row) => row.score.usable).length,
    fragments: count('fragment'),
    generic: count('generic'),
    invented: count('invented'),
    competitorsCovered: competitors - rows.reduce((sum, row) => sum + row.score.uncovered.length, 0),
    competitors,
    avoidHits: rows.reduce((sum, row) => sum + row.score.avoidHits.length, 0),
    overlap: rows.length === 0 ? 0 : rows.reduce((sum, row) => sum + row.score.overlap, 0) / rows.length,
    categoryHead: rows.filter((row) => row.score.categoryHead).length,
  };
}

/** One summary per value of `key`, then the total. */
export function summaries(rows: readonly Scored[], key: (row: Scored) => string): Summary[] {
  const groups = [...new Set(rows.map(key))].sort();
  return [
    ...groups.map((g) =>
      summarize(
        g,
        rows.filter((row) => key(row) === g),
      ),
    ),
    summarize('total', rows),
  ];
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

export function table(title: string, rows: readonly Summary[]): string {
  const header = [
    '',
    'businesses',
    'usable',
    'fragments',
    'generic',
    'invented',
    'competitors',
    'avoid',
    'overlap',
    'category',
  ];
  const cells = rows.map((s) => [
    s.group,
    String(s.businesses),
    `${s.usable}/${s.businesses}`,
    String(s.fragments),
    String(s.generic),
    String(s.invented),
    `${s.competitorsCovered}/${s.competitors}`,
    String(s.avoidHits),
    percent(s.overlap),
    `${s.categoryHead}/${s.businesses}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [title, line(header), ...cells.map(line)].join('\n');
}

/** Every proposal of one business with its flags, for reading. */
export function show(row: Scored): string {
  const { kase, signals, score } = row;
  const flagged = (field: string, text: string) =>
    score.flags
      .filter((f) => f.field === field && f.text === text)
      .map((f) => ` [${f.kind}: ${f.why}]`)
      .join('');
  const out = [
    `== ${kase.id} (${kase.kind}, ${kase.country}, ${kase.useCase})${score.usable ? '' : '  NOT USABLE'}`,
    `   ${kase.description}`,
  ];
  for (const s of signals) {
    out.push(`   * ${s.name}${flagged('name', s.name)}`);
    out.push(`     ${s.description}${flagged('description', s.description)}`);
    out.push(`     ${s.keywords.map((k) => `"${k}"${flagged('keyword', k)}`).join(', ')}`);
  }
  if (score.uncovered.length > 0) out.push(`   competitors not covered: ${score.uncovered.join(', ')}`);
  if (score.avoidHits.length > 0) out.push(`   avoid hits: ${score.avoidHits.join(', ')}`);
  out.push(`   overlap ${percent(score.overlap)}, category head ${score.categoryHead ? 'found' : 'MISSING'}`);
  return out.join('\n');
}
