// The evaluation as a real feed sees it: one pool of posts and every business, each post labelled for
// every business (LEAD-POLICY.md). A post written for one business is a non-lead for another unless a
// review says otherwise (eval/cross-labels.jsonl); the feeds nobody wrote for us (eval/feeds) carry a
// label for every business from their own labelling pass. Who wrote each post is recorded, so a writer
// can be held out like a business.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { analyzePost, type AnalyzedPost } from '../analyze-post.js';
import { compileSignal, type CompiledSignal } from '../compile-signal.js';
import { parsePostsJsonl, parseSignalsFile, type EvalPost, type EvalSignals } from '../evaluation.js';
import type { EmbedFunction } from './eval-corpus.js';
import { postEmbeddingText } from './post-text.js';
import { signalEmbeddingText } from './score-learned.js';

/** Where a business or a post comes from: trained on, frozen, or the independent feeds. */
export type PairGroup = 'development' | 'holdout' | 'feeds';

export interface PoolPost {
  post: EvalPost;
  analyzed: AnalyzedPost;
  vector: Float32Array | null;
  group: PairGroup;
  /** The writing process that produced it (eval/writers.json, or the feed post's own field). */
  writer: string;
  /** The business it was written for; null for a feed post. */
  home: string | null;
}

export interface PairBusiness {
  name: string;
  group: PairGroup;
  signals: EvalSignals;
  compiled: CompiledSignal[];
  businessVector: Float32Array | null;
  signalVectors: Map<string, Float32Array>;
}

export interface PairCorpus {
  posts: PoolPost[];
  businesses: PairBusiness[];
  /** Post index → the businesses it is a lead for. */
  leadFor: Set<string>[];
}

/** A reviewed (post, business) pair outside the post's own business. */
interface CrossLabel {
  post: string;
  business: string;
  lead: boolean;
}

/** A feed post's labels (eval/feeds/labels/<feed>.labels.jsonl): every business it is a lead for. */
interface FeedLabel {
  id: string;
  leads: string[];
}

const readText = (file: string) => readFile(file, 'utf8').catch(() => null);

async function jsonl<T>(file: string): Promise<T[]> {
  const text = await readText(file);
  return text === null ? [] : (parsePostsJsonl(text) as unknown as T[]);
}

async function signalFiles(dir: string): Promise<string[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith('.signals.json')).sort();
}

async function prepareBusinessOnly(
  name: string,
  group: PairGroup,
  signals: EvalSignals,
  embed: EmbedFunction | null,
): Promise<PairBusiness> {
  const compiled = signals.signals.map(compileSignal);
  if (!embed) return { name, group, signals, compiled, businessVector: null, signalVectors: new Map() };
  const [businessVector, ...vectors] = await embed([
    signals.description,
    ...signals.signals.map(signalEmbeddingText),
  ]);
  return {
    name,
    group,
    signals,
    compiled,
    businessVector: signals.description.trim() === '' ? null : businessVector!,
    signalVectors: new Map(signals.signals.map((signal, i) => [signal.id, vectors[i]!])),
  };
}

/**
 * Reads `dir` (development businesses), `dir/holdout` and `dir/feeds` into one pool. `embed` null:
 * rule features only.
 */
export async function loadPairCorpus(dir: string, embed: EmbedFunction | null): Promise<PairCorpus> {
  const writers = JSON.parse((await readText(path.join(dir, 'writers.json'))) ?? '{}') as Record<
    string,
    string
  >;
  const raw: { post: EvalPost; group: PairGroup; writer: string; home: string | null }[] = [];
  const businesses: PairBusiness[] = [];
  for (const [folder, group] of [
    [dir, 'development'],
    [path.join(dir, 'holdout'), 'holdout'],
  ] as const) {
    for (const file of await signalFiles(folder)) {
      const name = file.slice(0, -'.signals.json'.length);
      const postsText = await readText(path.join(folder, `${name}.posts.jsonl`));
      if (postsText === null) continue;
      const signals = parseSignalsFile(await readFile(path.join(folder, file), 'utf8'), name);
      businesses.push(await prepareBusinessOnly(name, group, signals, embed));
      for (const post of parsePostsJsonl(postsText))
        raw.push({ post, group, writer: writers[name] ?? 'unknown', home: name });
    }
  }
  const feeds = path.join(dir, 'feeds');
  for (const file of await signalFiles(path.join(feeds, 'businesses'))) {
    const name = file.slice(0, -'.signals.json'.length);
    const signals = parseSignalsFile(await readFile(path.join(feeds, 'businesses', file), 'utf8'), name);
    businesses.push(await prepareBusinessOnly(name, 'feeds', signals, embed));
  }
  const postFiles = (await readdir(path.join(feeds, 'posts')).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.posts.jsonl'))
    .sort();
  for (const file of postFiles)
    for (const post of await jsonl<EvalPost & { writer?: string }>(path.join(feeds, 'posts', file)))
      raw.push({ post, group: 'feeds', writer: post.writer ?? 'unknown', home: null });

  const vectors = embed ? await embed(raw.map(({ post }) => postEmbeddingText(post))) : null;
  const posts: PoolPost[] = raw.map((item, i) => ({
    ...item,
    analyzed: analyzePost(item.post),
    vector: vectors?.[i] ?? null,
  }));
  const byId = new Map(posts.map((post, i) => [post.post.id, i]));
  const known = new Set(businesses.map((business) => business.name));
  const leadFor = posts.map(({ post, home }) => new Set(home !== null && post.label === true ? [home] : []));
  for (const label of await jsonl<CrossLabel>(path.join(dir, 'cross-labels.jsonl'))) {
    const index = byId.get(label.post);
    if (index === undefined || !known.has(label.business))
      throw new Error(`cross-labels: unknown post or business in ${JSON.stringify(label)}`);
    if (label.lead) leadFor[index]!.add(label.business);
    else leadFor[index]!.delete(label.business);
  }
  const labelFiles = (await readdir(path.join(feeds, 'labels')).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.labels.jsonl'))
    .sort();
  const feedLabels: FeedLabel[] = [];
  for (const file of labelFiles)
    feedLabels.push(...(await jsonl<FeedLabel>(path.join(feeds, 'labels', file))));
  for (const label of feedLabels) {
    const index = byId.get(label.id);
    if (index === undefined) throw new Error(`feeds/labels: unknown post ${label.id}`);
    for (const business of label.leads) {
      if (!known.has(business)) throw new Error(`feeds/labels: unknown business ${business} (${label.id})`);
      leadFor[index]!.add(business);
    }
  }
  const labelled = new Set(feedLabels.map((label) => label.id));
  // A feed whose labels are not written yet is left out rather than counted as nobody's leads.
  return {
    ...withoutUnlabelledFeeds(posts, leadFor, labelled),
    businesses,
  };
}

function withoutUnlabelledFeeds(posts: PoolPost[], leadFor: Set<string>[], labelled: ReadonlySet<string>) {
  const keep = posts.map((post) => post.group !== 'feeds' || labelled.has(post.post.id));
  return {
    posts: posts.filter((_, i) => keep[i]),
    leadFor: leadFor.filter((_, i) => keep[i]),
  };
}

/**
 * What a (post, business) pair is, for the report: the post's own kind for its own business; for any
 * other business `cross_lead` (reviewed as a lead here too), `other_lead` (a lead for someone else:
 * the look-alike a real feed is full of) or `elsewhere` (nobody's lead).
 */
export function pairKind(corpus: PairCorpus, postIndex: number, business: string): string {
  const { post, home } = corpus.posts[postIndex]!;
  if (home === business) return post.kind ?? '';
  const leads = corpus.leadFor[postIndex]!;
  if (leads.has(business)) return 'cross_lead';
  return leads.size > 0 ? 'other_lead' : 'elsewhere';
}
