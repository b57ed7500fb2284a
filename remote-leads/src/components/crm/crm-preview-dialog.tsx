// The first push to a CRM whose field mapping nobody has confirmed yet: what will arrive there (the
// person with the CRM properties their profile URL, platform and score go to, and the note), with "Send"
// and a link to change the mapping in Settings → Integrations. One lead may take the author's e-mail
// (optional, never guessed). Sending confirms the mapping, so the next push goes straight away.
import {
  CRM_LABELS,
  isApiError,
  useCrmSettings,
  type CrmProvider,
  type CrmSettings,
} from '@signalboard/shared/api';
import { Link } from '@signalboard/shared/router';
import {
  Button,
  Dialog,
  DialogError,
  LoadError,
  Spinner,
  TextField,
  linkClassName,
} from '@signalboard/shared/ui';
import { useId, useState, type FormEvent } from 'react';
import { integrationsHref } from './crm-words';
import './crm.css';

export const EMAIL_HINT = 'The author’s e-mail, if you know it. Never guessed.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail field's problem in words, or null when it is empty or looks like an address. */
export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  return trimmed === '' || EMAIL.test(trimmed) ? null : 'Enter an e-mail address such as ana@example.com.';
}

export interface CrmPreviewDialogProps {
  projectId: string;
  provider: CrmProvider;
  /** One lead: its author's handle (null when the post names none). Several: how many. */
  subject: { author: string | null } | { count: string };
  /** The e-mail typed in the drawer before, to start from. */
  initialEmail?: string;
  sending: boolean;
  /** What the push call answered, when it failed (a 422 naming `email` shows under the field). */
  error: unknown;
  onSend: (email: string | null) => void;
  onClose: () => void;
}

function MappedProperty({ property }: { property: string | null }) {
  return property ? <code>{property}</code> : <span className="sb-crm-preview__muted">left out</span>;
}

function Mapping({ crm, settings }: { crm: string; settings: CrmSettings }) {
  const rows: [string, string | null][] = [
    ['Profile URL', settings.mapping.profile_url],
    ['Platform', settings.mapping.platform],
    ['Score', settings.mapping.score],
  ];
  return (
    <ul className="sb-crm-preview__mapping" aria-label={`${crm} properties`}>
      {rows.map(([what, property]) => (
        <li key={what}>
          {what} <span aria-hidden="true">→</span>
          <span className="sb-visually-hidden"> goes to </span> <MappedProperty property={property} />
        </li>
      ))}
    </ul>
  );
}

export function CrmPreviewDialog(props: CrmPreviewDialogProps) {
  const { projectId, provider, subject } = props;
  const crm = CRM_LABELS[provider];
  const settings = useCrmSettings(projectId, provider);
  const [email, setEmail] = useState(props.initialEmail ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const formId = useId();
  const one = 'author' in subject;
  const apiError = isApiError(props.error) ? props.error : null;
  const emailError = problem ?? (apiError?.field === 'email' ? apiError.message : null);
  const otherError = props.error && apiError?.field !== 'email' ? (props.error as Error).message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = one ? emailProblem(email) : null;
    setProblem(found);
    if (!found) props.onSend(one && email.trim() ? email.trim() : null);
  };

  const person = one
    ? subject.author
      ? `A person named ${subject.author}`
      : 'A person for the post’s author'
    : `A person for each lead’s author (${subject.count})`;

  return (
    <Dialog
      open
      onClose={props.sending ? () => undefined : props.onClose}
      title={`Send to ${crm}: what arrives`}
      description={
        <>
          The first lead sent to {crm}. Check where each part goes; later leads go straight away.
          <DialogError>{otherError}</DialogError>
        </>
      }
      actions={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.sending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={props.sending} loadingLabel="Sending">
            Send
          </Button>
        </>
      }
    >
      <form id={formId} className="sb-crm-preview" onSubmit={submit} noValidate>
        <section className="sb-crm-preview__part" aria-label="The person">
          <p className="sb-crm-preview__what">{person}</p>
          {settings.data ? (
            <Mapping crm={crm} settings={settings.data} />
          ) : settings.isError ? (
            <LoadError
              size="sm"
              what="We could not load where each part goes."
              error={settings.error}
              onRetry={() => void settings.refetch()}
              retrying={settings.isFetching}
            />
          ) : (
            <Spinner size="sm" label={`Loading the ${crm} properties`} />
          )}
        </section>
        <section className="sb-crm-preview__part" aria-label="The note">
          <p className="sb-crm-preview__what">A note on the person</p>
          <p className="sb-crm-preview__muted">
            The post’s title and link, where it was found, its score and status, the intent signals it matched
            and why, an excerpt, your team’s notes and a link back to Signalboard.
          </p>
        </section>
        {one ? (
          <TextField
            label="E-mail (optional)"
            type="email"
            autoComplete="off"
            hint={EMAIL_HINT}
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblem(null);
            }}
          />
        ) : null}
        <Link className={linkClassName} to={integrationsHref(projectId)}>
          Change the mapping
        </Link>
      </form>
    </Dialog>
  );
}
