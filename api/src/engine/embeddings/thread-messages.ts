/** What the pool sends an embedding thread: texts to embed, with an id to match the reply. */
export interface ThreadRequest {
  id: number;
  texts: string[];
}

/** What an embedding thread answers: the vectors in input order, or why it could not. */
export type ThreadReply = { id: number; vectors: Float32Array[] } | { id: number; error: string };
