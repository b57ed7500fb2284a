import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSources, leads, postEmbeddings, posts, projects } from '../../../src/db/schema/index.js';
import { createEmbeddingPool, type Embedder } from '../../../src/engine/embeddings/embedding-pool.js';
import { encoderModel, embeddingDimensions } from '../../../src/engine/embeddings/encoder-model.js';
import { closeSharedEmbeddingPool, sharedEmbeddingPool } from '../../../src/engine/embeddings/shared-pool.js';
import { contextVectors } from '../../../src/engine/pipeline/context-vectors.js';
import { embeddingGateScore } from '../../../src/engine/pipeline/score-posts.js';
import { ingestPosts } from '../../../src/engine/pipeline/ingest-posts.js';
import { loadProjectContext } from '../../../src/engine/pipeline/project-context.js';
import { pollSource } from '../../../src/engine/polling/poll-source.js';
import {
  analyzePost,
  compileSignal,
  postEmbeddingText,
  scoreLearned,
} from '../../../src/engine/scoring/index.js';
import { buildTestApp } from '../../helper.js';
import { incoming, offTopic, projectWithSignals } from '../engine-fixtures.js';

// One encoder for the whole file (the shared pool: one thread, loaded by the first test that embeds).
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => closeSharedEmbeddingPool());

/** The shared pool, with the texts each call asked for (to see what was embedded, and what was not). */
function countingEmbedder(): { embedder: Embedder; requests: string[][] } {
  const requests: string[][] = [];
  const pool = sharedEmbeddingPool();
  return {
    requests,
    embedder: {
      model: pool.model,
      embed: (texts) => {
        requests.push([...texts]);
        return pool.embed(texts);
      },
    },
  };
}

async function embeddingRows(postIds: string[]) {
  return app.db.select().from(postEmbeddings).where(inArray(postEmbeddings.postId, postIds));
}

/** What the learned scorer gives these posts with (or without) their stored vectors, recomputed here. */
async function expectedScores(
  projectId: string,
  postRows: (typeof posts.$inferSelect)[],
  withVectors: boolean,
) {
  const [project] = await app.db.select().from(projects).where(eq(projects.id, projectId));
  const { signals } = (await loadProjectContext(app.db, projectId))!;
  const known = await contextVectors(sharedEmbeddingPool(), project!.businessDescription ?? '', signals);
  const stored = new Map(
    (await embeddingRows(postRows.map((post) => post.id))).map((row) => [
      row.postId,
      Float32Array.from(row.vector),
    ]),
  );
  const compiled = signals.map((signal) => ({ id: signal.id, compiled: compileSignal(signal) }));
  return new Map(
    postRows.map((post) => [
      post.id,
      Math.max(
        0,
        ...scoreLearned(
          analyzePost(post),
          withVectors ? (stored.get(post.id) ?? null) : null,
          compiled,
          { ...known, examples: [] },
          {},
        ).map((score) => score.score),
      ),
    ]),
  );
}

describe('sentence embeddings in the lead pipeline', () => {
  it('gives each polled post one stored embedding, and its lead the learned score with that vector', async () => {
    const { project } = await projectWithSignals(app, undefined, { leadThreshold: 0 });
    const [source] = await app.db
      .insert(dataSources)
      .values({ projectId: project.id, platform: 'sample', enabled: true })
      .returning();
    const outcome = await pollSource(
      {
        db: app.db,
        llm: null,
        endpoints: app.config.platformEndpoints,
        allowOrigins: [],
        defaultIntervalSeconds: 60,
      },
      source!.id,
    );
    expect(outcome).toMatchObject({ status: 'polled' });
    const created = await app.db
      .select({ lead: leads, post: posts })
      .from(leads)
      .innerJoin(posts, eq(posts.id, leads.postId))
      .where(eq(leads.projectId, project.id));
    expect(created.length).toBeGreaterThan(50);

    const rows = await embeddingRows(created.map(({ post }) => post.id));
    for (const row of rows) {
      expect(row.model).toBe(encoderModel);
      expect(row.vector).toHaveLength(embeddingDimensions);
    }
    const embedded = new Set(rows.map((row) => row.postId));
    const postRows = created.map(({ post }) => post);
    const learned = await expectedScores(project.id, postRows, true);
    const ruleOnly = await expectedScores(project.id, postRows, false);
    for (const { lead, post } of created) {
      if (embedded.has(post.id)) expect(lead.score).toBe(learned.get(post.id));
      // Not worth the encoder: under the gate on rule features alone, for every signal.
      else expect(lead.score).toBeLessThan(embeddingGateScore);
    }
    // The sample feed is about CRMs: most posts pass the gate, and their vector changes their score.
    expect(embedded.size).toBeGreaterThan(created.length / 2);
    expect(postRows.filter((post) => learned.get(post.id) !== ruleOnly.get(post.id)).length).toBeGreaterThan(
      embedded.size / 2,
    );
  });

  it('embeds a post once for every project it reaches', async () => {
    const first = await projectWithSignals(app);
    const second = await projectWithSignals(app);
    const post = incoming({ title: 'Which CRM for a 3-person agency? Pipedrive feels heavy' });
    const { embedder, requests } = countingEmbedder();
    await ingestPosts({ db: app.db, llm: null, embedder }, { projectId: first.project.id, incoming: [post] });
    const [stored] = await app.db.select().from(posts).where(eq(posts.externalId, post.externalId));
    const [row] = await embeddingRows([stored!.id]);
    expect(requests.flat()).toContain(postEmbeddingText(stored!));

    requests.length = 0;
    await ingestPosts(
      { db: app.db, llm: null, embedder },
      { projectId: second.project.id, incoming: [post] },
    );
    expect(requests.flat()).not.toContain(postEmbeddingText(stored!));
    expect(await embeddingRows([stored!.id])).toEqual([row]);
    const both = await app.db.select().from(leads).where(eq(leads.postId, stored!.id));
    expect(both.map((lead) => lead.projectId).sort()).toEqual([first.project.id, second.project.id].sort());
  });

  it('embeds a post once when two projects score it at the same time', async () => {
    const first = await projectWithSignals(app);
    const second = await projectWithSignals(app);
    const post = incoming({ title: 'Our 5-person team outgrew spreadsheets: which CRM did you pick?' });
    const { embedder, requests } = countingEmbedder();
    await Promise.all(
      [first, second].map(({ project }) =>
        ingestPosts({ db: app.db, llm: null, embedder }, { projectId: project.id, incoming: [post] }),
      ),
    );
    const [stored] = await app.db.select().from(posts).where(eq(posts.externalId, post.externalId));
    expect(requests.flat().filter((text) => text === postEmbeddingText(stored!))).toHaveLength(1);
    expect(await embeddingRows([stored!.id])).toHaveLength(1);
    const both = await app.db.select().from(leads).where(eq(leads.postId, stored!.id));
    expect(both).toHaveLength(2);
  });

  it('stores a vector with the bits it was computed with', async () => {
    // Float32 values that need all 9 significant digits, subnormals, the extremes and plain ones. (A -0
    // is stored as 0, as it always was: the encoder's unit vectors have no exact zeros to lose a sign.)
    const awkward = [
      0.1,
      1 / 3,
      -2 / 3,
      16777215,
      3.4028234663852886e38,
      1.1754943508222875e-38,
      1.401298464324817e-45,
      -7.006492321624085e-45,
      0.007812500931322575,
      -123456.7890625,
      1,
    ];
    const vector = Float32Array.from({ length: embeddingDimensions }, (_, i) =>
      i < awkward.length ? awkward[i]! : Math.sin(i) * 10 ** ((i % 13) - 6),
    );
    // Its own encoder name, so that this vector is cached and stored apart from the real encoder's.
    const embedder: Embedder = {
      model: `${encoderModel}+stored-bits-test`,
      embed: (texts) => Promise.resolve(texts.map(() => Float32Array.from(vector))),
    };
    const { project } = await projectWithSignals(app);
    const post = incoming({ title: 'Which CRM did your 4-person sales team stick with?' });
    await ingestPosts({ db: app.db, llm: null, embedder }, { projectId: project.id, incoming: [post] });
    const [stored] = await app.db.select().from(posts).where(eq(posts.externalId, post.externalId));
    const [row] = await embeddingRows([stored!.id]);
    expect(row!.model).toBe(embedder.model);
    const bits = (values: Float32Array) => [...new Uint32Array(values.buffer)];
    expect(bits(Float32Array.from(row!.vector))).toEqual(bits(vector));
  });

  it('does not embed a post that rule features leave far below every signal', async () => {
    const { project } = await projectWithSignals(app);
    const onTopic = incoming();
    const sourdough = offTopic();
    await ingestPosts({ db: app.db, llm: null }, { projectId: project.id, incoming: [onTopic, sourdough] });
    const stored = await app.db
      .select()
      .from(posts)
      .where(inArray(posts.externalId, [onTopic.externalId, sourdough.externalId]));
    const rows = await embeddingRows(stored.map((post) => post.id));
    expect(rows.map((row) => row.postId)).toEqual([
      stored.find((post) => post.externalId === onTopic.externalId)!.id,
    ]);
  });

  it('scores with rule features alone and keeps every post when the encoder cannot run', async () => {
    const failures: string[] = [];
    // A real thread that dies loading the encoder: its heap is far too small for the model.
    const broken = createEmbeddingPool({
      threads: 1,
      resourceLimits: { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 },
      onFailure: (reason) => failures.push(reason),
    });
    const { project } = await projectWithSignals(app);
    const batch = [
      incoming(),
      offTopic(),
      incoming({ title: 'Looking for a simple CRM, HubSpot is too much' }),
    ];
    const result = await ingestPosts(
      { db: app.db, llm: null, embedder: broken },
      { projectId: project.id, incoming: batch },
    );
    const again = await ingestPosts(
      { db: app.db, llm: null, embedder: broken },
      { projectId: project.id, incoming: [incoming()] },
    );
    expect(result).toMatchObject({ received: 3, newPosts: 3 });
    expect(again).toMatchObject({ received: 1, newPosts: 1 });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/memory/);
    expect(broken.status()).toMatchObject({ state: 'failed' });

    const stored = await app.db
      .select()
      .from(posts)
      .where(
        inArray(
          posts.externalId,
          batch.map((post) => post.externalId),
        ),
      );
    expect(stored).toHaveLength(3);
    expect(await embeddingRows(stored.map((post) => post.id))).toEqual([]);
    const made = await app.db.select().from(leads).where(eq(leads.projectId, project.id));
    const ruleOnly = await expectedScores(project.id, stored, false);
    expect(made.length).toBeGreaterThan(0);
    for (const lead of made.filter((lead) => ruleOnly.has(lead.postId)))
      expect(lead.score).toBe(ruleOnly.get(lead.postId));
  });
});
