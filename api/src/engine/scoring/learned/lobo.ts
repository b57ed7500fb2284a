// Leave-one-business-out: each business is scored by a model that never saw it, its threshold chosen
// from the other businesses only. This is what predicts how the scorer does for a new customer.
import type { LinearModel } from './linear-model.js';
import { postLogit, trainModel, type TrainSettings } from './train-model.js';
import type { PostRows } from './training-set.js';

export interface HeldOutScores {
  business: string;
  model: LinearModel;
  /** Per labelled post, in file order: its best signal's logit and that signal's index. */
  logits: number[];
}

export function leaveOneBusinessOut(
  byBusiness: ReadonlyMap<string, PostRows[]>,
  names: readonly string[],
  settings: TrainSettings,
): HeldOutScores[] {
  return [...byBusiness].map(([business, posts]) => {
    const others = new Map([...byBusiness].filter(([name]) => name !== business));
    const model = trainModel(others, names, settings);
    return { business, model, logits: posts.map((post) => postLogit(model, names, post)) };
  });
}
