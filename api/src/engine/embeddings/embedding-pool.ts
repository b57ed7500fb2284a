import { Worker, type ResourceLimits } from 'node:worker_threads';
import { encoderModel } from './encoder-model.js';
import { embeddingThreadEntry } from './thread-entry.js';
import type { ThreadReply, ThreadRequest } from './thread-messages.js';

/** What the lead engine needs from the sentence encoder. */
export interface Embedder {
  /** The encoder's name, stored with each vector. */
  readonly model: string;
  /**
   * Unit vectors in input order, or null when the encoder is unavailable (it could not load, or a thread
   * died): the engine then scores with rule features only, and keeps every post.
   */
  embed(texts: readonly string[]): Promise<Float32Array[] | null>;
}

export type EmbedderState =
  | { state: 'idle' }
  | { state: 'running'; threads: number }
  | { state: 'failed'; reason: string }
  | { state: 'off' };

export interface EmbeddingPool extends Embedder {
  status(): EmbedderState;
  /** Stops the threads (the next embed starts them again, unless the pool failed). */
  close(): Promise<void>;
}

export interface EmbeddingPoolOptions {
  /** Worker threads; 0 switches embeddings off (every embed answers null). */
  threads: number;
  /** Called once, when the encoder becomes unavailable. */
  onFailure?: (reason: string) => void;
  /** Texts per message to a thread: small enough that several threads share a large request. */
  chunkSize?: number;
  /** Limits of each thread's heap (tests make a thread die with a tiny one). */
  resourceLimits?: ResourceLimits;
}

interface Chunk {
  texts: string[];
  resolve: (vectors: Float32Array[] | null) => void;
}

interface Thread {
  worker: Worker;
  busy: { id: number; chunk: Chunk } | null;
}

/**
 * A pool of embedding threads started on first use. Requests are cut into chunks that queue in order;
 * each idle thread takes the next. A thread that errors or exits, or an encoder that cannot load, fails
 * the pool for good (reported once through onFailure): every pending and later request answers null, so
 * scoring falls back to rule features instead of waiting or crashing.
 */
export function createEmbeddingPool(options: EmbeddingPoolOptions): EmbeddingPool {
  const chunkSize = options.chunkSize ?? 64;
  const queue: Chunk[] = [];
  let threads: Thread[] = [];
  let failure: string | null = options.threads > 0 ? null : 'off';
  let nextId = 1;

  function fail(reason: string) {
    if (failure) return;
    failure = reason;
    const pending = [...threads.flatMap((thread) => (thread.busy ? [thread.busy.chunk] : [])), ...queue];
    queue.length = 0;
    const stopping = threads;
    threads = [];
    for (const thread of stopping) void thread.worker.terminate();
    for (const chunk of pending) chunk.resolve(null);
    options.onFailure?.(reason);
  }

  function start() {
    const entry = embeddingThreadEntry();
    for (let i = 0; i < options.threads; i += 1) {
      const worker = new Worker(entry.filename, { ...entry.options, resourceLimits: options.resourceLimits });
      const thread: Thread = { worker, busy: null };
      worker.on('message', (reply: ThreadReply) => {
        const busy = thread.busy;
        if (!busy || busy.id !== reply.id) return;
        thread.busy = null;
        if ('error' in reply) {
          fail(`the sentence encoder failed: ${reply.error}`);
          return;
        }
        busy.chunk.resolve(reply.vectors);
        dispatch();
      });
      worker.on('error', (error) => fail(`an embedding thread crashed: ${error.message}`));
      worker.on('exit', (code) => {
        if (threads.includes(thread)) fail(`an embedding thread exited (code ${code})`);
      });
      threads.push(thread);
    }
  }

  function dispatch() {
    for (const thread of threads) {
      if (queue.length === 0) break;
      if (thread.busy) continue;
      const chunk = queue.shift()!;
      const id = nextId;
      nextId += 1;
      thread.busy = { id, chunk };
      const request: ThreadRequest = { id, texts: chunk.texts };
      thread.worker.postMessage(request);
    }
    // An idle pool does not keep the process alive; a pending request does.
    for (const thread of threads) {
      if (thread.busy) thread.worker.ref();
      else thread.worker.unref();
    }
  }

  return {
    model: encoderModel,
    async embed(texts) {
      if (failure) return null;
      if (texts.length === 0) return [];
      if (threads.length === 0) start();
      const parts: Promise<Float32Array[] | null>[] = [];
      for (let i = 0; i < texts.length; i += chunkSize) {
        const slice = texts.slice(i, i + chunkSize);
        parts.push(new Promise((resolve) => queue.push({ texts: slice, resolve })));
      }
      dispatch();
      const answers = await Promise.all(parts);
      if (answers.some((answer) => answer === null)) return null;
      return (answers as Float32Array[][]).flat();
    },
    status() {
      if (failure === 'off') return { state: 'off' };
      if (failure) return { state: 'failed', reason: failure };
      return threads.length > 0 ? { state: 'running', threads: threads.length } : { state: 'idle' };
    },
    async close() {
      const stopping = threads;
      threads = [];
      for (const thread of stopping) if (thread.busy) thread.busy.chunk.resolve(null);
      for (const chunk of queue) chunk.resolve(null);
      queue.length = 0;
      await Promise.all(stopping.map((thread) => thread.worker.terminate()));
    },
  };
}
