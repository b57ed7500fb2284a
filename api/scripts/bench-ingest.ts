// Ingest throughput into scored leads (budget: 50 posts/s per core at 10 signals, issue 12):
//
//   cd api && npm run bench:ingest                                   # PGlite in memory
//   DATABASE_URL=postgres://... npm run bench:ingest                 # PostgreSQL (a database of its own)
//   npm run bench:ingest -- --posts=600 --batch=100
//
// One project with 10 intent signals (taken from the evaluation businesses) ingests the evaluation's
// posts (fresh ids each pass) in batches the size of a poll, through the pipeline the worker runs
// (ingestPosts: store, embed, score, leads, matches). Two passes over the same posts in one run:
//   - floor: rule features only (EMBEDDING_THREADS=0), what ingest costs without the encoder;
//   - learned: the encoder in its worker thread (loaded before the pass; its load is reported apart).
// For each: wall-clock posts/s and posts per CPU-second of this process (all its threads: the honest
// "per core" figure on a machine shared with other work; PostgreSQL's own CPU is not included), and
// the ratio to the floor. Memory: rss before the encoder loads, after, and the peak.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { eq } from 'drizzle-orm';
import { intentSignals, projects } from '../src/db/schema/index.js';
import { createEmbeddingPool, type EmbeddingPool } from '../src/engine/embeddings/embedding-pool.js';
import { ingestPosts } from '../src/engine/pipeline/ingest-posts.js';
import type { IncomingPost } from '../src/engine/sources/connector.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const postCount = option('posts', 600);
const batchSize = option('batch', 100);
const signalCount = 10;
const evalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'eval');
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

// The development businesses only (the holdout folder is never read here).
const businesses = readdirSync(evalDir)
  .filter((name) => name.endsWith('.signals.json'))
  .map((name) => name.replace(/\.signals\.json$/, ''));
interface EvalSignal {
  name: string;
  description?: string;
  keywords: string[];
  negative_keywords?: string[];
}
const businessDescription = (
  JSON.parse(readFileSync(path.join(evalDir, `${businesses[0]}.signals.json`), 'utf8')) as {
    description: string;
  }
).description;
const signals: EvalSignal[] = businesses
  .flatMap(
    (name) =>
      (
        JSON.parse(readFileSync(path.join(evalDir, `${name}.signals.json`), 'utf8')) as {
          signals: EvalSignal[];
        }
      ).signals,
  )
  .slice(0, signalCount);
interface EvalPost {
  id: string;
  platform: string;
  community: string | null;
  author: string | null;
  title: string | null;
  body: string;
}
const evalPosts: EvalPost[] = businesses.flatMap((name) => {
  const file = path.join(evalDir, `${name}.posts.jsonl`);
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as EvalPost);
  } catch {
    return [];
  }
});
if (signals.length < signalCount || evalPosts.length === 0) {
  process.stderr.write(`bench:ingest needs the evaluation set in ${evalDir} (10 signals and some posts)\n`);
  process.exit(1);
}
const words = evalPosts.map((post) => `${post.title ?? ''} ${post.body}`.split(/\s+/).filter(Boolean).length);

// A database of its own on PostgreSQL; PGlite in memory otherwise.
const adminUrl = process.env.DATABASE_URL;
const databaseName = `signalboard_bench_ingest_${process.pid}`;
async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
let databaseEnv: Record<string, string> = { DATA_DIR: 'memory://' };
if (adminUrl) {
  await admin(`create database "${databaseName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseEnv = { DATABASE_URL: url.toString(), DATA_DIR: 'memory://' };
}
const loaded = loadConfig(
  {
    ...databaseEnv,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    POLL_TICK_SECONDS: '3600',
  },
  'server',
);
if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
const app = await buildApp({ config: loaded.config });
await app.ready();

async function call<T>(url: string, payload: object, token?: string): Promise<T> {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.statusCode >= 300) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}
const email = 'bench-ingest@example.com';
const password = 'correct horse battery';
await call('/auth/register', { email, password });
const login = await app.inject({
  method: 'POST',
  url: '/auth/jwt/login',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ username: email, password }).toString(),
});
const token = login.json<{ access_token: string }>().access_token;
await call('/api/v1/organization', { name: 'Bench' }, token);

async function projectWithTenSignals(name: string): Promise<string> {
  const project = await call<{ id: string }>('/api/v1/project', { name }, token);
  await app.db.update(projects).set({ businessDescription }).where(eq(projects.id, project.id));
  await app.db.insert(intentSignals).values(
    signals.map((signal, position) => ({
      projectId: project.id,
      position,
      name: signal.name,
      description: signal.description ?? '',
      keywords: signal.keywords,
      negativeKeywords: signal.negative_keywords ?? [],
    })),
  );
  return project.id;
}

function postsFor(pass: string): IncomingPost[] {
  return Array.from({ length: postCount }, (_, i) => {
    const post = evalPosts[i % evalPosts.length]!;
    return {
      platform: post.platform,
      externalId: `${pass}:${i}:${post.id}`,
      url: null,
      author: post.author,
      community: post.community,
      // A post reused past the end of the set differs by a word, so it is embedded again.
      title: post.title,
      body: i < evalPosts.length ? post.body : `${post.body} (${i})`,
      publishedAt: new Date(),
      metadata: {},
    };
  });
}

interface PassResult {
  name: string;
  posts: number;
  leads: number;
  wallSeconds: number;
  cpuSeconds: number;
}

async function pass(name: string, embedder: EmbeddingPool): Promise<PassResult> {
  const projectId = await projectWithTenSignals(name);
  const incoming = postsFor(name);
  let leads = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let start = 0; start < incoming.length; start += batchSize) {
    const result = await ingestPosts(
      { db: app.db, llm: null, embedder },
      { projectId, incoming: incoming.slice(start, start + batchSize) },
    );
    leads += result.newLeads;
  }
  const wallSeconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { name, posts: incoming.length, leads, wallSeconds, cpuSeconds: (used.user + used.system) / 1e6 };
}

const line = (result: PassResult) =>
  `${result.name.padEnd(8)} ${String(result.posts).padStart(5)} posts  ${String(result.leads).padStart(4)} leads  ` +
  `${(result.posts / result.wallSeconds).toFixed(1).padStart(7)} posts/s wall  ` +
  `${(result.posts / result.cpuSeconds).toFixed(1).padStart(7)} posts/s per core (CPU ${result.cpuSeconds.toFixed(1)} s)`;

const floorPool = createEmbeddingPool({ threads: 0 });
const encoderPool = createEmbeddingPool({
  threads: 1,
  onFailure: (reason) => process.stderr.write(`the encoder failed: ${reason}\n`),
});

try {
  const rssBefore = process.memoryUsage().rss;
  const floor = await pass('floor', floorPool);
  const loadStarted = performance.now();
  await encoderPool.embed(['warm up']);
  const loadMs = performance.now() - loadStarted;
  const rssLoaded = process.memoryUsage().rss;
  const learned = await pass('learned', encoderPool);

  const meanWords = words.reduce((sum, n) => sum + n, 0) / words.length;
  process.stdout.write(
    `bench:ingest on ${adminUrl ? 'PostgreSQL' : 'PGlite'}: ${signalCount} signals, batches of ${batchSize}, ` +
      `evaluation posts (${evalPosts.length} distinct, ${meanWords.toFixed(0)} words on average)\n`,
  );
  process.stdout.write(`${line(floor)}\n${line(learned)}\n`);
  process.stdout.write(
    `learned / floor: ${(learned.cpuSeconds / learned.posts / (floor.cpuSeconds / floor.posts)).toFixed(1)}x the CPU per post, ` +
      `${(learned.posts / learned.wallSeconds / (floor.posts / floor.wallSeconds)).toFixed(2)} of the floor's wall-clock rate\n`,
  );
  process.stdout.write(
    `memory (rss): ${mb(rssBefore)} before the encoder, ${mb(rssLoaded)} after it loaded (${loadMs.toFixed(0)} ms), ` +
      `peak ${mb(peakRss)}\n`,
  );
  const budget = learned.posts / learned.cpuSeconds;
  process.stdout.write(
    `budget 50 posts/s per core: ${budget >= 50 ? 'met' : 'NOT met'} (${budget.toFixed(1)})\n`,
  );
} finally {
  clearInterval(sampler);
  await encoderPool.close();
  await app.close();
  if (adminUrl) await admin(`drop database if exists "${databaseName}" with (force)`);
}
