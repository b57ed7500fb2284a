// How the local intent-signal proposer does on business descriptions of every kind:
//   npm run eval:proposals [-- --writer a] [--show] [--json] [--baseline <propose-signals.ts of another copy>]
// Reads api/eval/proposals/*.jsonl, runs proposeSignalsLocally (what the app answers when no AI assistant
// is configured) on each description with its use case and no website, and counts fragments, generic
// keywords, invented category words, competitors without a switching signal and avoided keywords, with
// the keyword overlap against what the set's writer expected. See api/eval/proposals/README.md.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { packageRoot } from '../src/paths.js';
import { proposeSignalsLocally, type SignalsInput } from '../src/brainstorm/propose-signals.js';
import {
  parseProposalCases,
  scoreProposals,
  type ProposalCase,
} from '../src/brainstorm/proposal-evaluation.js';
import type { ProposedIntentSignal } from '../src/brainstorm/proposed-signal.js';
import { show, summaries, table, type Scored } from './proposal-report.js';

type Proposer = (input: SignalsInput) => ProposedIntentSignal[];

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    writer: { type: 'string' },
    show: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    baseline: { type: 'string' },
    set: { type: 'string', default: path.join(packageRoot, 'eval', 'proposals') },
  },
});

/** The file a `--writer` names: "dev" is dev-issue.jsonl, any other writer writer-<name>.jsonl. */
const fileOf = (writer: string) => (writer === 'dev' ? 'dev-issue.jsonl' : `writer-${writer}.jsonl`);

async function readCases(): Promise<ProposalCase[]> {
  // "--writer a" opens writer-a.jsonl and nothing else, so that a held-out file in the folder stays unread.
  const files = values.writer
    ? [fileOf(values.writer)]
    : (await readdir(values.set)).filter((file) => file.endsWith('.jsonl')).sort();
  const cases: ProposalCase[] = [];
  for (const file of files)
    cases.push(...parseProposalCases(await readFile(path.join(values.set, file), 'utf8'), file));
  return cases;
}

function run(propose: Proposer, cases: readonly ProposalCase[]): Scored[] {
  return cases.map((kase) => {
    const signals = propose({ description: kase.description, useCase: kase.useCase, website: null });
    return { kase, signals, score: scoreProposals(kase, signals) };
  });
}

/** The checks the table has no column for, counted per flag: place-only keywords, wording, filler. */
function newChecks(rows: readonly Scored[]): string {
  const count = (kind: string) =>
    rows.reduce((sum, row) => sum + row.score.flags.filter((f) => f.kind === kind).length, 0);
  const businesses = (kind: string) =>
    rows.filter((row) => row.score.flags.some((f) => f.kind === kind)).length;
  return (['place', 'wording', 'filler'] as const)
    .map((kind) => `${kind} ${count(kind)} (${businesses(kind)} businesses)`)
    .join(', ');
}

function report(label: string, rows: readonly Scored[]): void {
  console.log(
    table(
      `${label}: by kind`,
      summaries(rows, (row) => row.kase.kind),
    ),
  );
  console.log('');
  console.log(
    table(
      `${label}: by writer`,
      summaries(rows, (row) => row.kase.writer),
    ),
  );
  console.log(`${label}: ${newChecks(rows)}`);
  console.log('');
}

const cases = await readCases();
if (cases.length === 0)
  throw new Error(`No cases in ${values.set}${values.writer ? ` for writer ${values.writer}` : ''}`);
const proposers: [string, Proposer][] = [];
if (values.baseline) {
  const module = (await import(pathToFileURL(path.resolve(values.baseline)).href)) as {
    proposeSignalsLocally: Proposer;
  };
  proposers.push(['before (baseline)', module.proposeSignalsLocally]);
}
proposers.push([values.baseline ? 'after (this copy)' : 'proposals', proposeSignalsLocally]);

const results = proposers.map(([label, propose]) => ({ label, rows: run(propose, cases) }));
if (values.json) {
  console.log(
    JSON.stringify(
      results.map(({ label, rows }) => ({
        label,
        byKind: summaries(rows, (row) => row.kase.kind),
        byWriter: summaries(rows, (row) => row.kase.writer),
        ...(values.show
          ? { businesses: rows.map(({ kase, signals, score }) => ({ id: kase.id, signals, score })) }
          : {}),
      })),
      null,
      2,
    ),
  );
} else {
  for (const { label, rows } of results) {
    if (values.show) for (const row of rows) console.log(`${show(row)}\n`);
    report(label, rows);
  }
}
