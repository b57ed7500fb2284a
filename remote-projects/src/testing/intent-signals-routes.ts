// The intent-signal storage part of the API contract, under /api/v1/leads/{projectId}: list, bulk
// upsert (position = index, names unique per project, one transaction) and delete.
import type { IntentSignal, IntentSignalInput } from '@signalboard/shared/api';
import { errorReply, type ApiRoutes } from '@signalboard/shared/testing';

export interface IntentSignalsState {
  intentSignals: Record<string, IntentSignal[]>;
}

const NOW = '2025-03-05T10:00:00.000Z';

export function intentSignalsRoutes(state: IntentSignalsState, exists: (id: string) => boolean): ApiRoutes {
  let nextId = 1;
  const notFound = errorReply(404, 'PROJECT_NOT_FOUND', 'Project not found.');
  return {
    'GET /api/v1/leads/:projectId/intent_signals': ({ params }) =>
      exists(params.projectId!)
        ? { status: 200, body: state.intentSignals[params.projectId!] ?? [] }
        : notFound,
    'PUT /api/v1/leads/:projectId/intent_signals': ({ params, body }) => {
      const projectId = params.projectId!;
      if (!exists(projectId)) return notFound;
      const { intent_signals: inputs } = body as {
        intent_signals: IntentSignalInput[];
        reanalyze_leads: boolean;
      };
      // Work on a copy: the whole PUT is one transaction.
      const signals = (state.intentSignals[projectId] ?? []).map((signal) => ({ ...signal }));
      for (const [index, input] of inputs.entries()) {
        const field = `intent_signals.${index}.name`;
        if (!input.name || input.name.length > 120) {
          return {
            status: 422,
            body: { detail: `${field}: must be 1 to 120 characters`, code: 'VALIDATION_ERROR', field },
          };
        }
        const existing = input.id ? signals.find((s) => s.id === input.id) : undefined;
        if (input.id && !existing) {
          return errorReply(404, 'INTENT_SIGNAL_NOT_FOUND', `Intent signal ${index + 1} does not exist.`);
        }
        const values = {
          name: input.name,
          description: input.description ?? '',
          keywords: input.keywords,
          negative_keywords: input.negative_keywords,
          enabled: input.enabled ?? true,
          position: index,
          updated_at: NOW,
        };
        if (existing) Object.assign(existing, values);
        else signals.push({ id: `signal-${nextId++}`, created_at: NOW, ...values });
        const clash = signals.filter((s) => s.name.toLowerCase() === input.name.toLowerCase());
        if (clash.length > 1) {
          return {
            status: 422,
            body: {
              detail: `${field}: another intent signal is called "${input.name}"`,
              code: 'VALIDATION_ERROR',
              field,
            },
          };
        }
      }
      state.intentSignals[projectId] = signals.sort((a, b) => a.position - b.position);
      return { status: 200, body: state.intentSignals[projectId] };
    },
    'DELETE /api/v1/leads/:projectId/intent_signals/:id': ({ params }) => {
      const signals = state.intentSignals[params.projectId!] ?? [];
      if (!exists(params.projectId!) || !signals.some((s) => s.id === params.id)) {
        return errorReply(404, 'INTENT_SIGNAL_NOT_FOUND', 'Intent signal not found.');
      }
      state.intentSignals[params.projectId!] = signals.filter((s) => s.id !== params.id);
      return { status: 204 };
    },
  };
}
