// Checks the evaluation set by hand-run (`node eval/check.mjs` from api/): every line parses, ids are unique
// across the whole set, every field is present with the right type, labels agree with kinds, and each signals
// file has the shape the score CLI reads. Prints counts per business and per kind; exits 1 on any problem.
import console from 'node:console';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const folder = dirname(fileURLToPath(import.meta.url));
const platforms = new Set([
  'reddit',
  'hackernews',
  'stackexchange',
  'github',
  'mastodon',
  'bluesky',
  'lobsters',
  'devto',
  'x',
  'rss',
]);
const kinds = [
  'intent',
  'keyword_no_intent',
  'complaint_no_buying',
  'job_post',
  'self_promotion',
  'tutorial_or_news',
  'off_topic',
];
const problems = [];
const ids = new Set();
const isText = (value) => typeof value === 'string' && value.trim().length > 0;
const isTerms = (value) =>
  Array.isArray(value) && value.every((term) => isText(term) && term.length <= 80) && value.length <= 30;

const businesses = readdirSync(folder)
  .filter((file) => file.endsWith('.posts.jsonl'))
  .map((file) => file.slice(0, -'.posts.jsonl'.length))
  .sort();
if (businesses.length === 0) problems.push('no *.posts.jsonl files');

const table = [];
for (const business of businesses) {
  let config;
  try {
    config = JSON.parse(readFileSync(join(folder, `${business}.signals.json`), 'utf8'));
  } catch (error) {
    problems.push(`${business}.signals.json: ${error.message}`);
    continue;
  }
  if (!isText(config.business) || !isText(config.description))
    problems.push(`${business}: business/description`);
  if (!Number.isInteger(config.threshold) || config.threshold < 0 || config.threshold > 100)
    problems.push(`${business}: threshold must be an integer 0-100`);
  if (!Array.isArray(config.signals) || config.signals.length < 1) problems.push(`${business}: signals`);
  for (const [index, signal] of (config.signals ?? []).entries()) {
    const where = `${business}.signals[${index}]`;
    if (!isText(signal.id) || !isText(signal.name) || typeof signal.description !== 'string')
      problems.push(`${where}: id/name/description`);
    if (!isTerms(signal.keywords) || signal.keywords.length === 0) problems.push(`${where}.keywords`);
    if (!isTerms(signal.negative_keywords)) problems.push(`${where}.negative_keywords`);
  }

  const counts = Object.fromEntries(kinds.map((kind) => [kind, 0]));
  let total = 0;
  let positives = 0;
  const lines = readFileSync(join(folder, `${business}.posts.jsonl`), 'utf8').split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const where = `${business}.posts.jsonl:${index + 1}`;
    let post;
    try {
      post = JSON.parse(line);
    } catch (error) {
      problems.push(`${where}: ${error.message}`);
      continue;
    }
    if (!isText(post.id)) problems.push(`${where}: id`);
    else if (ids.has(post.id)) problems.push(`${where}: duplicate id ${post.id}`);
    else ids.add(post.id);
    if (!platforms.has(post.platform)) problems.push(`${where}: platform ${post.platform}`);
    if (!isText(post.community)) problems.push(`${where}: community`);
    if (!isText(post.author)) problems.push(`${where}: author`);
    if (!('title' in post) || (post.title !== null && !isText(post.title))) problems.push(`${where}: title`);
    if (!isText(post.body)) problems.push(`${where}: body`);
    if (typeof post.label !== 'boolean') problems.push(`${where}: label`);
    if (!kinds.includes(post.kind)) problems.push(`${where}: kind ${post.kind}`);
    // The label rule: only an intent post is a lead; every other kind is a (hard) negative.
    if (post.label !== (post.kind === 'intent'))
      problems.push(`${where}: label ${post.label} disagrees with kind ${post.kind}`);
    const extra = Object.keys(post).filter(
      (key) => !['id', 'platform', 'community', 'author', 'title', 'body', 'label', 'kind'].includes(key),
    );
    if (extra.length > 0) problems.push(`${where}: unexpected fields ${extra.join(', ')}`);
    total += 1;
    if (post.label === true) positives += 1;
    if (kinds.includes(post.kind)) counts[post.kind] += 1;
  }
  table.push({
    business,
    total,
    positives,
    share: `${Math.round((positives / Math.max(total, 1)) * 100)}%`,
    ...counts,
  });
}

console.table(table);
if (problems.length > 0) {
  console.error(`${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`ok: ${ids.size} posts in ${businesses.length} businesses`);
