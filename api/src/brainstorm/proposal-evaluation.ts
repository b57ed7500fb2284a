import { useCases, type UseCase } from '../schemas/project.js';
import { contentWords, flagsOf, stemOf, uncoveredCompetitors, type ProposalFlag } from './proposal-checks.js';
import type { ProposedIntentSignal } from './proposed-signal.js';

// The proposal evaluation set (api/eval/proposals/*.jsonl): business descriptions of every kind, each with
// what a marketer in that market would propose, and the score of what the local proposer made of them.

export interface ExpectedSignal {
  name: string;
  description: string;
  keywords: string[];
}

export interface ProposalCase {
  id: string;
  writer: string;
  kind: string;
  country: string;
  useCase: UseCase;
  description: string;
  expected: {
    category: string;
    buyers: string;
    competitors: string[];
    signals: ExpectedSignal[];
    avoid: string[];
  };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One line of a set file; a line that is not a case throws, naming the file and the line. */
export function parseProposalCases(jsonl: string, file: string): ProposalCase[] {
  return jsonl
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      const raw = JSON.parse(line) as Record<string, unknown>;
      const expected = (raw.expected ?? {}) as Record<string, unknown>;
      const useCase = text(raw.use_case) as UseCase;
      if (!text(raw.description)) throw new Error(`${file}:${number}: no description`);
      return {
        id: text(raw.id) || `${file}:${number}`,
        writer: text(raw.writer) || 'unknown',
        kind: text(raw.kind) || 'unknown',
        country: text(raw.country),
        useCase: useCases.includes(useCase) ? useCase : 'lead_generation',
        description: text(raw.description),
        expected: {
          category: text(expected.category),
          buyers: text(expected.buyers),
          competitors: strings(expected.competitors),
          signals: (Array.isArray(expected.signals) ? expected.signals : []).map(
            (s: Record<string, unknown>) => ({
              name: text(s.name),
              description: text(s.description),
              keywords: strings(s.keywords),
            }),
          ),
          avoid: strings(expected.avoid),
        },
      };
    });
}

export interface ProposalScore {
  flags: ProposalFlag[];
  uncovered: string[];
  avoidHits: string[];
  /** Share of proposed keywords sharing a meaningful stem with an expected keyword (0-1). */
  overlap: number;
  /** Whether the head word of the expected category appears in some proposed name or keyword. */
  categoryHead: boolean;
  usable: boolean;
}

/** Stems of the words that say what a keyword is about (not "cheap", "best", "service"). */
function meaningStems(phrase: string): string[] {
  return contentWords(phrase).map(stemOf);
}

/** How one business's proposals measure against the automatic checks and what was expected. */
export function scoreProposals(kase: ProposalCase, signals: readonly ProposedIntentSignal[]): ProposalScore {
  const flags = signals.flatMap((signal) =>
    flagsOf(signal, kase.description, kase.useCase === 'market_research'),
  );
  const uncovered = uncoveredCompetitors(signals, kase.expected.competitors);
  const avoid = new Set(kase.expected.avoid.map((a) => a.toLowerCase()));
  const keywords = signals.flatMap((signal) => signal.keywords);
  const avoidHits = keywords.filter((k) => avoid.has(k.toLowerCase()));
  const expectedStems = new Set(kase.expected.signals.flatMap((s) => s.keywords.flatMap(meaningStems)));
  const sharing = keywords.filter((k) => meaningStems(k).some((stem) => expectedStems.has(stem)));
  const head = contentWords(kase.expected.category).at(-1);
  const proposedStems = new Set(signals.flatMap((s) => [s.name, ...s.keywords]).flatMap(meaningStems));
  return {
    flags,
    uncovered,
    avoidHits,
    overlap: keywords.length === 0 ? 0 : sharing.length / keywords.length,
    categoryHead: head === undefined || proposedStems.has(stemOf(head)),
    usable: flags.length === 0 && uncovered.length === 0 && avoidHits.length === 0,
  };
}
