// Printing for scripts/score.ts --eval: the evaluation tables, the triage curve and the errors.
import { metrics, type Confusion } from '../src/engine/scoring/evaluation.js';
import type { EvalBusiness } from '../src/engine/scoring/learned/eval-corpus.js';
import type {
  DevelopmentReport,
  ScorerLine,
  TriagePoint,
} from '../src/engine/scoring/learned/evaluate-set.js';
import type { TriageSettings } from '../src/engine/scoring/learned/lead-model.js';
import type { BusinessFigures, KindCount } from '../src/engine/scoring/learned/measure.js';

type Out = (line?: string) => void;

export const fixed = (value: number) => value.toFixed(3);
export const pad = (value: string | number, width: number) => String(value).padEnd(width);
export const right = (value: string | number, width: number) => String(value).padStart(width);
export const rate = ({ posts, flagged }: KindCount) => (posts === 0 ? '-' : `${flagged}/${posts}`);

function row(out: Out, name: string, scorer: string, figures: BusinessFigures) {
  const { precision, recall, f1 } = metrics(figures.confusion);
  const top10 = figures.top10 === null ? '-' : figures.top10.toFixed(figures.top10 % 1 === 0 ? 0 : 1);
  out(
    `${pad(name, 24)}${pad(scorer, 10)}${right(fixed(precision), 7)}${right(fixed(recall), 7)}${right(fixed(f1), 7)}${right(top10, 7)}${right(rate(figures.indirect), 9)}${right(rate(figures.lookalike), 10)}${right(rate(figures.plain), 9)}`,
  );
}

/** Per business then micro, each scorer on its own line. */
export function printLines(out: Out, lines: readonly ScorerLine[]) {
  out(
    `${pad('business', 24)}${pad('scorer', 10)}${right('P', 7)}${right('R', 7)}${right('F1', 7)}${right('top10', 7)}${right('indirect', 9)}${right('look-FP', 10)}${right('plain-FP', 9)}`,
  );
  const names = lines[0]!.businesses.map((figures) => figures.business);
  names.forEach((name, i) => {
    for (const line of lines)
      row(out, line.scorer === lines[0]!.scorer ? name : '', line.scorer, line.businesses[i]!);
  });
  for (const line of lines) row(out, line === lines[0] ? 'micro (top10: mean)' : '', line.scorer, line.micro);
  out();
  out('Look-alike non-leads flagged, by kind (flagged/posts):');
  const kinds = [...new Set(lines.flatMap((line) => [...line.micro.byKind.keys()]))].sort();
  out(`${pad('kind', 22)}${lines.map((line) => right(line.scorer, 10)).join('')}`);
  for (const kind of kinds)
    out(
      `${pad(kind, 22)}${lines.map((line) => right(rate(line.micro.byKind.get(kind) ?? { posts: 0, flagged: 0 }), 10)).join('')}`,
    );
}

const prf = (confusion: Confusion) => {
  const { precision, recall, f1 } = metrics(confusion);
  return `P ${fixed(precision)} R ${fixed(recall)} F1 ${fixed(f1)}`;
};

export function printTriage(out: Out, curve: readonly TriagePoint[], settings: TriageSettings) {
  out(
    `Triage (first K flagged posts triaged by their labels, in file order; figures on the rest; min ${settings.minEach} of each kind, ${settings.neighbours} nearest, weight ${settings.weight}):`,
  );
  for (const point of curve) {
    const withExamples: Confusion = { tp: 0, fp: 0, fn: 0, tn: 0 };
    const without: Confusion = { tp: 0, fp: 0, fn: 0, tn: 0 };
    let triaged = 0;
    for (const { run } of point.runs) {
      triaged += run.triaged;
      for (const key of ['tp', 'fp', 'fn', 'tn'] as const) {
        withExamples[key] += run.withExamples[key];
        without[key] += run.without[key];
      }
    }
    out(
      `K=${right(point.k, 3)} (${right(triaged, 4)} triaged)  with: ${prf(withExamples)}   without, same posts: ${prf(without)}`,
    );
  }
}

export function printErrors(out: Out, report: DevelopmentReport, businesses: readonly EvalBusiness[]) {
  for (const { business, model, logits } of report.held) {
    const source = businesses.find((item) => item.name === business)!;
    report.rows.get(business)!.forEach((post, i) => {
      const flagged = logits[i]! >= model.threshold;
      if (flagged === post.label) return;
      const text = source.posts[post.postIndex]!;
      const flat = `${text.title ?? ''} | ${text.body ?? ''}`.replace(/\s+/g, ' ').slice(0, 110);
      out(
        `  ${flagged ? 'FP' : 'FN'} ${right((logits[i]! - model.threshold).toFixed(2), 6)} ${pad(post.kind, 18)} ${text.id}: ${flat}`,
      );
    });
  }
}
