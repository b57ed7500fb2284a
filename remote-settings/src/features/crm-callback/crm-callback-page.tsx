// /crm-callback?status=success|error&provider=&project_id=&reason=&message=: where the API sends the
// browser after a CRM's consent page (it has already finished the connection or named why not).
// Success goes straight back to the project's Integrations tab, with a toast, and the CRM's card says
// what to do next. An error says what happened in words, what the CRM said (as text), and the way
// back. It sits in the public layout's card, so it draws no card of its own.
import { useEffect, useRef } from 'react';
import { CRM_LABELS, CRM_PROVIDERS, type CrmProvider } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Link, useNavigate, useSearchParams } from '@signalboard/shared/router';
import { buttonClassName, OperatorNotice, PageHeader, Spinner } from '@signalboard/shared/ui';
import { crmOAuthVariables } from '../../lib/operator-variables';
import { reasonSentence } from './crm-callback-reasons';
import '../../lib/settings.css';
import './crm-callback.css';

// Only an id goes into the return path, and only a known CRM into the words (the query string is
// anyone's to write).
const projectIdOf = (value: string | null) => (value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null);
const providerOf = (value: string | null): CrmProvider | null =>
  CRM_PROVIDERS.find((provider) => provider === value) ?? null;
const capitalised = (sentence: string) => sentence.charAt(0).toUpperCase() + sentence.slice(1);

/** Where the way back goes: the project's Integrations tab, or the projects when it is not known. */
export const integrationsPath = (projectId: string) =>
  `/projects/${encodeURIComponent(projectId)}/settings/integrations`;

function useFocusedHeading() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The outcome is the first thing a screen reader hears after arriving from the CRM.
    const title = ref.current?.querySelector('h1');
    title?.setAttribute('tabindex', '-1');
    title?.focus();
  }, []);
  return ref;
}

function Connected({ provider, projectId }: { provider: CrmProvider; projectId: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  const name = CRM_LABELS[provider];
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify.success(`${name} is connected`, {
      id: `crm-connected-${provider}`,
      description: 'Check what goes where, then send leads.',
    });
    void navigate(integrationsPath(projectId), { replace: true, state: { connected: provider } });
  }, [name, navigate, projectId, provider]);
  return (
    <div className="settings-screen sb-stack">
      <PageHeader title={`${name} is connected`} />
      <Spinner label="Opening the Integrations settings" />
    </div>
  );
}

function Failed({
  provider,
  reason,
  message,
  projectId,
}: {
  provider: CrmProvider | null;
  reason: string;
  message: string | null;
  projectId: string | null;
}) {
  const heading = useFocusedHeading();
  const name = provider ? CRM_LABELS[provider] : 'the CRM';
  return (
    <div className="settings-screen sb-stack" ref={heading}>
      <PageHeader
        title={
          reason === 'unknown_project'
            ? `Check the ${provider ? name : 'CRM'} connection`
            : `${provider ? name : 'Your CRM'} was not connected`
        }
      />
      <div role="alert" className="sb-stack">
        {reason === 'not_configured' && provider ? (
          // Said to a member in their words; the variables are for whoever runs the server.
          <OperatorNotice
            what={`Connecting ${name} with OAuth`}
            then={`Meanwhile an owner can connect it with a ${name} token in the Integrations settings.`}
            variables={crmOAuthVariables(provider)}
          />
        ) : (
          <p>{capitalised(reasonSentence(reason, name))}</p>
        )}
        {message ? (
          <p className="crm-callback__message">
            {capitalised(name)} said: <q>{message}</q>
          </p>
        ) : null}
      </div>
      <div>
        <Link className={buttonClassName()} to={projectId ? integrationsPath(projectId) : '/projects'}>
          {projectId ? 'Back to Integrations settings' : 'Go to your projects'}
        </Link>
      </div>
    </div>
  );
}

export default function CrmCallbackPage() {
  const [params] = useSearchParams();
  const projectId = projectIdOf(params.get('project_id'));
  const provider = providerOf(params.get('provider'));
  const success = params.get('status') === 'success';
  if (success && projectId && provider) return <Connected provider={provider} projectId={projectId} />;
  return (
    <Failed
      provider={provider}
      // A success without its project cannot be shown where it belongs.
      reason={success ? 'unknown_project' : (params.get('reason') ?? '')}
      message={params.get('message')?.trim().slice(0, 300) || null}
      projectId={projectId}
    />
  );
}
