// "Propose from website": asks the API to read the website (brainstorm_business_info) and shows
// what it proposes — a description, key offerings, competitors, and a notice when the built-in
// writer stood in for the AI assistant (it failed, or the server has none: then whom to ask). Nothing reaches the form until the user picks how to use it.
// Everything shown comes from a third-party site, so it is rendered as text only.
import { useState } from 'react';
import { errorMessage, useBrainstormBusinessInfo, type BusinessInfoProposal } from '@signalboard/shared/api';
import { Button, FormError, OperatorNotice } from '@signalboard/shared/ui';
import { LLM_VARIABLES } from '../../lib/operator-variables';
import { toWebsite } from '../../lib/validators';

export type ProposalUse = 'replace' | 'append' | 'website';

export interface WebsiteProposalProps {
  projectId: string;
  /** The website field as typed (the saved website is used when it is empty). */
  website: string;
  websiteError: string | null;
  currentDescription: string;
  onApply: (proposal: BusinessInfoProposal, how: ProposalUse) => void;
}

export function WebsiteProposal({
  projectId,
  website,
  websiteError,
  currentDescription,
  onApply,
}: WebsiteProposalProps) {
  const brainstorm = useBrainstormBusinessInfo(projectId);
  const [proposal, setProposal] = useState<BusinessInfoProposal | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);

  const propose = async () => {
    setApplied(null);
    setProposal(null);
    setLocalError(websiteError);
    brainstorm.reset();
    if (websiteError) return;
    try {
      const typed = toWebsite(website);
      setProposal(await brainstorm.mutateAsync(typed ? { website: typed } : {}));
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const apply = (how: ProposalUse) => {
    if (!proposal) return;
    onApply(proposal, how);
    setApplied(
      how === 'website'
        ? 'The website address is in the form. Save to keep it.'
        : 'The proposed description is in the form. Review it, then save.',
    );
  };

  const hasDescription = currentDescription.trim() !== '';
  const sameDescription = proposal?.business_description.trim() === currentDescription.trim();
  const typedWebsite = toWebsite(website);
  // The address it ended at (after redirects) can differ from the one typed.
  const offerWebsite = proposal !== null && proposal.website !== typedWebsite;

  return (
    <section className="settings-proposal" aria-label="Proposal from the website">
      <div className="settings-proposal__intro">
        <Button
          variant="secondary"
          size="sm"
          loading={brainstorm.isPending}
          loadingLabel="Reading the website"
          onClick={() => void propose()}
        >
          Propose from website
        </Button>
        <p className="sb-text-sm sb-muted">
          Reads the website and drafts a description for you to review. Nothing is saved until you save.
        </p>
      </div>
      <p role="status" className="sb-visually-hidden">
        {brainstorm.isPending ? 'Reading the website…' : proposal ? 'A proposal is ready below.' : ''}
      </p>
      <FormError>
        {localError ??
          (brainstorm.isError ? errorMessage(brainstorm.error, 'Could not read the website') : null)}
      </FormError>

      {proposal ? (
        <div className="settings-proposal__card">
          <h3 className="settings-proposal__title">
            Proposal from {proposal.site_title ? `“${proposal.site_title}”` : proposal.website}
          </h3>
          <p className="sb-text-sm sb-muted">Read from {proposal.website}</p>
          {proposal.notice ? (
            // The assistant is set up but failed this time: the API says why.
            <p className="settings-notice">{proposal.notice}</p>
          ) : proposal.source === 'local' ? (
            // No assistant on this server: nothing failed, but a member should know whom to ask.
            <OperatorNotice
              what="An AI assistant"
              then="Then it writes these proposals; this one is from Signalboard’s built-in writer, drafted from the page text."
              variables={LLM_VARIABLES}
            />
          ) : null}
          <h4 className="settings-proposal__subtitle">Description</h4>
          <p className="settings-proposal__text">{proposal.business_description}</p>
          {proposal.key_offerings.length > 0 ? (
            <>
              <h4 className="settings-proposal__subtitle">Key offerings</h4>
              <ul className="settings-proposal__list">
                {proposal.key_offerings.map((offering) => (
                  <li key={offering}>{offering}</li>
                ))}
              </ul>
            </>
          ) : null}
          {proposal.competitors.length > 0 ? (
            <>
              <h4 className="settings-proposal__subtitle">Competitors</h4>
              <ul className="settings-proposal__list">
                {proposal.competitors.map((competitor) => (
                  <li key={competitor}>{competitor}</li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="sb-cluster">
            {sameDescription ? (
              <p className="sb-text-sm sb-muted">This is already your description.</p>
            ) : hasDescription ? (
              <>
                <Button size="sm" onClick={() => apply('replace')}>
                  Replace my description
                </Button>
                <Button size="sm" variant="secondary" onClick={() => apply('append')}>
                  Add to my description
                </Button>
              </>
            ) : (
              <Button size="sm" onClick={() => apply('replace')}>
                Use this description
              </Button>
            )}
            {offerWebsite ? (
              <Button size="sm" variant="secondary" onClick={() => apply('website')}>
                Use {proposal.website}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" onClick={() => setProposal(null)}>
              Dismiss
            </Button>
          </div>
        </div>
      ) : null}
      <p role="status" className={applied ? 'sb-text-sm settings-applied' : 'sb-visually-hidden'}>
        {applied}
      </p>
    </section>
  );
}
