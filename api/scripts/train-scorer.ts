// Trains the learned lead scorer on the evaluation's development businesses and writes the shipped
// model file (src/engine/scoring/model/lead-model.json):
//   npm run train:scorer [-- --eval eval --out src/engine/scoring/model/lead-model.json]
// The holdout folder (eval/holdout) is never read here. Embeddings are cached in eval/.cache.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { embedTexts, encoderModel } from '../src/engine/embeddings/sentence-encoder.js';
import { trainLeadModel } from '../src/engine/scoring/learned/train-lead-model.js';
import { cachedEmbedder } from '../src/engine/scoring/learned/embedding-cache.js';
import { loadEvalFolder } from '../src/engine/scoring/learned/eval-corpus.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    eval: { type: 'string', default: 'eval' },
    out: { type: 'string', default: 'src/engine/scoring/model/lead-model.json' },
  },
});

const cache = await cachedEmbedder(path.join(values.eval, '.cache'), encoderModel, embedTexts);
const businesses = await loadEvalFolder(values.eval, cache.embed);
const model = await trainLeadModel(businesses, cache.embed);
await cache.save();
await writeFile(values.out, `${JSON.stringify(model, null, 1)}\n`);
process.stdout.write(
  `trained on ${model.trained_on.join(', ')}; primary threshold ${model.primary.threshold}, fallback ${model.fallback.threshold}; wrote ${values.out}\n`,
);
