// Step 5, "Choose platforms": the catalogue as selectable cards; a selected platform shows the
// settings it needs. Saving replaces the project's data sources (see dataSourcesToSave). Keywords
// follow the intent signals: the saved ones, else those proposed for the business description, which
// step 6 starts from (see signal-keywords.ts).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@signalboard/shared/router';
import {
  errorMessage,
  isApiError,
  useBrainstormIntentSignals,
  useDataSources,
  useIntentSignals,
  usePlatformCatalogue,
  useUpdateDataSources,
  useUpdateProject,
  type DataSource,
  type IntentSignal,
  type IntentSignalProposals,
  type Platform,
} from '@signalboard/shared/api';
import { Form, FormError, LoadError, PageSpinner } from '@signalboard/shared/ui';
import { LiveStatus } from '../../../components/live-status';
import { readSignalProposal, storeSignalProposal } from '../intent-signals/signal-proposal-store';
import { PlatformCard } from '../platforms/platform-card';
import {
  dataSourcesToSave,
  draftProblems,
  fieldOfServerError,
  initialDrafts,
  withValue,
  type PlatformDrafts,
} from '../platforms/platform-drafts';
import { keywordsFromSignals, needsSearchTerms, withSearchTerms } from '../platforms/signal-keywords';
import type { StepBodyProps } from '../project-step';
import { StepActions } from '../step-actions';
import { progressPatch, stepPath, wizardStep } from '../wizard-progress';
import { WizardStepFrame } from '../wizard-step-frame';

const INTRO =
  'Pick the forums and communities where your future customers ask their questions. You can change these later in the project settings.';

interface ServerError {
  platform: string | null;
  key: string | null;
  message: string;
}

/** "Reddit, Subreddits: " for an error about one setting; "" when the server named no platform. */
function placeOf(catalogue: readonly Platform[], error: ServerError): string {
  const platform = catalogue.find((item) => item.id === error.platform);
  if (!platform) return '';
  const setting = platform.settings.find((item) => item.key === error.key);
  return setting ? `${platform.name}, ${setting.label}: ` : `${platform.name}: `;
}

function PlatformsForm({
  project,
  catalogue,
  saved,
  signals,
}: StepBodyProps & { catalogue: Platform[]; saved: DataSource[]; signals: IntentSignal[] }) {
  const navigate = useNavigate();
  const updateSources = useUpdateDataSources(project.id);
  const updateProject = useUpdateProject(project.id);
  // An empty list the user saved is theirs; only platforms nothing was saved for start from the signals.
  const [unsaved] = useState(() => {
    const platforms = new Set(saved.map((source) => source.platform));
    return (platformId: string) => !platforms.has(platformId);
  });
  // The terms to follow: the saved signals' once there are some; before that, the signals proposed
  // for the description (the proposal already made for this project, or one asked for now).
  const [start] = useState(() => {
    const initial = initialDrafts(catalogue, saved);
    if (signals.length > 0) {
      const terms = keywordsFromSignals(signals);
      return {
        drafts: withSearchTerms(catalogue, initial, terms, unsaved),
        terms,
        ask: false,
        from: 'saved',
      };
    }
    const wanted = needsSearchTerms(catalogue, initial) && !!project.business_description?.trim();
    const stored = wanted ? readSignalProposal(project.id) : null;
    const terms = stored ? keywordsFromSignals(stored.intent_signals) : [];
    return {
      drafts: withSearchTerms(catalogue, initial, terms, unsaved),
      terms,
      ask: wanted && !stored,
      from: 'proposed',
    };
  });
  const [drafts, setDrafts] = useState<PlatformDrafts>(start.drafts);
  const [proposedTerms, setProposedTerms] = useState<string[]>(start.terms);
  const brainstorm = useBrainstormIntentSignals(project.id);
  const { mutate: proposeSignals } = brainstorm;
  const asked = useRef(false);
  useEffect(() => {
    if (!start.ask || asked.current) return;
    asked.current = true;
    proposeSignals(undefined, {
      onSuccess: (proposal: IntentSignalProposals) => {
        storeSignalProposal(project.id, proposal);
        const terms = keywordsFromSignals(proposal.intent_signals);
        setProposedTerms(terms);
        // Only lists still empty: a keyword typed meanwhile is kept.
        setDrafts((current) => withSearchTerms(catalogue, current, terms, unsaved));
      },
    });
  }, [start.ask, proposeSignals, project.id, catalogue, unsaved]);
  const [touched, setTouched] = useState<Record<string, ReadonlySet<string>>>({});
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const busy = updateSources.isPending || updateProject.isPending;
  const problems = draftProblems(catalogue, drafts);
  const selectedCount = catalogue.filter((platform) => drafts[platform.id]?.selected).length;

  const change = (platformId: string, update: (draft: PlatformDrafts[string]) => PlatformDrafts[string]) => {
    setDrafts((current) => ({ ...current, [platformId]: update(current[platformId]!) }));
    if (serverError?.platform === platformId) setServerError(null);
  };

  const touch = (platformId: string, key: string) =>
    setTouched((current) => ({ ...current, [platformId]: new Set([...(current[platformId] ?? []), key]) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problems.length > 0 || busy) return;
    setServerError(null);
    const list = dataSourcesToSave(catalogue, drafts, saved);
    try {
      await updateSources.mutateAsync(list);
    } catch (error) {
      const where = isApiError(error) ? fieldOfServerError(error.field, list) : null;
      const message = errorMessage(error, 'Could not save the platforms');
      setServerError({
        platform: where?.platform ?? null,
        key: where?.key ?? null,
        // The server names the field by its path ("data_sources.1.settings.tags: …"); the form
        // names it by its platform and label instead.
        message: where ? message.replace(/^data_sources[\w.]*:\s*/, '') : message,
      });
      return;
    }
    const progress = progressPatch(project, 6);
    if (progress.wizard_step !== undefined) {
      try {
        await updateProject.mutateAsync(progress);
      } catch {
        return; // updateProject.error is shown below; the platforms are saved already.
      }
    }
    navigate(stepPath(project.id, 6));
  };

  const formError = serverError
    ? placeOf(catalogue, serverError) + serverError.message
    : updateProject.isError
      ? errorMessage(updateProject.error, 'Could not save your progress')
      : null;

  return (
    <Form onSubmit={(event) => void submit(event)}>
      {proposedTerms.length === 0 ? null : start.from === 'saved' ? (
        <p className="wizard-notice" role="note">
          Keywords follow your intent signals: {proposedTerms.join(', ')}. Change the signals to change them;
          keywords you type on a platform yourself are kept.
        </p>
      ) : (
        <p className="wizard-notice" role="note">
          Keywords are filled in from your business description, using the intent signals proposed for it:{' '}
          {proposedTerms.join(', ')}. You review those signals in the next step, and these keywords follow
          your changes there; keywords you type on a platform yourself are kept.
        </p>
      )}
      <LiveStatus hidden>
        {brainstorm.isPending ? 'Proposing keywords from your business description…' : ''}
      </LiveStatus>
      <ul className="sb-plain-list platform-grid" aria-label="Platforms">
        {catalogue.map((platform) => (
          <li key={platform.id}>
            <PlatformCard
              platform={platform}
              draft={drafts[platform.id]!}
              onSelect={(selected) => change(platform.id, (draft) => ({ ...draft, selected }))}
              onValue={(key, value) => change(platform.id, (draft) => withValue(draft, key, value))}
              touched={touched[platform.id] ?? new Set()}
              onTouch={(key) => touch(platform.id, key)}
              serverErrors={
                serverError?.platform === platform.id && serverError.key
                  ? { [serverError.key]: serverError.message }
                  : {}
              }
            />
          </li>
        ))}
      </ul>
      <LiveStatus>
        {selectedCount === 0
          ? 'No platform selected.'
          : `${selectedCount} platform${selectedCount === 1 ? '' : 's'} selected.`}
      </LiveStatus>
      <FormError>{formError}</FormError>
      <StepActions back={stepPath(project.id, 4)} busy={busy} blockers={problems} />
    </Form>
  );
}

export default function PlatformsStep({ project }: StepBodyProps) {
  const catalogue = usePlatformCatalogue();
  const sources = useDataSources(project.id);
  const signals = useIntentSignals(project.id);

  let body;
  if (catalogue.isError || sources.isError || signals.isError) {
    const [failed, what] = catalogue.isError
      ? [catalogue, 'We could not load the list of platforms.']
      : sources.isError
        ? [sources, "We could not load this project's platforms."]
        : [signals, "We could not load this project's intent signals, which the keywords follow."];
    body = (
      <LoadError
        what={what}
        error={failed.error}
        retrying={failed.isFetching}
        onRetry={() => void failed.refetch()}
      />
    );
  } else if (!catalogue.data || !sources.data || !signals.data) {
    body = <PageSpinner label="Loading the platforms" />;
  } else {
    body = (
      <PlatformsForm
        project={project}
        catalogue={catalogue.data}
        saved={sources.data}
        signals={signals.data}
      />
    );
  }

  return (
    <WizardStepFrame step={wizardStep(5)} intro={INTRO}>
      {body}
    </WizardStepFrame>
  );
}
