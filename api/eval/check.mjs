// Checks the evaluation set by hand-run (`node eval/check.mjs` from api/): every line parses, ids are unique
// across the whole set (holdout included), every field is present with the right type, labels agree with
// kinds, each signals file has the shape the score CLI reads, and lead and non-lead lengths match. Prints
// counts per business (lead rate, indirect share, mean words of leads vs non-leads) and per kind; exits 1
// on any problem. It reads the labels only to count them: it never scores anything.
import console from 'node:console';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
const leadKinds = new Set(['request', 'switching', 'problem', 'on_behalf']);
const lookalikeKinds = [
  'news_tutorial',
  'vendor_promo',
  'job',
  'happy_or_staying',
  'howto_competitor',
  'wrong_buyer',
  'neighbouring_need',
  'other_meaning',
];
const kinds = [...leadKinds, ...lookalikeKinds, 'off_topic'];
const problems = [];
const ids = new Set();
const isText = (value) => typeof value === 'string' && value.trim().length > 0;
const isTerms = (value) =>
  Array.isArray(value) && value.every((term) => isText(term) && term.length <= 80) && value.length <= 30;
const words = (post) => `${post.title ?? ''} ${post.body ?? ''}`.split(/\s+/).filter(Boolean).length;
const mean = (values) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

const folders = [folder, join(folder, 'holdout')].filter(existsSync);
const table = [];
const kindCounts = Object.fromEntries(kinds.map((kind) => [kind, 0]));
const allLeadWords = [];
const allOtherWords = [];

for (const dir of folders) {
  const holdout = dir !== folder;
  const businesses = readdirSync(dir)
    .filter((file) => file.endsWith('.signals.json'))
    .map((file) => file.slice(0, -'.signals.json'.length))
    .sort();
  for (const business of businesses) {
    const name = holdout ? `holdout/${business}` : business;
    let config;
    try {
      config = JSON.parse(readFileSync(join(dir, `${business}.signals.json`), 'utf8'));
    } catch (error) {
      problems.push(`${name}.signals.json: ${error.message}`);
      continue;
    }
    if (!isText(config.business) || !isText(config.description))
      problems.push(`${name}: business/description`);
    if (!Number.isInteger(config.threshold) || config.threshold < 0 || config.threshold > 100)
      problems.push(`${name}: threshold must be an integer 0-100`);
    if (config.competitors !== undefined && !isTerms(config.competitors))
      problems.push(`${name}: competitors`);
    if (!Array.isArray(config.signals) || config.signals.length < 1) problems.push(`${name}: signals`);
    for (const [index, signal] of (config.signals ?? []).entries()) {
      const where = `${name}.signals[${index}]`;
      if (!isText(signal.id) || !isText(signal.name) || typeof signal.description !== 'string')
        problems.push(`${where}: id/name/description`);
      if (!isTerms(signal.keywords) || signal.keywords.length === 0) problems.push(`${where}.keywords`);
      if (!isTerms(signal.negative_keywords)) problems.push(`${where}.negative_keywords`);
    }

    const postsFile = join(dir, `${business}.posts.jsonl`);
    if (!existsSync(postsFile)) {
      problems.push(`${name}.posts.jsonl: missing`);
      continue;
    }
    let total = 0;
    let leads = 0;
    let indirect = 0;
    const leadWords = [];
    const otherWords = [];
    for (const [index, line] of readFileSync(postsFile, 'utf8').split('\n').entries()) {
      if (line.trim() === '') continue;
      const where = `${name}.posts.jsonl:${index + 1}`;
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
      // Platforms without communities (x, a personal feed) carry "" or null.
      if (!(post.community === null || typeof post.community === 'string'))
        problems.push(`${where}: community`);
      if (!isText(post.author)) problems.push(`${where}: author`);
      if (!(post.title === null || isText(post.title))) problems.push(`${where}: title must be text or null`);
      if (!isText(post.body)) problems.push(`${where}: body`);
      if (typeof post.label !== 'boolean') problems.push(`${where}: label`);
      if (typeof post.indirect !== 'boolean') problems.push(`${where}: indirect`);
      if (!kinds.includes(post.kind)) problems.push(`${where}: kind ${post.kind}`);
      else {
        kindCounts[post.kind]++;
        if (leadKinds.has(post.kind) !== post.label)
          problems.push(`${where}: label ${post.label} disagrees with kind ${post.kind}`);
      }
      if (post.indirect && !post.label) problems.push(`${where}: only a lead can be indirect`);
      total++;
      if (post.label) {
        leads++;
        if (post.indirect) indirect++;
        leadWords.push(words(post));
        allLeadWords.push(words(post));
      } else {
        otherWords.push(words(post));
        allOtherWords.push(words(post));
      }
    }
    table.push({ name, total, leads, indirect, leadWords: mean(leadWords), otherWords: mean(otherWords) });
  }
}

const pad = (value, width) => String(value).padEnd(width);
const right = (value, width) => String(value).padStart(width);
console.log(
  `${pad('business', 32)}${right('posts', 6)}${right('leads', 7)}${right('rate', 7)}${right('indirect', 10)}${right('words lead', 12)}${right('non-lead', 10)}`,
);
for (const row of table)
  console.log(
    `${pad(row.name, 32)}${right(row.total, 6)}${right(row.leads, 7)}${right(`${Math.round((100 * row.leads) / Math.max(1, row.total))}%`, 7)}${right(row.indirect, 10)}${right(row.leadWords.toFixed(1), 12)}${right(row.otherWords.toFixed(1), 10)}`,
  );
const totalPosts = table.reduce((sum, row) => sum + row.total, 0);
const totalLeads = table.reduce((sum, row) => sum + row.leads, 0);
const totalIndirect = table.reduce((sum, row) => sum + row.indirect, 0);
console.log(
  `${pad('all', 32)}${right(totalPosts, 6)}${right(totalLeads, 7)}${right(`${Math.round((100 * totalLeads) / Math.max(1, totalPosts))}%`, 7)}${right(totalIndirect, 10)}${right(mean(allLeadWords).toFixed(1), 12)}${right(mean(allOtherWords).toFixed(1), 10)}`,
);
console.log();
for (const kind of kinds) console.log(`${pad(kind, 20)}${right(kindCounts[kind], 5)}`);

// The policy's shape: a realistic lead rate, a third of leads indirect, every look-alike kind present,
// and leads no longer than non-leads (the old set's leads were 45 vs 27 words: length alone scored).
if (totalLeads / Math.max(1, totalPosts) < 0.1 || totalLeads / Math.max(1, totalPosts) > 0.2)
  problems.push(`lead rate ${(totalLeads / totalPosts).toFixed(3)} outside 10-20 %`);
if (totalIndirect < totalLeads / 3)
  problems.push(`only ${totalIndirect} of ${totalLeads} leads are indirect (want a third)`);
for (const kind of lookalikeKinds) if (kindCounts[kind] === 0) problems.push(`no ${kind} posts`);
const lengthGap = Math.abs(mean(allLeadWords) - mean(allOtherWords)) / Math.max(1, mean(allOtherWords));
if (lengthGap > 0.15)
  problems.push(
    `leads average ${mean(allLeadWords).toFixed(1)} words, non-leads ${mean(allOtherWords).toFixed(1)}: more than 15 % apart`,
  );

if (problems.length > 0) {
  console.log(`\n${problems.length} problem(s):`);
  for (const problem of problems.slice(0, 50)) console.log(`  ${problem}`);
  process.exit(1);
}
console.log('\nok');
