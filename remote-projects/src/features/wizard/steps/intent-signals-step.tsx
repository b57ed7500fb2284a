// Step 6, "Intent Signals": the kinds of post that mean someone wants what the project sells. On a
// first visit (nothing saved yet) the server proposes a list from the business description; the
// user edits, refines, adds and removes signals, and Finish saves them, ends the wizard and opens
// the project's leads.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  errorMessage,
  useBrainstormIntentSignals,
  useDataSources,
  useIntentSignals,
  type IntentSignal,
} from '@signalboard/shared/api';
import {
  Button,
  ChipInput,
  ConfirmDialog,
  Form,
  FormError,
  IconPlus,
  IconRefresh,
  LoadError,
  PageSpinner,
} from '@signalboard/shared/ui';
import { LiveStatus } from '../../../components/live-status';
import { IntentSignalEditor } from '../intent-signals/intent-signal-editor';
import {
  blankSignal,
  commonNegatives,
  finishBlockers,
  fromProposed,
  fromSaved,
  LIMITS,
  signalErrors,
  signalLabel,
  type SignalDraft,
  type SignalField,
  withCommon,
  withoutCommon,
} from '../intent-signals/signal-drafts';
import { readSignalProposal, storeSignalProposal } from '../intent-signals/signal-proposal-store';
import { useFinishWizard } from '../intent-signals/use-finish-wizard';
import type { StepBodyProps } from '../project-step';
import { StepActions } from '../step-actions';
import { stepPath, wizardStep } from '../wizard-progress';
import { WizardStepFrame } from '../wizard-step-frame';

const INTRO =
  'An intent signal describes a kind of post that means someone may want what you sell, with the words such posts use. Signalboard scores every post against them.';

function SignalsForm({ project, saved }: StepBodyProps & { saved: IntentSignal[] }) {
  const brainstorm = useBrainstormIntentSignals(project.id);
  const finisher = useFinishWizard(project, saved);
  // Step 5 came first: say which of its keywords these signals will change.
  const sources = useDataSources(project.id);
  const following = (sources.data ?? []).some((source) => (source.keywords_from_signals ?? []).length > 0);
  // Nothing saved yet: start from the proposal step 5 took its keywords from, when there is one.
  const [stored] = useState(() => (saved.length === 0 ? readSignalProposal(project.id) : null));
  // The negative keywords all signals share are edited once; each signal keeps only its own.
  const [start] = useState(() => {
    const initial =
      saved.length > 0 ? saved.map(fromSaved) : (stored?.intent_signals.map(fromProposed) ?? []);
    const common = commonNegatives(initial);
    return { drafts: withoutCommon(initial, common), common };
  });
  const [drafts, setDrafts] = useState<SignalDraft[]>(start.drafts);
  const [common, setCommon] = useState<string[]>(start.common);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(stored?.notice ?? null);
  const [announcement, setAnnouncement] = useState('');
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const errors = signalErrors(drafts);
  const blockers = finishBlockers(drafts, errors);
  const { mutate: runBrainstorm } = brainstorm;

  const propose = useCallback(() => {
    setConfirmReplace(false);
    runBrainstorm(undefined, {
      onSuccess: (result) => {
        storeSignalProposal(project.id, result);
        const proposed = result.intent_signals.map(fromProposed);
        const shared = commonNegatives(proposed);
        setCommon(shared);
        setDrafts(withoutCommon(proposed, shared));
        setTouched(new Set());
        setNotice(result.notice);
        setAnnouncement(
          `${result.intent_signals.length} intent signals proposed. Review them, then choose Finish.`,
        );
      },
    });
  }, [runBrainstorm, project.id]);

  // First visit with nothing saved nor proposed yet: propose a list at once (the ref keeps it to one call).
  const proposed = useRef(false);
  useEffect(() => {
    if (saved.length === 0 && !stored && !proposed.current) {
      proposed.current = true;
      propose();
    }
  }, [saved.length, stored, propose]);

  /** Proposals replace the list: ask first when there is something to lose. */
  const proposeAgain = () => (drafts.length > 0 ? setConfirmReplace(true) : propose());

  const change = (key: string, changes: Partial<SignalDraft>) => {
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...changes } : draft)));
    finisher.clearError();
  };

  const touch = (key: string, field: SignalField) =>
    setTouched((current) => new Set(current).add(`${key}.${field}`));

  const add = () => {
    const draft = blankSignal();
    setDrafts((current) => [...current, draft]);
    setFocusKey(draft.key);
  };

  const remove = (draft: SignalDraft, index: number) => {
    setDrafts((current) => current.filter((item) => item.key !== draft.key));
    setAnnouncement(`Removed ${signalLabel(draft, index)}.`);
    addButton.current?.focus();
  };

  /** A new signal's empty fields are flagged once left; everything else at once. */
  const visibleErrors = (draft: SignalDraft) => {
    const found = errors[draft.key] ?? {};
    if (!draft.isNew) return found;
    return Object.fromEntries(
      Object.entries(found).filter(([field]) => touched.has(`${draft.key}.${field}`)),
    );
  };

  const finish = (event: FormEvent) => {
    event.preventDefault();
    if (blockers.length > 0 || finisher.finishing) return;
    // The API keeps negative keywords per signal: the common ones are saved into each.
    void finisher.finish(withCommon(drafts, common), (savedDrafts) =>
      setDrafts(withoutCommon(savedDrafts, common)),
    );
  };

  const status = brainstorm.isPending
    ? 'Proposing intent signals from your business description… This can take up to a minute.'
    : finisher.finishing
      ? 'Saving your intent signals…'
      : announcement;

  return (
    <Form onSubmit={finish}>
      {notice ? <p className="wizard-notice">{notice}</p> : null}
      {following ? (
        <p className="wizard-notice" role="note">
          The keywords your platforms took from the intent signals follow these signals when you finish.
          Keywords you typed on a platform yourself are kept.
        </p>
      ) : null}
      <LiveStatus>{status}</LiveStatus>
      {brainstorm.isError ? (
        <div className="sb-stack sb-stack--sm">
          <FormError>{errorMessage(brainstorm.error, 'We could not propose intent signals.')}</FormError>
          <p>Try again, or write your own signals with “Add intent signal”.</p>
          <div>
            <Button variant="secondary" onClick={proposeAgain}>
              Try again
            </Button>
          </div>
        </div>
      ) : null}
      {brainstorm.isPending && drafts.length === 0 ? <PageSpinner label="Proposing intent signals" /> : null}
      {drafts.length > 0 ? (
        <div className="sb-card sb-card--padded">
          <ChipInput
            label="Words that rule a post out, for every signal"
            itemName="negative keyword"
            values={common}
            onChange={(terms) => {
              setCommon(terms);
              // A word now common is no longer needed in a signal's own list.
              setDrafts((current) => withoutCommon(current, terms));
              finisher.clearError();
            }}
            maxItems={LIMITS.keywords}
            maxLength={LIMITS.keywordLength}
            hint="A post that uses one of these is not a lead, whichever signal it matches: job ads, tutorials, self-promotion."
          />
        </div>
      ) : null}
      <ol className="sb-plain-list sb-stack" aria-label="Intent signals">
        {drafts.map((draft, index) => (
          <li key={draft.key}>
            <IntentSignalEditor
              projectId={project.id}
              draft={draft}
              index={index}
              errors={visibleErrors(draft)}
              onChange={(changes) => change(draft.key, changes)}
              onTouch={(field) => touch(draft.key, field)}
              onRemove={() => remove(draft, index)}
              commonNegatives={common}
              nameRef={
                draft.key === focusKey
                  ? (element) => {
                      if (element) {
                        element.focus();
                        setFocusKey(null);
                      }
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </ol>
      <div className="sb-cluster">
        <Button
          ref={addButton}
          variant="secondary"
          icon={<IconPlus />}
          disabled={drafts.length >= LIMITS.signals}
          onClick={add}
        >
          Add intent signal
        </Button>
        <Button
          variant="ghost"
          icon={<IconRefresh />}
          loading={brainstorm.isPending}
          loadingLabel="Proposing intent signals"
          onClick={proposeAgain}
        >
          Propose again
        </Button>
      </div>
      {drafts.length >= LIMITS.signals ? (
        <p className="sb-muted sb-text-sm">A project can have at most {LIMITS.signals} intent signals.</p>
      ) : null}
      <FormError>{finisher.error}</FormError>
      <StepActions
        back={stepPath(project.id, 5)}
        continueLabel="Finish"
        busyLabel="Saving your intent signals"
        busy={finisher.finishing}
        blockers={brainstorm.isPending ? ['Wait for the proposed intent signals.'] : blockers}
      />
      <ConfirmDialog
        open={confirmReplace}
        title="Replace your intent signals?"
        description="New proposals replace the signals below, with your changes. Saved signals that are not proposed again are deleted when you finish."
        confirmLabel="Replace"
        onConfirm={propose}
        onCancel={() => setConfirmReplace(false)}
      />
    </Form>
  );
}

export default function IntentSignalsStep({ project }: StepBodyProps) {
  const saved = useIntentSignals(project.id);
  return (
    <WizardStepFrame step={wizardStep(6)} intro={INTRO}>
      {saved.isError ? (
        <LoadError
          what="We could not load the intent signals."
          error={saved.error}
          retrying={saved.isFetching}
          onRetry={() => void saved.refetch()}
        />
      ) : saved.data ? (
        <SignalsForm project={project} saved={saved.data} />
      ) : (
        <PageSpinner label="Loading the intent signals" />
      )}
    </WizardStepFrame>
  );
}
