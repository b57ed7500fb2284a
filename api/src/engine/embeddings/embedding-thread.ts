// The entry of an embedding worker thread: loads the sentence encoder on its first request and embeds
// batches of texts, so the encoder's ~30 ms of CPU per post never runs on the event loop that serves
// the API (embedded mode runs API and worker in one process).
import { parentPort } from 'node:worker_threads';
import type { ThreadReply, ThreadRequest } from './thread-messages.js';
import { embedTexts } from './sentence-encoder.js';

const port = parentPort;
if (!port) throw new Error('embedding-thread runs as a worker thread only');

port.on('message', (request: ThreadRequest) => {
  embedTexts(request.texts).then(
    (vectors) => {
      const reply: ThreadReply = { id: request.id, vectors };
      // Transferred, not copied: 512 floats a post.
      port.postMessage(
        reply,
        vectors.map((vector) => vector.buffer as ArrayBuffer),
      );
    },
    (error: unknown) => {
      const reply: ThreadReply = {
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      };
      port.postMessage(reply);
    },
  );
});
