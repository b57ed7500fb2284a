import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { competitorsFromDescription } from '../../../src/engine/smart-columns/competitors.js';
import { evaluateSmartColumnLocally } from '../../../src/engine/smart-columns/evaluate.js';
import { prepareRules } from '../../../src/engine/smart-columns/prepare-rules.js';

// The local answers measured on the labelled set in fixtures/ (see its README): each question goes
// through what the create route does (rules derived from the question), then is answered for every post.

interface LabelledPost {
  text: string;
  value: string | string[] | null;
  yes: boolean | null;
}
interface QuestionType {
  text: string;
  yes_no: string;
  posts: LabelledPost[];
}
interface LabelledSet {
  business_description: string;
  types: Record<string, QuestionType>;
}
const load = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as LabelledSet;

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$€£%]+/gu, ' ')
    .trim();

/** An entity, not a copied sentence: one of the accepted values, or containing one with little more. */
function textRight(answer: string | null, expected: LabelledPost['value']): boolean {
  if (expected === null) return answer === null;
  if (answer === null) return false;
  const got = normal(answer);
  return [expected]
    .flat()
    .some(
      (value) =>
        got === normal(value) || (got.includes(normal(value)) && got.length <= normal(value).length + 20),
    );
}

/** Accuracy per type (text and yes/no) of the answers to each question, as the create route stores it. */
export function measure(set: LabelledSet) {
  const context = { projectCompetitors: competitorsFromDescription(set.business_description) };
  const answer = (question: string, kind: 'boolean' | 'text', post: LabelledPost) => {
    const rules = prepareRules(undefined, { name: question, question, kind });
    return evaluateSmartColumnLocally({ kind, rules }, { title: null, body: post.text }, context);
  };
  const rows: Record<string, { posts: number; text: number; yesNo: number; misses: string[] }> = {};
  for (const [type, q] of Object.entries(set.types)) {
    let text = 0;
    let yesNo = 0;
    const misses: string[] = [];
    for (const post of q.posts) {
      const t = answer(q.text, 'text', post).text_value;
      const b = answer(q.yes_no, 'boolean', post).bool_value;
      if (textRight(t, post.value)) text += 1;
      else misses.push(`text ${JSON.stringify(t)} ≠ ${JSON.stringify(post.value)}: ${post.text}`);
      if (b === post.yes) yesNo += 1;
      else misses.push(`yes/no ${String(b)} ≠ ${String(post.yes)}: ${post.text}`);
    }
    rows[type] = {
      posts: q.posts.length,
      text: text / q.posts.length,
      yesNo: yesNo / q.posts.length,
      misses,
    };
  }
  return rows;
}

/** The figures each type must keep (the first run's, rounded down): a change that loses answers fails. */
const floors = {
  'questions.json': { text: 0.9, yesNo: 0.9 },
  'holdout.json': { text: 0.75, yesNo: 0.85 },
};

describe('local smart-column answers on the labelled sets', () => {
  it.each(Object.entries(floors))('%s: accuracy per question type', (file, floor) => {
    const rows = measure(load(file));
    const table = Object.entries(rows).map(
      ([type, r]) =>
        `${type.padEnd(11)} n=${r.posts}  text ${r.text.toFixed(2)}  yes/no ${r.yesNo.toFixed(2)}`,
    );
    console.log(`Local smart-column accuracy, ${file}\n${table.join('\n')}`);
    if (process.env.SHOW_MISSES)
      for (const [type, r] of Object.entries(rows)) console.log(`${type}:\n  ${r.misses.join('\n  ')}`);
    for (const [type, r] of Object.entries(rows)) {
      expect.soft(r.text, `${type} text`).toBeGreaterThanOrEqual(floor.text);
      expect.soft(r.yesNo, `${type} yes/no`).toBeGreaterThanOrEqual(floor.yesNo);
    }
    if (file === 'questions.json')
      for (const r of Object.values(rows)) expect(r.posts).toBeGreaterThanOrEqual(15);
  });
});
