// Step 3, "Describe your business": the description (drafted from the website in step 2, or the saved
// one) to edit, the key offerings and competitors found on the site as chips, and "Propose again"
// for a fresh draft from the saved website.
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@signalboard/shared/router';
import {
  errorMessage,
  useBrainstormBusinessInfo,
  useUpdateProject,
  type BusinessInfoProposal,
} from '@signalboard/shared/api';
import { Button, Form, FormError, IconRefresh, TextAreaField } from '@signalboard/shared/ui';
import { LiveStatus } from '../../../components/live-status';
import { websiteHost } from '../../../lib/website';
import { readProposal, storeProposal } from '../business-info-proposal';
import { withoutPhrase, withPhrase } from '../description-text';
import type { StepBodyProps } from '../project-step';
import { ProposalChips } from '../proposal-chips';
import { StepActions } from '../step-actions';
import { progressPatch, stepPath, wizardStep } from '../wizard-progress';
import { WizardStepFrame } from '../wizard-step-frame';

const MAX_DESCRIPTION = 5000;

const INTRO =
  'In a few sentences: what you sell, to whom, and what makes it different. Signalboard uses it to suggest what to look for.';

const count = new Intl.NumberFormat();

function descriptionProblem(text: string): string | null {
  if (!text.trim()) return 'Describe your business in a few sentences.';
  if (text.trim().length > MAX_DESCRIPTION) {
    return `The description is ${count.format(text.trim().length)} characters long: shorten it to ${count.format(MAX_DESCRIPTION)}.`;
  }
  return null;
}

export default function BusinessDescriptionStep({ project }: StepBodyProps) {
  const navigate = useNavigate();
  const update = useUpdateProject(project.id);
  const brainstorm = useBrainstormBusinessInfo(project.id);
  const [proposal, setProposal] = useState<BusinessInfoProposal | null>(() => readProposal(project.id));
  const [text, setText] = useState(project.business_description ?? proposal?.business_description ?? '');
  const [touched, setTouched] = useState(false);
  /** The text before "Propose again" replaced it, for Undo. */
  const [previous, setPrevious] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const problem = descriptionProblem(text);

  const edit = (next: string, message = '') => {
    setText(next);
    setAnnouncement(message);
  };

  const proposeAgain = () => {
    setAnnouncement('');
    brainstorm.mutate(
      { website: project.website ?? undefined },
      {
        onSuccess: (fresh) => {
          storeProposal(project.id, fresh);
          setProposal(fresh);
          setPrevious(text);
          edit(fresh.business_description, 'A new description was proposed. Use Undo to get yours back.');
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    update.mutate(
      { business_description: text.trim(), ...progressPatch(project, 4) },
      { onSuccess: () => navigate(stepPath(project.id, 4)) },
    );
  };

  const status = brainstorm.isPending
    ? `Reading ${websiteHost(project.website ?? '')}…`
    : update.isPending
      ? 'Saving…'
      : announcement;

  return (
    <WizardStepFrame step={wizardStep(3)} intro={INTRO}>
      <Form onSubmit={submit}>
        {proposal?.notice ? (
          <p className="wizard-notice" role="note">
            {proposal.notice}
          </p>
        ) : null}
        <TextAreaField
          label="Business description"
          required
          rows={8}
          value={text}
          onChange={(event) => edit(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched ? (problem ?? undefined) : undefined}
          hint={`${count.format(text.trim().length)} of ${count.format(MAX_DESCRIPTION)} characters.`}
        />
        {proposal ? (
          <div className="sb-stack wizard-proposal">
            <ProposalChips
              title="Key offerings found on your website"
              items={proposal.key_offerings}
              text={text}
              onAdd={(item) => edit(withPhrase(text, item), `Added “${item}” to the description.`)}
              onRemove={(item) => edit(withoutPhrase(text, item), `Removed “${item}” from the description.`)}
            />
            <ProposalChips
              title="Competitors found on your website"
              items={proposal.competitors}
              text={text}
              onAdd={(item) => edit(withPhrase(text, item), `Added “${item}” to the description.`)}
              onRemove={(item) => edit(withoutPhrase(text, item), `Removed “${item}” from the description.`)}
            />
          </div>
        ) : null}
        {project.website ? (
          <div className="sb-cluster">
            <Button
              variant="secondary"
              icon={<IconRefresh />}
              loading={brainstorm.isPending}
              loadingLabel="Proposing a new description"
              onClick={proposeAgain}
            >
              Propose again
            </Button>
            {previous !== null && !brainstorm.isPending ? (
              <Button
                variant="ghost"
                onClick={() => {
                  edit(previous, 'Your description is back.');
                  setPrevious(null);
                }}
              >
                Undo
              </Button>
            ) : null}
          </div>
        ) : null}
        <LiveStatus>{status}</LiveStatus>
        <FormError>
          {brainstorm.isError
            ? `${errorMessage(brainstorm.error, 'We could not propose a new description.')} Your text is unchanged.`
            : update.isError
              ? errorMessage(update.error, 'Could not save the description')
              : null}
        </FormError>
        <StepActions
          back={stepPath(project.id, 2)}
          busy={update.isPending}
          blockers={problem ? [problem] : []}
        />
      </Form>
    </WizardStepFrame>
  );
}
