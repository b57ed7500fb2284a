// "Columns": the project's smart columns (a question asked of every lead, answered yes/no or with a
// short text). Create computes it for existing leads; edit may recompute; delete asks first. Each run's
// progress shows under the column it computes.
import { useState, type FormEvent } from 'react';
import {
  errorMessage,
  isApiError,
  useCreateSmartColumn,
  useDeleteSmartColumn,
  useSmartColumns,
  useUpdateSmartColumn,
  type SmartColumn,
  type SmartColumnKind,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import {
  Button,
  ConfirmDialog,
  Dialog,
  Form,
  FormError,
  LoadError,
  Spinner,
  TextAreaField,
  TextField,
} from '@signalboard/shared/ui';
import { LocalAnswerHint } from './local-answer-hint';
import { RunProgress } from './run-progress';

const KIND_LABELS: Record<SmartColumnKind, string> = { boolean: 'Yes / no', text: 'Text' };

interface ColumnForm {
  name: string;
  question: string;
  kind: SmartColumnKind;
  reanalyze: boolean;
}

type FormErrors = Partial<Record<'name' | 'question' | 'kind', string>>;

/** The form field a refusal names (`name`, `smart_column.question`…), or null for the whole form. */
function fieldOf(error: unknown): keyof FormErrors | null {
  const field = isApiError(error) ? error.field?.replace(/^smart_column\./, '') : undefined;
  return field === 'name' || field === 'question' || field === 'kind' ? field : null;
}

export function SmartColumnsEditor({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const columns = useSmartColumns(projectId);
  const remove = useDeleteSmartColumn(projectId);
  /** null: the list; 'new': the create form; otherwise the column being edited. */
  const [editing, setEditing] = useState<SmartColumn | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SmartColumn | null>(null);
  /** The run computing each column, by column id, while this dialog is open. */
  const [runs, setRuns] = useState<Record<string, string>>({});

  const confirmDelete = () => {
    const target = deleting;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        setDeleting(null);
        notify.success(`Deleted the column “${target.name}”.`);
      },
      onError: (error) => {
        setDeleting(null);
        notify.error(errorMessage(error, 'Could not delete the smart column.'));
      },
    });
  };

  const saved = (column: SmartColumn) => {
    setEditing(null);
    const runId = column.analysis_run?.id;
    if (runId) setRuns((current) => ({ ...current, [column.id]: runId }));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Smart columns"
      description="Questions asked of every lead, shown as columns you can filter by."
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {editing !== null ? (
        <ColumnEditForm
          projectId={projectId}
          column={editing === 'new' ? null : editing}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : columns.isError ? (
        <LoadError
          what="We could not load the smart columns."
          error={columns.error}
          onRetry={() => void columns.refetch()}
          retrying={columns.isFetching}
        />
      ) : !columns.data ? (
        <Spinner label="Loading the smart columns" />
      ) : (
        <div className="sb-stack">
          {columns.data.length === 0 ? (
            <p className="sb-muted">No smart columns yet. Ask your first question of every lead.</p>
          ) : (
            <ul className="manage-list">
              {columns.data.map((column) => (
                <li key={column.id} className="manage-card">
                  <div className="manage-row">
                    <div className="manage-row__main">
                      <strong>{column.name}</strong>
                      <span className="sb-muted sb-text-sm">
                        {KIND_LABELS[column.kind]} · {column.question}
                      </span>
                    </div>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditing(column)}
                      aria-label={`Edit ${column.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setDeleting(column)}
                      aria-label={`Delete ${column.name}`}
                    >
                      Delete
                    </Button>
                  </div>
                  {runs[column.id] ? (
                    <RunProgress
                      projectId={projectId}
                      runId={runs[column.id]!}
                      label={`Computing “${column.name}”`}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <div>
            <Button size="sm" variant="secondary" onClick={() => setEditing('new')}>
              Add column
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the column “${deleting?.name ?? ''}”?`}
        description="Its answers for every lead are deleted too. This cannot be undone."
        confirmLabel="Delete column"
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Dialog>
  );
}

interface ColumnEditFormProps {
  projectId: string;
  /** null: a new column. */
  column: SmartColumn | null;
  onSaved: (column: SmartColumn) => void;
  onCancel: () => void;
}

function ColumnEditForm({ projectId, column, onSaved, onCancel }: ColumnEditFormProps) {
  const create = useCreateSmartColumn(projectId);
  const update = useUpdateSmartColumn(projectId);
  const [form, setForm] = useState<ColumnForm>({
    name: column?.name ?? '',
    question: column?.question ?? '',
    kind: column?.kind ?? 'boolean',
    reanalyze: true,
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const set = (patch: Partial<ColumnForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const refused = (error: unknown) => {
    const field = fieldOf(error);
    const message = errorMessage(error, 'Could not save the smart column.');
    if (field) setErrors({ [field]: message });
    else setFormError(message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (form.name.trim() === '') {
      setErrors({ name: 'Give the column a name.' });
      return;
    }
    const done = (saved: SmartColumn) => {
      notify.success(`Saved the column “${saved.name}”.`);
      onSaved(saved);
    };
    if (column === null) {
      create.mutate(
        { name: form.name, question: form.question, kind: form.kind },
        { onSuccess: done, onError: refused },
      );
    } else {
      update.mutate(
        {
          smart_column: { id: column.id, name: form.name, question: form.question, kind: form.kind },
          reanalyze_leads: form.reanalyze,
        },
        { onSuccess: done, onError: refused },
      );
    }
  };

  return (
    <Form onSubmit={submit} aria-label={column ? `Edit ${column.name}` : 'New smart column'}>
      <TextField
        label="Name"
        required
        maxLength={60}
        value={form.name}
        error={errors.name}
        onChange={(e) => set({ name: e.target.value })}
        autoFocus
      />
      <TextAreaField
        label="Question"
        hint="Asked of every lead, e.g. “Does the poster say their team has fewer than 10 people?”"
        rows={2}
        maxLength={500}
        value={form.question}
        error={errors.question}
        onChange={(e) => set({ question: e.target.value })}
      />
      <LocalAnswerHint
        projectId={projectId}
        question={form.question}
        kind={form.kind}
        onChoose={(template) =>
          set({
            question: template.question,
            kind: template.kind,
            // A name the person typed stays; an empty one takes the template's.
            name: form.name.trim() === '' ? template.name : form.name,
          })
        }
      />
      <fieldset className="manage-kind">
        <legend className="sb-field__label">Answer</legend>
        {(Object.keys(KIND_LABELS) as SmartColumnKind[]).map((kind) => (
          <label key={kind} className="manage-check">
            <input
              type="radio"
              name="kind"
              value={kind}
              checked={form.kind === kind}
              onChange={() => set({ kind })}
            />
            {KIND_LABELS[kind]}
          </label>
        ))}
        {errors.kind ? <p className="sb-field__error">{errors.kind}</p> : null}
      </fieldset>
      {column ? (
        <label className="manage-check">
          <input
            type="checkbox"
            checked={form.reanalyze}
            onChange={(e) => set({ reanalyze: e.target.checked })}
          />
          Reanalyze existing leads
        </label>
      ) : (
        <p className="sb-muted sb-text-sm">
          The column is computed for existing leads as soon as it is added.
        </p>
      )}
      <FormError>{formError}</FormError>
      <div className="sb-cluster">
        <Button type="submit" loading={pending} loadingLabel="Saving">
          {column ? 'Save column' : 'Add column'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
