// Embeddings of the evaluation's texts kept on disk (a gitignored folder), keyed by the encoder and a
// hash of the text, so a rerun of the evaluation or the training does not embed 1,500 posts again.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EmbedFunction } from './eval-corpus.js';

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

function encode(vector: Float32Array): string {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString('base64');
}

function decode(text: string): Float32Array {
  const bytes = Buffer.from(text, 'base64');
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return new Float32Array(copy.buffer);
}

/** Wraps an embed function with a cache file `<dir>/<encoder>.json`; `save()` writes new entries. */
export async function cachedEmbedder(
  dir: string,
  encoder: string,
  embed: EmbedFunction,
): Promise<{ embed: EmbedFunction; save: () => Promise<void>; misses: () => number }> {
  const file = path.join(dir, `${encoder.replace(/[^a-z0-9.@-]+/gi, '_')}.json`);
  const entries = new Map<string, string>(
    Object.entries(JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, string>),
  );
  let missed = 0;
  return {
    misses: () => missed,
    embed: async (texts) => {
      const missing = [...new Set(texts.filter((text) => !entries.has(hash(text))))];
      if (missing.length > 0) {
        missed += missing.length;
        const vectors = await embed(missing);
        missing.forEach((text, i) => entries.set(hash(text), encode(vectors[i]!)));
      }
      return texts.map((text) => decode(entries.get(hash(text))!));
    },
    save: async () => {
      if (missed === 0) return;
      await mkdir(dir, { recursive: true });
      await writeFile(file, JSON.stringify(Object.fromEntries(entries)));
    },
  };
}
