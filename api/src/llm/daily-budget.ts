import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { llmUsage } from '../db/schema/index.js';

/** The UTC day llm_usage counts calls under ('YYYY-MM-DD'). */
export function usageDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Takes one LLM call from the project's budget for today (lead scoring and smart columns share it), atomically: true when the call may be made
 * (and is counted), false when today's calls already reached the budget. One statement, so two workers
 * at once can never both take the last call.
 */
export async function reserveLlmCall(
  db: Database,
  projectId: string,
  dailyBudget: number,
  now = new Date(),
): Promise<boolean> {
  if (dailyBudget <= 0) return false;
  const rows = await db
    .insert(llmUsage)
    .values({ projectId, day: usageDay(now), calls: 1 })
    .onConflictDoUpdate({
      target: [llmUsage.projectId, llmUsage.day],
      set: { calls: sql`${llmUsage.calls} + 1` },
      setWhere: sql`${llmUsage.calls} < ${dailyBudget}`,
    })
    .returning({ calls: llmUsage.calls });
  return rows.length > 0;
}
