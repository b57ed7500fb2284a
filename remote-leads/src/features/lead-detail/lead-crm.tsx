// The open lead's CRMs (drawer and page): where it is in each ("Sending to HubSpot…", "In HubSpot ↗",
// "Not sent: … · Retry") and, for members, "Send to HubSpot" for each connected CRM it has not gone to,
// with "Add an e-mail" for the author's address (optional, never guessed). The key c sends it: to the only
// CRM, or through a small chooser when several are connected. Guests see the links only; a project with no
// CRM shows nothing.
import {
  CRM_PROVIDERS,
  type CrmProvider,
  type Lead,
  type LeadCrmLink,
  isApiError,
} from '@signalboard/shared/api';
import { Button, TextField } from '@signalboard/shared/ui';
import { useId, useRef, useState } from 'react';
import { CrmMenu } from '../../components/crm/crm-menu';
import { EMAIL_HINT, emailProblem } from '../../components/crm/crm-preview-dialog';
import { useCrmSend } from '../../components/crm/use-crm-send';
import { leadTitle } from '../../components/lead-title';
import { LeadCrmState } from './lead-crm-state';
import { useCrmKey } from './use-crm-key';
import { useLeadCrmFollow } from './use-lead-crm-follow';

const noLinks: LeadCrmLink[] = [];

export function LeadCrm({
  projectId,
  lead,
  links = noLinks,
}: {
  projectId: string;
  lead: Lead;
  links?: readonly LeadCrmLink[];
}) {
  const crm = useCrmSend(projectId, { toastOne: false });
  const root = useRef<HTMLElement>(null);
  const [addingEmail, setAddingEmail] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const headingId = useId();
  useLeadCrmFollow(projectId, lead.id, links, crm.targets);

  const linkOf = (provider: CrmProvider) => links.find((link) => link.provider === provider);
  const connectionOf = (provider: CrmProvider) => crm.targets.find((t) => t.provider === provider);
  const shown = CRM_PROVIDERS.filter((provider) => linkOf(provider) || connectionOf(provider));
  // Only a push not yet made takes an e-mail (the person is found again by their handle after that).
  const unsent = crm.targets.filter((t) => {
    const state = linkOf(t.provider)?.state;
    return state === undefined || state === 'failed';
  });

  const send = (provider: CrmProvider) => {
    const problem = addingEmail ? emailProblem(email) : null;
    setEmailError(problem);
    if (problem) return;
    crm.send(
      provider,
      { kind: 'one', leadId: lead.id, title: leadTitle(lead.post), author: lead.post.author ?? null },
      {
        email: addingEmail && email.trim() ? email.trim() : null,
        onQueued: () => setAddingEmail(false),
        onError: (error) => {
          if (!isApiError(error) || error.field !== 'email') return false;
          setAddingEmail(true);
          setEmailError(error.message);
          return true;
        },
      },
    );
  };

  useCrmKey(root, crm.targets.length > 0, () => {
    if (crm.targets.length === 1) send(crm.targets[0]!.provider);
    else setChoosing(true);
  });

  if (shown.length === 0) return null;
  return (
    <section ref={root} className="lead-crm" aria-labelledby={headingId}>
      <h3 id={headingId} className="lead-crm__title">
        CRM
      </h3>
      {shown.map((provider) => (
        <LeadCrmState
          key={provider}
          projectId={projectId}
          leadId={lead.id}
          provider={provider}
          link={linkOf(provider)}
          connection={connectionOf(provider)}
          sending={crm.sending?.provider === provider && crm.sending.leadId === lead.id}
          onSend={() => send(provider)}
        />
      ))}
      {unsent.length > 0 ? (
        addingEmail ? (
          <TextField
            className="lead-crm__email"
            label="Author’s e-mail (optional)"
            type="email"
            autoComplete="off"
            hint={EMAIL_HINT}
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(null);
            }}
          />
        ) : (
          <div>
            <Button variant="ghost" size="sm" onClick={() => setAddingEmail(true)}>
              Add an e-mail
            </Button>
          </div>
        )
      ) : null}
      {choosing ? (
        <span className="lead-crm__chooser">
          <CrmMenu
            label={`Send “${leadTitle(lead.post)}” to`}
            targets={crm.targets}
            onClose={() => {
              setChoosing(false);
              root.current?.querySelector<HTMLElement>('button')?.focus();
            }}
            onChoose={(provider) => {
              setChoosing(false);
              root.current?.querySelector<HTMLElement>('button')?.focus();
              send(provider);
            }}
          />
        </span>
      ) : null}
      {crm.dialog}
    </section>
  );
}
