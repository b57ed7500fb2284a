import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import type { Database } from '../../db/database.js';
import {
  llmJudgements,
  projects,
  type IntentSignalRow,
  type MatchExplanation,
  type PostRow,
} from '../../db/schema/index.js';
import { LlmError, type LlmClient } from '../../llm/chat-completions.js';
import { reserveLlmCall } from '../../llm/daily-budget.js';
import {
  acceptJudgement,
  fromStored,
  InvalidJudgement,
  storedReason,
  type Judgement,
} from './llm-judge-answer.js';
import { judgeMessages, type JudgedBusiness } from './llm-judge-prompt.js';
import type { LocalScore } from './score-post.js';

export { InvalidJudgement } from './llm-judge-answer.js';

/** Where a batch's failures are reported: one warning per batch, with counts by kind. */
export interface JudgeLog {
  warn(details: Record<string, unknown>, message: string): void;
}

const defaultLog: JudgeLog = pino({ base: { component: 'llm-judge' } });

export interface JudgeDeps {
  db: Database;
  /** Null when no LLM is configured: cached judgements still apply, nothing new is asked. */
  llm: LlmClient | null;
  projectId: string;
  /** The business the judge is told about; read from the project row when not given. */
  project?: JudgedBusiness;
  /** LLM calls the project may make per UTC day (projects.llm_daily_budget). */
  dailyBudget: number;
  /** The project's lead threshold, for the prefilter (default 50). */
  threshold?: number;
  now?: Date;
  /** Told of each failure after which the local score stands. */
  onLlmFailure?: (error: LlmError | InvalidJudgement) => void;
  /** A pino logger by default. */
  log?: JudgeLog;
}

export interface JudgeItem {
  post: PostRow;
  signal: IntentSignalRow;
  local: LocalScore;
}

export type JudgedItem<T extends JudgeItem = JudgeItem> = T & LocalScore;

/**
 * The lowest local score worth an LLM call: well under the threshold, since the LLM catches leads the
 * words alone undersell, but never the posts that share nothing with the signal.
 */
export function llmPrefilter(threshold: number): number {
  return Math.max(15, threshold - 25);
}

/** What a non-lead verdict may score at most, whatever number the model gave with it. */
const irrelevantMax = 20;

/** Failures that will repeat for every call right now: stop asking for the rest of the batch. */
const stopReasons = new Set<LlmError['reason']>(['rate_limited', 'timeout', 'unreachable', 'rejected']);

function fromJudgement(judgement: Judgement, local: LocalScore): LocalScore {
  const explanation: MatchExplanation = {
    source: 'llm',
    terms: local.explanation.terms,
    phrases: local.explanation.phrases,
    cues: local.explanation.cues,
    negatives: local.explanation.negatives,
    reason: judgement.reason,
    ...(judgement.category ? { category: judgement.category } : {}),
    local_score: local.score,
  };
  return {
    score: judgement.relevant ? judgement.score : Math.min(judgement.score, irrelevantMax),
    explanation,
  };
}

const cacheKey = (postId: string, signalId: string, version: number) => `${postId}/${signalId}/${version}`;

async function cachedJudgements(db: Database, items: JudgeItem[]): Promise<Map<string, Judgement>> {
  const cached = new Map<string, Judgement>();
  if (items.length === 0) return cached;
  const postIds = [...new Set(items.map((item) => item.post.id))];
  const signalIds = [...new Set(items.map((item) => item.signal.id))];
  const rows = await db
    .select()
    .from(llmJudgements)
    .where(and(inArray(llmJudgements.postId, postIds), inArray(llmJudgements.intentSignalId, signalIds)));
  for (const row of rows)
    cached.set(cacheKey(row.postId, row.intentSignalId, row.signalVersion), fromStored(row));
  return cached;
}

async function businessOf(deps: JudgeDeps): Promise<JudgedBusiness> {
  if (deps.project) return deps.project;
  const [row] = await deps.db
    .select({ name: projects.name, businessDescription: projects.businessDescription })
    .from(projects)
    .where(eq(projects.id, deps.projectId));
  return row ?? { name: '', businessDescription: null };
}

/** A failure's kind in the batch's log line: the LlmError reason, or invalid_judgement. */
const failureKind = (error: LlmError | InvalidJudgement) =>
  error instanceof LlmError ? error.reason : 'invalid_judgement';

/**
 * The final score of each (post, signal) pair. Pairs whose local score passes the prefilter are judged
 * by the LLM: from the llm_judgements cache when this signal version was judged before, else with one
 * call per pair (each pair is cached on its own, so a changed signal re-asks only for itself), while
 * today's budget lasts. The model is told the lead policy and the business (llm-judge-prompt.ts) and
 * answers a verdict, a score, a reason category and a reason; the category goes into the explanation.
 * Any failure (an LlmError, an answer of the wrong shape, the budget spent) keeps the local score and
 * explanation, and the batch's failures are logged once, counted by kind; a failure that would repeat
 * (429, timeout, bad key) stops the calls for the rest of the batch.
 */
export async function judgeWithLlm<T extends JudgeItem>(
  deps: JudgeDeps,
  items: T[],
): Promise<JudgedItem<T>[]> {
  const floor = llmPrefilter(deps.threshold ?? 50);
  const candidates = items.filter((item) => item.local.score >= floor);
  const cached = await cachedJudgements(deps.db, candidates);
  // While the server's Retry-After lasts, ask nothing (and spend none of the day's budget).
  let asking = deps.llm !== null && !((deps.llm.pausedMs?.() ?? 0) > 0);
  let business: JudgedBusiness | null = null;
  const failures: Record<string, number> = {};
  let firstFailure = '';

  const results: JudgedItem<T>[] = [];
  for (const item of items) {
    const localResult: JudgedItem<T> = { ...item, ...item.local };
    if (item.local.score < floor) {
      results.push(localResult);
      continue;
    }
    const key = cacheKey(item.post.id, item.signal.id, item.signal.version);
    const hit = cached.get(key);
    if (hit) {
      results.push({ ...item, ...fromJudgement(hit, item.local) });
      continue;
    }
    if (
      !asking ||
      !deps.llm ||
      !(await reserveLlmCall(deps.db, deps.projectId, deps.dailyBudget, deps.now))
    ) {
      asking = false;
      results.push(localResult);
      continue;
    }
    try {
      business ??= await businessOf(deps);
      const answer = await deps.llm.completeJson(judgeMessages(business, item.post, item.signal));
      const judgement = acceptJudgement(answer);
      await deps.db
        .insert(llmJudgements)
        .values({
          postId: item.post.id,
          intentSignalId: item.signal.id,
          signalVersion: item.signal.version,
          relevant: judgement.relevant,
          score: judgement.score,
          reason: storedReason(judgement),
        })
        .onConflictDoNothing();
      cached.set(key, judgement);
      results.push({ ...item, ...fromJudgement(judgement, item.local) });
    } catch (error) {
      // Only the model's failures fall back; a bug of ours or a database error should surface.
      if (!(error instanceof LlmError) && !(error instanceof InvalidJudgement)) throw error;
      deps.onLlmFailure?.(error);
      const kind = failureKind(error);
      failures[kind] = (failures[kind] ?? 0) + 1;
      firstFailure ||= error.message;
      if (error instanceof LlmError && stopReasons.has(error.reason)) asking = false;
      results.push(localResult);
    }
  }
  const failed = Object.values(failures).reduce((sum, count) => sum + count, 0);
  if (failed > 0)
    (deps.log ?? defaultLog).warn(
      { projectId: deps.projectId, failures, first: firstFailure, stopped: !asking },
      `the LLM judge failed ${failed} time(s): the local score stands for those posts`,
    );
  return results;
}
