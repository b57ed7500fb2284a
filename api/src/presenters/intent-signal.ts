import type { Static } from 'typebox';
import type { IntentSignalRow } from '../db/schema/index.js';
import type { IntentSignalSchema } from '../schemas/intent-signal.js';

export function toIntentSignal(signal: IntentSignalRow): Static<typeof IntentSignalSchema> {
  return {
    id: signal.id,
    name: signal.name,
    description: signal.description,
    keywords: signal.keywords,
    negative_keywords: signal.negativeKeywords,
    enabled: signal.enabled,
    position: signal.position,
    created_at: signal.createdAt.toISOString(),
    updated_at: signal.updatedAt.toISOString(),
  };
}
