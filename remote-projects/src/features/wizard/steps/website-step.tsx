// Step 2, "Enter your website": saves the website, then has the server read it and draft the
// business description that step 3 starts from. When the site cannot be read the user can still go
// on (describe the business by hand, with or without the website): this step is never a dead end.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@signalboard/shared/router';
import {
  errorMessage,
  isApiError,
  useBrainstormBusinessInfo,
  useUpdateProject,
  type ProjectPatch,
} from '@signalboard/shared/api';
import {
  Button,
  buttonClassName,
  Form,
  FormError,
  TextField,
  website as websiteRule,
} from '@signalboard/shared/ui';
import { LiveStatus } from '../../../components/live-status';
import { normaliseWebsite, websiteHost } from '../../../lib/website';
import { storeProposal } from '../business-info-proposal';
import type { StepBodyProps } from '../project-step';
import { StepActions } from '../step-actions';
import { progressPatch, stepPath, wizardStep } from '../wizard-progress';
import { WizardStepFrame } from '../wizard-step-frame';

const INTRO =
  'Signalboard reads your home page and drafts a description of your business for the next step. You can change every word of it.';

/** Why reading the website failed: the server's sentence, and whether asking again could help. */
interface ReadFailure {
  message: string;
  retryable: boolean;
}

interface ReadFailurePanelProps {
  host: string;
  failure: ReadFailure;
  back: string;
  busy: boolean;
  reading: boolean;
  formError: string | null;
  onDescribe: () => void;
}

/**
 * What is left when the site could not be read: why, then one way forward in front (Try again when
 * asking again could help, otherwise describing the business by hand) and the other beside it.
 * Editing the address brings the usual Continue back.
 */
function ReadFailurePanel({
  host,
  failure,
  back,
  busy,
  reading,
  formError,
  onDescribe,
}: ReadFailurePanelProps) {
  return (
    <section className="sb-stack sb-stack--sm wizard-fallback" aria-labelledby="website-read-failure">
      <h3 id="website-read-failure" className="wizard-subheading">
        We could not read {host}
      </h3>
      <FormError>{formError ?? failure.message}</FormError>
      <p className="sb-muted sb-text-sm">
        {failure.retryable
          ? 'Try again in a moment, or describe your business yourself in the next step.'
          : 'Correct the address above, or describe your business yourself in the next step.'}
      </p>
      <div className="wizard-actions wizard-fallback__actions">
        <Link className={`${buttonClassName('secondary')} wizard-fallback__back`} to={back}>
          Back
        </Link>
        {failure.retryable ? (
          <Button type="submit" loading={reading} loadingLabel="Reading your website" disabled={busy}>
            Try again
          </Button>
        ) : null}
        <Button
          variant={failure.retryable ? 'secondary' : 'primary'}
          disabled={busy}
          loading={busy && !reading}
          loadingLabel="Saving"
          onClick={onDescribe}
        >
          Describe it myself
        </Button>
      </div>
    </section>
  );
}

export default function WebsiteStep({ project }: StepBodyProps) {
  const navigate = useNavigate();
  const update = useUpdateProject(project.id);
  const brainstorm = useBrainstormBusinessInfo(project.id);
  const [value, setValue] = useState(project.website ?? '');
  const [touched, setTouched] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ReadFailure | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const busy = update.isPending || brainstorm.isPending;
  const problem = value.trim() ? websiteRule(value) : 'Enter your website, or choose Skip.';
  const url = normaliseWebsite(value);

  /** Saves `patch` with this step's progress and goes on to step 3. */
  const goOn = async (patch: ProjectPatch = {}) => {
    setFormError(null);
    const body = { ...patch, ...progressPatch(project, 3) };
    try {
      if (Object.keys(body).length > 0) await update.mutateAsync(body);
      navigate(stepPath(project.id, 3));
    } catch (error) {
      setFormError(errorMessage(error, 'Could not save your progress'));
    }
  };

  const read = async () => {
    setFailure(null);
    let proposal;
    try {
      proposal = await brainstorm.mutateAsync({ website: url });
    } catch (error) {
      setFailure({
        message: errorMessage(error, 'We could not read your website.'),
        // Blocked, unreadable or invalid gives the same answer next time; a busy or failing server may not.
        retryable: !isApiError(error) || error.status === 0 || error.status === 429 || error.status >= 500,
      });
      return;
    }
    storeProposal(project.id, proposal);
    // Saved at once, so step 3 starts from it even after a reload.
    await goOn({ business_description: proposal.business_description });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || busy) return;
    setFormError(null);
    setFieldError(null);
    // Same website and a description already written: keep the user's text, just move on.
    if (url === project.website && project.business_description) {
      await goOn();
      return;
    }
    try {
      if (url !== project.website) await update.mutateAsync({ website: url });
    } catch (error) {
      const message = errorMessage(error, 'Could not save the website');
      if (isApiError(error) && error.field === 'website') setFieldError(message);
      else setFormError(message);
      return;
    }
    await read();
  };

  const status = brainstorm.isPending
    ? `Reading ${websiteHost(url)}… This can take up to a minute.`
    : update.isPending
      ? 'Saving…'
      : '';

  return (
    <WizardStepFrame step={wizardStep(2)} intro={INTRO}>
      <Form onSubmit={(event) => void submit(event)}>
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="acme.com"
          hint="Your home page, like acme.com. We add https:// for you."
          value={value}
          maxLength={2048}
          error={fieldError ?? (touched && value.trim() ? (problem ?? undefined) : undefined)}
          onChange={(event) => {
            setValue(event.target.value);
            setFailure(null);
            setFieldError(null);
          }}
          onBlur={() => setTouched(true)}
        />
        <LiveStatus>{status}</LiveStatus>
        {failure ? (
          <ReadFailurePanel
            host={websiteHost(url)}
            failure={failure}
            back={stepPath(project.id, 1)}
            busy={busy}
            reading={brainstorm.isPending}
            formError={formError}
            onDescribe={() => void goOn()}
          />
        ) : (
          <>
            <FormError>{formError}</FormError>
            <StepActions
              back={stepPath(project.id, 1)}
              busy={busy}
              busyLabel={brainstorm.isPending ? 'Reading your website' : 'Saving'}
              blockers={problem ? [problem] : []}
            >
              <Button variant="ghost" disabled={busy} onClick={() => void goOn()}>
                Skip — I have no website
              </Button>
            </StepActions>
          </>
        )}
      </Form>
    </WizardStepFrame>
  );
}
