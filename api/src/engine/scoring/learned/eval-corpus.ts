// An evaluation folder read once for training and measuring the learned scorer: each business's
// signals and posts, analyzed and (when an encoder is given) embedded like the product does it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { analyzePost, type AnalyzedPost } from '../analyze-post.js';
import { compileSignal, type CompiledSignal } from '../compile-signal.js';
import { parsePostsJsonl, parseSignalsFile, type EvalPost, type EvalSignals } from '../evaluation.js';
import { signalEmbeddingText } from './score-learned.js';
import { postEmbeddingText } from './post-text.js';

export type EmbedFunction = (texts: readonly string[]) => Promise<Float32Array[]>;

export interface EvalBusiness {
  name: string;
  signals: EvalSignals;
  compiled: CompiledSignal[];
  posts: EvalPost[];
  analyzed: AnalyzedPost[];
  /** One per post, or null without an encoder. */
  postVectors: Float32Array[] | null;
  businessVector: Float32Array | null;
  signalVectors: Map<string, Float32Array>;
}

/** Reads every `<name>.signals.json` + `<name>.posts.jsonl` pair of one folder (not its subfolders). */
export async function loadEvalFolder(dir: string, embed: EmbedFunction | null): Promise<EvalBusiness[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.signals.json')).sort();
  const businesses: EvalBusiness[] = [];
  for (const file of files) {
    const name = file.slice(0, -'.signals.json'.length);
    const postsPath = path.join(dir, `${name}.posts.jsonl`);
    const postsText = await readFile(postsPath, 'utf8').catch(() => null);
    if (postsText === null) continue; // a business whose posts are not written yet
    const signals = parseSignalsFile(await readFile(path.join(dir, file), 'utf8'), name);
    businesses.push(await prepareBusiness(name, signals, parsePostsJsonl(postsText), embed));
  }
  return businesses;
}

export async function prepareBusiness(
  name: string,
  signals: EvalSignals,
  posts: EvalPost[],
  embed: EmbedFunction | null,
): Promise<EvalBusiness> {
  const compiled = signals.signals.map(compileSignal);
  const analyzed = posts.map(analyzePost);
  if (!embed)
    return {
      name,
      signals,
      compiled,
      posts,
      analyzed,
      postVectors: null,
      businessVector: null,
      signalVectors: new Map(),
    };
  const postVectors = await embed(posts.map(postEmbeddingText));
  const [businessVector, ...signalVectors] = await embed([
    signals.description,
    ...signals.signals.map(signalEmbeddingText),
  ]);
  return {
    name,
    signals,
    compiled,
    posts,
    analyzed,
    postVectors,
    businessVector: signals.description.trim() === '' ? null : businessVector!,
    signalVectors: new Map(signals.signals.map((signal, i) => [signal.id, signalVectors[i]!])),
  };
}
