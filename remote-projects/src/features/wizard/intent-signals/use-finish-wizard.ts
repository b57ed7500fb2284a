// Step 6's Finish: deletes the saved signals the user removed, saves the list, makes the platforms'
// derived keywords follow the saved signals (signal-keywords.ts), ends the wizard
// (`wizard_step: null`), refreshes the project list and opens the project's leads. It remembers what
// the server holds between attempts, so trying again after a failure repeats nothing.
import { useState } from 'react';
import { useNavigate } from '@signalboard/shared/router';
import { useQueryClient } from '@signalboard/shared/query';
import {
  errorMessage,
  getDataSources,
  isApiError,
  platformCatalogueQueryOptions,
  queryKeys,
  useDeleteIntentSignal,
  useSaveIntentSignals,
  useUpdateDataSources,
  useUpdateProject,
  type IntentSignal,
  type IntentSignalInput,
  type Project,
} from '@signalboard/shared/api';
import { keywordsFromSignals, sourcesFollowingSignals } from '../platforms/signal-keywords';
import { finishPlan, signalLabel, withSavedIds, type SignalDraft } from './signal-drafts';

/** The server's index for an error about one signal ("intent_signals.2.name"). */
function signalIndexOf(error: unknown): number | null {
  const match = isApiError(error) ? /intent_signals[./](\d+)/.exec(error.field ?? '') : null;
  return match ? Number(match[1]) : null;
}

/** The error in the user's terms: the signal by its name rather than by its path in the request. */
function describe(error: unknown, drafts: readonly SignalDraft[]): string {
  const message = errorMessage(error, 'Could not save your intent signals');
  const index = signalIndexOf(error);
  const draft = index === null ? undefined : drafts[index];
  if (index === null || !draft) return message;
  return `${signalLabel(draft, index)}: ${message.replace(/^\S*intent_signals[./]\d+\S*:\s*/, '')}`;
}

export function useFinishWizard(project: Project, saved: readonly IntentSignal[]) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveIntentSignals(project.id);
  const deleteSignal = useDeleteIntentSignal(project.id);
  const update = useUpdateProject(project.id);
  const updateSources = useUpdateDataSources(project.id);
  /** What the server holds now (id and name), to know what must be deleted. */
  const [stored, setStored] = useState<Pick<IntentSignal, 'id' | 'name'>[]>(() => [...saved]);
  /** The signals last saved, as sent and as answered: the same list is not sent twice. */
  const [lastSave, setLastSave] = useState<{ sent: string; result: IntentSignal[] } | null>(null);

  const saveSignals = async (inputs: IntentSignalInput[]) => {
    // Ids left out: after a save the drafts carry the ids the server gave them, and are the same list.
    const sent = JSON.stringify(inputs.map(({ id: _id, ...input }) => input));
    if (lastSave?.sent === sent) return lastSave.result;
    const result = await save.mutateAsync({ intent_signals: inputs, reanalyze_leads: false });
    setLastSave({ sent, result });
    return result;
  };

  /** The platforms' derived keywords follow the signals as saved; typed ones stay (signal-keywords.ts). */
  const followSignals = async (signals: readonly IntentSignal[]) => {
    try {
      const [catalogue, sources] = await Promise.all([
        queryClient.fetchQuery(platformCatalogueQueryOptions()),
        getDataSources(project.id),
      ]);
      const list = sourcesFollowingSignals(catalogue, sources, keywordsFromSignals(signals));
      if (list) await updateSources.mutateAsync(list);
    } catch (failure) {
      const reason = errorMessage(failure, 'The platforms could not be saved.');
      throw new Error(
        `Your intent signals are saved, but your platforms' keywords could not follow them. ${reason} Try Finish again.`,
      );
    }
  };
  const [finishing, setFinishing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Saves `drafts`; `onSaved` gets them back with the ids the server gave them. */
  const finish = async (drafts: readonly SignalDraft[], onSaved: (drafts: SignalDraft[]) => void) => {
    setFinishing(true);
    setError(null);
    try {
      const plan = finishPlan(drafts, stored);
      // Deletes first: the API counts every stored signal against its limit of 50 per project.
      for (const id of plan.deleteIds) {
        try {
          await deleteSignal.mutateAsync(id);
        } catch (failure) {
          if (!isApiError(failure) || failure.status !== 404) throw failure; // already gone is fine
        }
        setStored((current) => current.filter((signal) => signal.id !== id));
      }
      const result = await saveSignals(plan.inputs);
      onSaved(withSavedIds(drafts, result));
      setStored(result);
      await followSignals(result);
      if (project.wizard_step !== null) await update.mutateAsync({ wizard_step: null });
      await queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      navigate(`/projects/${encodeURIComponent(project.id)}/leads`);
    } catch (failure) {
      setError(describe(failure, drafts));
      setFinishing(false);
    }
  };

  return { finish, finishing, error, clearError: () => setError(null) };
}
