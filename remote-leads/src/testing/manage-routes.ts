// What the "Signals", "Columns" and "Statuses" editors call, in memory, as the API answers it
// (api/src/routes/leads/intent-signals.ts, smart-columns.ts, analysis-runs.ts,
// routes/lead-status-configs): unique names (case-insensitive) refused with the field named, the last
// status refused, a deleted status's leads moved to the default, dense positions. An analysis run
// moves on each look: half done at the first, done at the second. Tests change `state` to set the scene
// and make calls fail with api().route.
import type { AnalysisRun, IntentSignal, Project, SmartColumn, StatusConfig } from '@signalboard/shared/api';
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';

export interface ManageState {
  intentSignals: IntentSignal[];
  smartColumns: SmartColumn[];
  statuses: StatusConfig[];
  runs: AnalysisRun[];
  /** How many leads a run goes through. */
  leadCount: number;
  /** What GET /api/v1/project/:id answers for the project; the Manage menu reads the caller's role from it. */
  project: Project;
  /** Whether preview_smart_column says an LLM answers every question. */
  llmConfigured: boolean;
}

const at = '2025-03-01T10:00:00.000Z';

export function manageSignal(id: string, name: string, fields: Partial<IntentSignal> = {}): IntentSignal {
  const signal = {
    id,
    name,
    description: '',
    keywords: [],
    negative_keywords: [],
    enabled: true,
    position: 0,
    created_at: at,
    updated_at: at,
    ...fields,
  };
  return signal;
}

export function manageStatus(id: string, name: string, position: number, fields: Partial<StatusConfig> = {}) {
  const status: StatusConfig = {
    id,
    name,
    color: '#3b82f6',
    position,
    is_default: position === 0,
    lead_count: 0,
    created_at: at,
    updated_at: at,
    ...fields,
  };
  return status;
}

export function manageColumn(id: string, name: string, fields: Partial<SmartColumn> = {}): SmartColumn {
  const column: SmartColumn = {
    id,
    name,
    question: `${name}?`,
    kind: 'boolean',
    rules: {
      match: 'any',
      keywords: [],
      patterns: [],
      entities: [],
      competitors: [],
      extract: null,
      compare: null,
    },
    local_answer: { answerable: true, entity: null, summary: 'Looks for the words you gave.' },
    position: 0,
    version: 1,
    created_at: at,
    updated_at: at,
    analysis_run: null,
    ...fields,
  };
  return column;
}

export const emptyManageState = (): ManageState => ({
  intentSignals: [],
  smartColumns: [],
  statuses: [],
  runs: [],
  leadCount: 40,
  project: manageProject(),
  llmConfigured: false,
});

/** Questions the fake's local rules "answer" (the API's are in api/src/engine/smart-columns/templates.ts). */
export const previewTemplates = [
  { name: 'Team size', question: "How big is the poster's team?", kind: 'text' as const },
  { name: 'Budget', question: 'What budget or price do they mention?', kind: 'text' as const },
  {
    name: 'Founder or owner',
    question: 'Is the poster a founder or business owner?',
    kind: 'boolean' as const,
  },
];

/** The project Ada works in: a member by default (set `viewer_role` to play a guest). */
function manageProject(): Project {
  return {
    id: 'p1',
    name: 'Acme CRM',
    business_description: null,
    website: null,
    use_case: null,
    wizard_step: null,
    organization_id: 'org-1',
    created_at: at,
    updated_at: at,
    unread_count: 0,
    enabled_platforms: [],
    lead_threshold: 50,
    excluded_authors: [],
    excluded_communities: [],
    viewer_role: 'member',
  };
}

const invalid = (field: string, detail: string): ApiReply => ({
  status: 422,
  body: { detail, code: 'VALIDATION_ERROR', field },
});

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function manageRoutes(
  state: ManageState,
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
  const looks = new Map<string, number>();

  function startRun(kind: AnalysisRun['kind'], smartColumnId: string | null): AnalysisRun {
    const run: AnalysisRun = {
      id: `run-${state.runs.length + 1}`,
      kind,
      smart_column_id: smartColumnId,
      status: 'queued',
      done: 0,
      total: state.leadCount,
      errors: 0,
      new_leads: 0,
      already_known: 0,
      last_error: null,
      started_at: null,
      finished_at: null,
      created_at: at,
    };
    state.runs.unshift(run);
    return run;
  }

  const sortedStatuses = () => [...state.statuses].sort((a, b) => a.position - b.position);
  const renumber = (list: StatusConfig[]) => {
    state.statuses = list.map((s, position) => ({ ...s, position }));
  };

  return {
    'GET /api/v1/project/:id': ({ authorization, params }) => {
      if (!signedIn(authorization)) return unauthorized;
      if (params.id !== state.project.id) return errorReply(404, 'PROJECT_NOT_FOUND', 'Project not found.');
      return { status: 200, body: state.project };
    },
    'GET /api/v1/leads/:projectId/intent_signals': ({ authorization }) =>
      signedIn(authorization)
        ? { status: 200, body: [...state.intentSignals].sort((a, b) => a.position - b.position) }
        : unauthorized,
    // Intent signals: the bulk save. The fake server sends no headers, so the run's id is found the
    // way a browser without the exposed header finds it: the newest intent_signals run.
    'PUT /api/v1/leads/:projectId/intent_signals': ({ authorization, body }) => {
      if (!signedIn(authorization)) return unauthorized;
      const { intent_signals: items, reanalyze_leads: reanalyze } = body as {
        intent_signals: (Partial<IntentSignal> & { name: string })[];
        reanalyze_leads: boolean;
      };
      for (const [i, item] of items.entries()) {
        if (item.name.trim() === '')
          return invalid(`intent_signals.${i}.name`, `intent_signals.${i}.name: must not be empty`);
        const clash = items.findIndex((other, j) => j < i && sameName(other.name, item.name));
        const stored = state.intentSignals.find((s) => s.id !== item.id && sameName(s.name, item.name));
        if (clash >= 0 || (stored && !items.some((other) => other.id === stored.id)))
          return invalid(
            `intent_signals.${i}.name`,
            `intent_signals.${i}.name: another intent signal is called “${item.name}”`,
          );
      }
      const kept = state.intentSignals.filter((s) => !items.some((item) => item.id === s.id));
      const saved = items.map((item, position) =>
        manageSignal(item.id ?? `sig-${state.intentSignals.length + position + 1}`, item.name.trim(), {
          description: item.description ?? '',
          keywords: item.keywords ?? [],
          negative_keywords: item.negative_keywords ?? [],
          enabled: item.enabled ?? true,
          position,
        }),
      );
      state.intentSignals = [...saved, ...kept.map((s, i) => ({ ...s, position: saved.length + i }))];
      if (reanalyze) startRun('intent_signals', null);
      return { status: 200, body: state.intentSignals };
    },
    'DELETE /api/v1/leads/:projectId/intent_signals/:id': ({ authorization, params }) => {
      if (!signedIn(authorization)) return unauthorized;
      if (!state.intentSignals.some((s) => s.id === params.id))
        return errorReply(404, 'INTENT_SIGNAL_NOT_FOUND', 'Intent signal not found.');
      state.intentSignals = state.intentSignals.filter((s) => s.id !== params.id);
      return { status: 204 };
    },
    'POST /api/v1/project/:id/refine_intent_signal': ({ authorization, body }) => {
      if (!signedIn(authorization)) return unauthorized;
      const { intent_signal: signal, instruction } = body as {
        intent_signal: { name: string; description: string; keywords: string[]; negative_keywords: string[] };
        instruction?: string;
      };
      const keyword = instruction ? instruction.toLowerCase() : 'best crm';
      return {
        status: 200,
        body: {
          intent_signal: { ...signal, keywords: [...signal.keywords, keyword] },
          changes: [`Added the keyword “${keyword}”.`],
          source: 'llm',
          notice: null,
        },
      };
    },

    // Analysis runs.
    'GET /api/v1/leads/:projectId/analysis_runs': ({ authorization }) =>
      signedIn(authorization) ? { status: 200, body: state.runs } : unauthorized,
    'GET /api/v1/leads/:projectId/analysis_runs/:runId': ({ authorization, params }) => {
      if (!signedIn(authorization)) return unauthorized;
      const run = state.runs.find((r) => r.id === params.runId);
      if (!run) return errorReply(404, 'ANALYSIS_RUN_NOT_FOUND', 'Analysis run not found.');
      const seen = (looks.get(run.id) ?? 0) + 1;
      looks.set(run.id, seen);
      if (run.status === 'queued' || run.status === 'running') {
        const finished = seen >= 2;
        Object.assign(run, {
          status: finished ? 'done' : 'running',
          done: finished ? run.total : Math.floor(run.total / 2),
          started_at: at,
          finished_at: finished ? at : null,
        });
      }
      return { status: 200, body: run };
    },

    // Smart columns.
    'POST /api/v1/leads/:projectId/preview_smart_column': ({ authorization, body }) => {
      if (!signedIn(authorization)) return unauthorized;
      const { question } = body as { question: string };
      const entity = /team|people/i.test(question)
        ? 'team_size'
        : /budget|price/i.test(question)
          ? 'price'
          : /founder|owner|role/i.test(question)
            ? 'role'
            : null;
      return {
        status: 200,
        body: {
          local_answer: entity
            ? { answerable: true, entity, summary: `Looks for the ${entity.replace('_', ' ')} in the post.` }
            : {
                answerable: false,
                entity: null,
                summary: 'Only matches the words of the question: a guess.',
              },
          rules: manageColumn('preview', 'preview').rules,
          llm_configured: state.llmConfigured,
          templates: previewTemplates,
        },
      };
    },
    'GET /api/v1/leads/:projectId/smart_columns': ({ authorization }) =>
      signedIn(authorization) ? { status: 200, body: state.smartColumns } : unauthorized,
    'POST /api/v1/leads/:projectId/smart_columns': ({ authorization, body }) => {
      if (!signedIn(authorization)) return unauthorized;
      const input = body as { name: string; question: string; kind: SmartColumn['kind'] };
      if (input.name.trim() === '') return invalid('name', 'name: must not be empty');
      if (state.smartColumns.some((c) => sameName(c.name, input.name)))
        return {
          status: 409,
          body: {
            detail: 'A smart column already has this name.',
            code: 'SMART_COLUMN_NAME_TAKEN',
            field: 'name',
          },
        };
      const id = `col-${state.smartColumns.length + 1}`;
      const column = manageColumn(id, input.name.trim(), {
        question: input.question.trim(),
        kind: input.kind,
        position: state.smartColumns.length,
      });
      state.smartColumns.push(column);
      return { status: 201, body: { ...column, analysis_run: startRun('smart_column', id) } };
    },
    'POST /api/v1/leads/:projectId/update_smart_column': ({ authorization, body }) => {
      if (!signedIn(authorization)) return unauthorized;
      const { smart_column: input, reanalyze_leads: reanalyze } = body as {
        smart_column: Partial<SmartColumn> & { id: string };
        reanalyze_leads: boolean;
      };
      const current = state.smartColumns.find((c) => c.id === input.id);
      if (!current) return errorReply(404, 'SMART_COLUMN_NOT_FOUND', 'Smart column not found.');
      if (input.name !== undefined && input.name.trim() === '')
        return invalid('smart_column.name', 'smart_column.name: must not be empty');
      const asked =
        (input.question ?? current.question) !== current.question ||
        (input.kind ?? current.kind) !== current.kind;
      const updated: SmartColumn = {
        ...current,
        name: input.name?.trim() ?? current.name,
        question: input.question?.trim() ?? current.question,
        kind: input.kind ?? current.kind,
        version: asked ? current.version + 1 : current.version,
      };
      state.smartColumns = state.smartColumns.map((c) => (c.id === updated.id ? updated : c));
      return {
        status: 200,
        body: { ...updated, analysis_run: reanalyze ? startRun('smart_column', updated.id) : null },
      };
    },
    'DELETE /api/v1/leads/:projectId/:smartColumnId': ({ authorization, params }) => {
      if (!signedIn(authorization)) return unauthorized;
      if (!state.smartColumns.some((c) => c.id === params.smartColumnId))
        return errorReply(404, 'SMART_COLUMN_NOT_FOUND', 'Smart column not found.');
      state.smartColumns = state.smartColumns.filter((c) => c.id !== params.smartColumnId);
      return { status: 204 };
    },

    // Lead statuses.
    'GET /api/v1/lead-status-configs/project/:projectId': ({ authorization }) =>
      signedIn(authorization) ? { status: 200, body: sortedStatuses() } : unauthorized,
    'POST /api/v1/lead-status-configs/project/:projectId': ({ authorization, body }) => {
      if (!signedIn(authorization)) return unauthorized;
      const input = body as { name: string; color?: string };
      if (input.name.trim() === '') return invalid('name', 'name: must not be empty');
      if (state.statuses.some((s) => sameName(s.name, input.name)))
        return {
          status: 409,
          body: {
            detail: 'A status already has this name.',
            code: 'STATUS_CONFIG_NAME_TAKEN',
            field: 'name',
          },
        };
      const status = manageStatus(
        `st-${state.statuses.length + 1}`,
        input.name.trim(),
        state.statuses.length,
        {
          color: input.color ?? '#6b7280',
          is_default: false,
        },
      );
      state.statuses.push(status);
      return { status: 201, body: status };
    },
    'PATCH /api/v1/lead-status-configs/project/:projectId/status/:id': ({ authorization, params, body }) => {
      if (!signedIn(authorization)) return unauthorized;
      const input = body as { name?: string; color?: string; is_default?: true };
      const current = state.statuses.find((s) => s.id === params.id);
      if (!current) return errorReply(404, 'STATUS_CONFIG_NOT_FOUND', 'Status not found.');
      if (input.name !== undefined && input.name.trim() === '')
        return invalid('name', 'name: must not be empty');
      if (
        input.name !== undefined &&
        state.statuses.some((s) => s.id !== current.id && sameName(s.name, input.name!))
      )
        return {
          status: 409,
          body: {
            detail: 'A status already has this name.',
            code: 'STATUS_CONFIG_NAME_TAKEN',
            field: 'name',
          },
        };
      if (input.color !== undefined && !/^#[0-9a-f]{6}$/i.test(input.color))
        return invalid('color', 'color: must be a hex colour #rrggbb, e.g. #3b82f6');
      if (input.is_default) state.statuses = state.statuses.map((s) => ({ ...s, is_default: false }));
      const updated = {
        ...current,
        ...(input.name === undefined ? {} : { name: input.name.trim() }),
        ...(input.color === undefined ? {} : { color: input.color.toLowerCase() }),
        ...(input.is_default ? { is_default: true } : {}),
      };
      state.statuses = state.statuses.map((s) => (s.id === updated.id ? updated : s));
      return { status: 200, body: updated };
    },
    'DELETE /api/v1/lead-status-configs/project/:projectId/status/:id': ({ authorization, params }) => {
      if (!signedIn(authorization)) return unauthorized;
      const current = state.statuses.find((s) => s.id === params.id);
      if (!current) return errorReply(404, 'STATUS_CONFIG_NOT_FOUND', 'Status not found.');
      if (state.statuses.length === 1)
        return errorReply(409, 'STATUS_CONFIG_LAST', 'A project needs at least one status.');
      const rest = sortedStatuses().filter((s) => s.id !== current.id);
      const target = current.is_default ? rest[0]! : rest.find((s) => s.is_default)!;
      renumber(
        rest.map((s) =>
          s.id === target.id ? { ...s, is_default: true, lead_count: s.lead_count + current.lead_count } : s,
        ),
      );
      return { status: 200, body: { moved_leads: current.lead_count, moved_to: target.id } };
    },
    'PATCH /api/v1/lead-status-configs/project/:projectId/status/:id/position': ({
      authorization,
      params,
      query,
    }) => {
      if (!signedIn(authorization)) return unauthorized;
      const list = sortedStatuses();
      const from = list.findIndex((s) => s.id === params.id);
      if (from < 0) return errorReply(404, 'STATUS_CONFIG_NOT_FOUND', 'Status not found.');
      const to = Number(query.new_position);
      if (!Number.isInteger(to) || to < 0 || to >= list.length)
        return invalid('new_position', `new_position: must be between 0 and ${list.length - 1}`);
      const [moved] = list.splice(from, 1);
      list.splice(to, 0, moved!);
      renumber(list);
      return { status: 200, body: sortedStatuses() };
    },
  };
}
