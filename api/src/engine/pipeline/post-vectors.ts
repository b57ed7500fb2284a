import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { postEmbeddings, type PostRow } from '../../db/schema/index.js';
import type { Embedder } from '../embeddings/embedding-pool.js';
import { postEmbeddingText } from '../scoring/index.js';
import { chunked } from './chunked.js';

/** Rows per statement: each carries a 512-float array. */
const rowsPerStatement = 100;

/**
 * A vector as a real[] literal of 9 significant digits a value, which name one float32 exactly (it is
 * stored with the same bits) in about half the characters of a JavaScript number's text: reading those
 * digits back into floats was most of the cost of storing a vector on PGlite.
 */
function realArray(vector: Float32Array): SQL {
  return sql`${`{${Array.from(vector, (value) => value.toPrecision(9)).join(',')}}`}::real[]`;
}

/** Embeddings this process is computing now, by encoder and post. */
const inFlight = new Map<string, Promise<Float32Array | null>>();
const inFlightKey = (embedder: Embedder, post: PostRow) => `${embedder.model}\u0000${post.id}`;

/**
 * The sentence embedding of each post, computed once per post whatever the number of projects it
 * reaches: vectors stored by an earlier pass (this encoder's) are read back, the others embedded off the
 * event loop and stored. A post missing from the map has no embedding (not worth one, or the encoder is
 * unavailable): it is scored with rule features only.
 */
export async function postVectors(
  db: Database,
  embedder: Embedder,
  posts: readonly PostRow[],
  /** Which posts may be embedded now when no vector is stored (all by default). */
  worthEmbedding: (post: PostRow) => boolean = () => true,
): Promise<Map<string, Float32Array>> {
  const vectors = new Map<string, Float32Array>();
  if (posts.length === 0) return vectors;
  for (const batch of chunked(posts, 500)) {
    const rows = await db
      .select({ postId: postEmbeddings.postId, vector: postEmbeddings.vector })
      .from(postEmbeddings)
      .where(
        and(
          eq(postEmbeddings.model, embedder.model),
          inArray(
            postEmbeddings.postId,
            batch.map((post) => post.id),
          ),
        ),
      );
    for (const row of rows) vectors.set(row.postId, Float32Array.from(row.vector));
  }
  const missing = posts.filter((post) => !vectors.has(post.id) && worthEmbedding(post));
  if (missing.length === 0) return vectors;
  // Another pass of this process may be embedding some of these posts right now (two projects polling
  // the same feed, a retried import running beside the first): wait for its vectors instead.
  const elsewhere = missing.filter((post) => inFlight.has(inFlightKey(embedder, post)));
  const mine = missing.filter((post) => !inFlight.has(inFlightKey(embedder, post)));
  const embedding = mine.length > 0 ? embedder.embed(mine.map(postEmbeddingText)) : Promise.resolve([]);
  mine.forEach((post, i) =>
    inFlight.set(
      inFlightKey(embedder, post),
      embedding.then(
        (computed) => computed?.[i] ?? null,
        () => null,
      ),
    ),
  );
  const waited = await Promise.all(elsewhere.map((post) => inFlight.get(inFlightKey(embedder, post))!));
  elsewhere.forEach((post, i) => {
    const vector = waited[i];
    if (vector) vectors.set(post.id, vector);
  });
  let computed: Float32Array[] | null;
  try {
    computed = await embedding;
  } finally {
    for (const post of mine) inFlight.delete(inFlightKey(embedder, post));
  }
  if (!computed || mine.length === 0) return vectors;
  const rows = mine.map((post, i) => ({
    postId: post.id,
    model: embedder.model,
    vector: realArray(computed[i]!),
  }));
  for (const batch of chunked(rows, rowsPerStatement)) {
    await db
      .insert(postEmbeddings)
      .values(batch)
      // Another process may have stored it meanwhile (same vector); a vector of an older encoder is
      // replaced.
      .onConflictDoUpdate({
        target: postEmbeddings.postId,
        set: { model: sql`excluded.model`, vector: sql`excluded.vector`, createdAt: sql`now()` },
        setWhere: sql`${postEmbeddings.model} <> excluded.model`,
      });
  }
  mine.forEach((post, i) => vectors.set(post.id, computed[i]!));
  return vectors;
}
