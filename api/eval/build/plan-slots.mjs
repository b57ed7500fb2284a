// Makes the slot plan the evaluation posts were written into (`node eval/build/plan-slots.mjs OUT_DIR`
// from api/). Every slot fixes a post's label, kind, platform, whether it has a title and its length in
// words BEFORE any text exists, with the length drawn from one distribution for every kind: so length
// says nothing about the label, and the lead rate and the share of indirect leads are set by design,
// not by what was easy to write. Seeded, so the plan is reproducible.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

import { businesses, leadSlots, lookalikeKinds, lookalikesPerKind, postsPerBusiness } from './businesses.mjs';

const out = process.argv[2];
if (!out) {
  process.stderr.write('usage: node eval/build/plan-slots.mjs OUT_DIR\n');
  process.exit(2);
}

// mulberry32: a small seeded generator (the plan must not change between runs).
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(rand) {
  const u = Math.max(rand(), 1e-9);
  const v = rand();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Words in title + body: log-normal around 38 words, 8 to 160, the same for every kind. */
const targetWords = (rand) =>
  Math.round(Math.min(160, Math.max(8, Math.exp(Math.log(38) + 0.6 * normal(rand)))));

function pick(rand, weighted) {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rand() * total;
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return weighted[weighted.length - 1][0];
}

mkdirSync(out, { recursive: true });
for (const [index, business] of businesses.entries()) {
  const rand = random(20261125 + index * 7919);
  const slots = [];
  for (const { kind, count, indirect } of leadSlots)
    for (let i = 0; i < count; i += 1) slots.push({ label: true, kind, indirect });
  for (const kind of lookalikeKinds)
    for (let i = 0; i < lookalikesPerKind; i += 1) slots.push({ label: false, kind, indirect: false });
  while (slots.length < postsPerBusiness) slots.push({ label: false, kind: 'off_topic', indirect: false });
  // Shuffle (Fisher-Yates), then number: ids carry no hint of the label.
  for (let i = slots.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [slots[i], slots[j]] = [slots[j], slots[i]];
  }
  const lines = slots.map((slot, i) => {
    const platform = pick(rand, business.platforms);
    return JSON.stringify({
      id: `${business.prefix}-${String(i + 1).padStart(3, '0')}`,
      platform,
      has_title: rand() < 0.65,
      target_words: targetWords(rand),
      ...slot,
    });
  });
  writeFileSync(join(out, `${business.file}.plan.jsonl`), `${lines.join('\n')}\n`);
}
process.stdout.write(`planned ${businesses.length} businesses into ${out}\n`);
