// The local scorer's entry points (the lead pipeline and scripts import from here); llm-judge.ts is
// imported directly, as it brings the database along.
export { analyzePost, type AnalyzedPost, type PostToScore } from './analyze-post.js';
export { compileSignal, type CompiledSignal, type SignalToScore } from './compile-signal.js';
export {
  scoreAnalyzed,
  scorePostAgainstSignals,
  type LocalScore,
  type ScoreOptions,
  type SignalMatchScore,
} from './score-post.js';
export {
  scoreLearned,
  signalEmbeddingText,
  type LearnedContext,
  type TriageExample,
} from './learned/score-learned.js';
export { postEmbeddingText } from './learned/post-text.js';
export type { LearnedExplanation } from './learned/explain-learned.js';
