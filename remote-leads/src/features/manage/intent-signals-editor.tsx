// "Signals": the project's intent signals, edited as a working copy and saved in one go, optionally
// re-scoring existing leads (with the run's progress). Deleting a saved signal asks first and happens
// at once; refine asks the API for a sharper version the user accepts or discards.
import { useQueryClient } from '@signalboard/shared/query';
import { useState } from 'react';
import {
  errorMessage,
  isApiError,
  useDeleteIntentSignal,
  queryKeys,
  useIntentSignals,
  useSaveIntentSignalsWithRun,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { RefinePanel } from '@signalboard/shared/features';
import {
  Button,
  ChipInput,
  ConfirmDialog,
  Dialog,
  FormError,
  LoadError,
  Spinner,
  TextAreaField,
  TextField,
} from '@signalboard/shared/ui';
import { RunProgress } from './run-progress';
import {
  applyProposal,
  draftFromSignal,
  draftToInput,
  draftToProposal,
  emptyDraft,
  fieldOfError,
  joinTerms,
  splitTerms,
  type DraftField,
  type SignalDraft,
} from './signal-drafts';

type FieldErrors = Record<string, Partial<Record<DraftField, string>>>;

export function IntentSignalsEditor({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const signals = useIntentSignals(projectId);
  const save = useSaveIntentSignalsWithRun(projectId);
  const remove = useDeleteIntentSignal(projectId);
  const queryClient = useQueryClient();
  /** The user's working copy; null until they change something (the saved list shows until then). */
  const [edited, setEdited] = useState<SignalDraft[] | null>(null);
  const [reanalyze, setReanalyze] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SignalDraft | null>(null);
  const [refining, setRefining] = useState<string | null>(null);
  /** The draft whose name field takes the focus: the one just added. */
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const saved = signals.data;
  const drafts = edited ?? saved?.map(draftFromSignal) ?? null;

  const setDrafts = (update: (list: SignalDraft[]) => SignalDraft[]) =>
    setEdited((list) => update(list ?? saved?.map(draftFromSignal) ?? []));

  const change = (key: string, patch: Partial<SignalDraft>) => {
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const add = () => {
    const draft = emptyDraft();
    setFocusKey(draft.key);
    setDrafts((list) => [...list, draft]);
  };

  const submit = () => {
    if (!drafts) return;
    setFormError(null);
    save.mutate(
      { intent_signals: drafts.map(draftToInput), reanalyze_leads: reanalyze },
      {
        onSuccess: ({ signals: list, runId: started }) => {
          setErrors({});
          setEdited(list.map(draftFromSignal));
          setRunId(started);
          notify.success(started ? 'Intent signals saved. Reanalyzing leads…' : 'Intent signals saved.');
        },
        onError: (error) => {
          const named = isApiError(error) ? fieldOfError(error.field) : null;
          const draft = named ? drafts[named.index] : undefined;
          if (named && draft) setErrors({ [draft.key]: { [named.field]: error.message } });
          else setFormError(errorMessage(error, 'Could not save the intent signals.'));
        },
      },
    );
  };

  const confirmDelete = () => {
    const target = deleting;
    if (!target?.id) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        setDrafts((list) => list.filter((d) => d.key !== target.key));
        setDeleting(null);
        // Rows, filters and the overview show which signals leads match: the deleted one goes.
        void queryClient.invalidateQueries({ queryKey: queryKeys.leadLists(projectId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.leadOverview(projectId) });
        notify.success(`Deleted “${target.name}”.`);
      },
      onError: (error) => {
        setDeleting(null);
        notify.error(errorMessage(error, 'Could not delete the intent signal.'));
      },
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Intent signals"
      description="What makes a post a lead. Changes apply to new posts; reanalyze to score existing leads again."
      actions={
        <>
          <label className="manage-check">
            <input type="checkbox" checked={reanalyze} onChange={(e) => setReanalyze(e.target.checked)} />
            Reanalyze existing leads
          </label>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={submit} loading={save.isPending} loadingLabel="Saving" disabled={!drafts}>
            Save signals
          </Button>
        </>
      }
    >
      {signals.isError ? (
        <LoadError
          what="We could not load the intent signals."
          error={signals.error}
          onRetry={() => void signals.refetch()}
          retrying={signals.isFetching}
        />
      ) : !drafts ? (
        <Spinner label="Loading the intent signals" />
      ) : (
        <div className="sb-stack">
          {drafts.length === 0 ? <p className="sb-muted">No intent signals yet. Add the first one.</p> : null}
          <ol className="manage-list">
            {drafts.map((draft, index) => (
              <li key={draft.key}>
                <SignalFields
                  draft={draft}
                  index={index}
                  errors={errors[draft.key] ?? {}}
                  autoFocus={focusKey === draft.key}
                  onChange={(patch) => change(draft.key, patch)}
                  onDelete={() =>
                    draft.id
                      ? setDeleting(draft)
                      : setDrafts((list) => list.filter((d) => d.key !== draft.key))
                  }
                  onRefine={() => setRefining(draft.key)}
                />
                {refining === draft.key ? (
                  <RefinePanel
                    projectId={projectId}
                    signal={draftToProposal(draft)}
                    onAccept={(refined) => {
                      change(draft.key, applyProposal(draft, refined));
                      setRefining(null);
                    }}
                    onClose={() => setRefining(null)}
                  />
                ) : null}
              </li>
            ))}
          </ol>
          <div>
            <Button variant="secondary" size="sm" onClick={add}>
              Add signal
            </Button>
          </div>
          <FormError>{formError}</FormError>
          {runId ? <RunProgress projectId={projectId} runId={runId} label="Reanalyzing leads" /> : null}
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        description="Leads keep their posts, but no longer match this signal. This cannot be undone."
        confirmLabel="Delete signal"
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Dialog>
  );
}

interface SignalFieldsProps {
  draft: SignalDraft;
  index: number;
  errors: Partial<Record<DraftField, string>>;
  autoFocus: boolean;
  onChange: (patch: Partial<SignalDraft>) => void;
  onDelete: () => void;
  onRefine: () => void;
}

function SignalFields({ draft, index, errors, autoFocus, onChange, onDelete, onRefine }: SignalFieldsProps) {
  const legend = draft.name.trim() || `New signal ${index + 1}`;
  return (
    <fieldset className="manage-card">
      <legend className="manage-card__legend">{legend}</legend>
      <TextField
        label="Name"
        value={draft.name}
        required
        maxLength={120}
        autoFocus={autoFocus}
        error={errors.name}
        onChange={(e) => onChange({ name: e.target.value })}
      />
      <TextAreaField
        label="Description"
        rows={2}
        value={draft.description}
        error={errors.description}
        onChange={(e) => onChange({ description: e.target.value })}
      />
      <ChipInput
        label="Keywords"
        itemName="keyword"
        hint="Words and phrases a matching post tends to contain."
        values={splitTerms(draft.keywords)}
        error={errors.keywords}
        onChange={(terms) => onChange({ keywords: joinTerms(terms) })}
      />
      <ChipInput
        label="Negative keywords"
        itemName="negative keyword"
        hint="Words that rule a post out (jobs, tutorials…)."
        values={splitTerms(draft.negativeKeywords)}
        error={errors.negativeKeywords}
        onChange={(terms) => onChange({ negativeKeywords: joinTerms(terms) })}
      />
      <div className="sb-cluster">
        <label className="manage-check">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(e) => onChange({ enabled: e.target.checked })}
          />
          Enabled
        </label>
        <Button size="sm" variant="ghost" onClick={onRefine} aria-label={`Refine ${legend}`}>
          Refine
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${legend}`}>
          Delete
        </Button>
      </div>
    </fieldset>
  );
}
