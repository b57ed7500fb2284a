import {
  leadCategories,
  nonLeadCategories,
  type JudgeCategory,
  type LeadCategory,
  type NonLeadCategory,
} from './llm-judge-prompt.js';

/** The model answered, but not with `{is_lead, score 0-100, reason_category, reason}` that agree. */
export class InvalidJudgement extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidJudgement';
  }
}

export interface Judgement {
  relevant: boolean;
  score: number;
  reason: string;
  /** Absent only on judgements cached before the judge returned categories. */
  category?: JudgeCategory;
}

const maxReasonLength = 300;

const isLeadCategory = (value: string): value is LeadCategory =>
  (leadCategories as readonly string[]).includes(value);
const isNonLeadCategory = (value: string): value is NonLeadCategory =>
  (nonLeadCategories as readonly string[]).includes(value);

/**
 * Checks the model's answer. Models write "On behalf" or "how-to-question" for on_behalf and
 * how_to_question, so case, spaces and hyphens are forgiven; anything else wrong (a missing field, a score
 * outside 0-100, an unknown category, a lead category on a non-lead) is an InvalidJudgement and the local
 * score stands: a confused answer is no better than none.
 */
export function acceptJudgement(value: unknown): Judgement {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new InvalidJudgement('the answer is not a JSON object');
  const { is_lead: isLead, score, reason_category: rawCategory, reason } = value as Record<string, unknown>;
  if (typeof isLead !== 'boolean') throw new InvalidJudgement('"is_lead" is not a boolean');
  if (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > 100)
    throw new InvalidJudgement('"score" is not a number from 0 to 100');
  if (typeof rawCategory !== 'string') throw new InvalidJudgement('"reason_category" is missing');
  const category = rawCategory
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (!isLeadCategory(category) && !isNonLeadCategory(category))
    throw new InvalidJudgement(
      `"reason_category" ${JSON.stringify(rawCategory.slice(0, 40))} is not a category`,
    );
  if (isLead !== isLeadCategory(category))
    throw new InvalidJudgement(`"is_lead" ${isLead} disagrees with "reason_category" ${category}`);
  if (typeof reason !== 'string' || reason.trim() === '') throw new InvalidJudgement('"reason" is empty');
  return {
    relevant: isLead,
    score: Math.round(score),
    reason: reason.trim().slice(0, maxReasonLength),
    category,
  };
}

// llm_judgements has no category column (a migration for one text column was not worth it), so the
// category is stored at the start of the reason, "[switching] Plans to leave HubSpot at renewal.", and
// read back from there; rows written before categories read as having none.
const storedCategory = /^\[([a-z_]+)\] ([\s\S]*)$/;

/** The reason column's text for a judgement. */
export function storedReason(judgement: Judgement): string {
  return judgement.category ? `[${judgement.category}] ${judgement.reason}` : judgement.reason;
}

/** A cached row back to a judgement. */
export function fromStored(row: { relevant: boolean; score: number; reason: string }): Judgement {
  const match = storedCategory.exec(row.reason);
  const category = match?.[1];
  if (match && category && (isLeadCategory(category) || isNonLeadCategory(category)))
    return { relevant: row.relevant, score: row.score, reason: match[2]!, category };
  return { relevant: row.relevant, score: row.score, reason: row.reason };
}
