// Trains the learned lead scorer on the evaluation's development businesses and writes the model file
// (src/engine/scoring/model/lead-model.json):
//   npm run train:scorer [-- --eval eval --out src/engine/scoring/model/lead-model.json]
//     every development post against every development business: the shipped model (a post written for
//     one business teaches the others what is not theirs; see api/eval/README.md)
//   npm run train:scorer -- --own --out /tmp/own.json
//     each business's own posts only: the design shipped before the all-pairs set, kept for comparing
// Only development posts and businesses are fitted on: the holdout and the feeds are never trained on. Embeddings are cached in eval/.cache.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { embedTexts, encoderModel } from '../src/engine/embeddings/sentence-encoder.js';
import { trainLeadModel, trainOwnPostsModel } from '../src/engine/scoring/learned/train-lead-model.js';
import { cachedEmbedder } from '../src/engine/scoring/learned/embedding-cache.js';
import { loadEvalFolder } from '../src/engine/scoring/learned/eval-corpus.js';
import { loadPairCorpus } from '../src/engine/scoring/learned/pair-corpus.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    eval: { type: 'string', default: 'eval' },
    out: { type: 'string', default: 'src/engine/scoring/model/lead-model.json' },
    own: { type: 'boolean', default: false },
  },
});

const cache = await cachedEmbedder(path.join(values.eval, '.cache'), encoderModel, embedTexts);
const model = values.own
  ? await trainOwnPostsModel(await loadEvalFolder(values.eval, cache.embed), cache.embed)
  : await trainLeadModel(await loadPairCorpus(values.eval, cache.embed), cache.embed);
await cache.save();
await writeFile(values.out, `${JSON.stringify(model, null, 1)}\n`);
process.stdout.write(
  `trained on ${model.trained_on.join(', ')}; primary threshold ${model.primary.threshold}, fallback ${model.fallback.threshold}; wrote ${values.out}\n`,
);
