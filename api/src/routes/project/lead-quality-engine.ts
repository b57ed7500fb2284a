// Which scoring engine a project's leads come from, as the "Lead quality" panel tells it: the learned
// model shipped with this server (or the rules alone) and whether an LLM is configured. Only names
// and versions leave here: never the LLM's address or key.
import type { Config } from '../../config.js';
import { shippedLeadModel } from '../../engine/scoring/learned/lead-model.js';

export interface LocalModelInfo {
  /** 'learned': rules + sentence embeddings in the shipped linear model; 'rules': keyword rules only. */
  kind: 'learned' | 'rules';
  version: number | null;
  encoder: string | null;
  trained_on: string[];
  /** False when this server computes no sentence embeddings (EMBEDDING_THREADS=0): rule features only. */
  embeddings: boolean;
}

export interface ScoringEngineInfo {
  local_model: LocalModelInfo;
  llm: { configured: boolean; model: string | null };
}

function readModel(): Pick<LocalModelInfo, 'kind' | 'version' | 'encoder' | 'trained_on'> {
  try {
    const model = shippedLeadModel();
    return {
      kind: 'learned',
      version: typeof model.version === 'number' ? model.version : null,
      encoder: typeof model.encoder === 'string' ? model.encoder : null,
      trained_on: Array.isArray(model.trained_on) ? model.trained_on.map(String) : [],
    };
  } catch {
    // A model file that does not load leaves the scorer on its rules; say so rather than fail the panel.
    return { kind: 'rules', version: null, encoder: null, trained_on: [] };
  }
}

export function scoringEngineInfo(config: Config): ScoringEngineInfo {
  const model = readModel();
  return {
    local_model: { ...model, embeddings: model.kind === 'learned' && config.embeddingThreads > 0 },
    llm: config.llm ? { configured: true, model: config.llm.model } : { configured: false, model: null },
  };
}
