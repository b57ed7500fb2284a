// The guard in front of the main and wizard layouts (spec section 4; rules in decide-redirect.ts).
import { useOrganization, useProjects } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { useSlowLoading } from '@signalboard/shared/query';
import { useIsSignedIn, useSelectedProject, useSession } from '@signalboard/shared/session';
import { Button, PageSpinner, Wordmark } from '@signalboard/shared/ui';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from '@signalboard/shared/router';
import { decideRedirect, type LoadState } from './decide-redirect';

function loadState<T, V>(query: { status: string; data?: T }, pick: (data: T) => V): LoadState<V> {
  if (query.status === 'success') return { status: 'ready', value: pick(query.data as T) };
  if (query.status === 'error') return { status: 'error' };
  return { status: 'loading' };
}

function GuardSpinner() {
  const slow = useSlowLoading(true);
  return (
    <div className="sb-guard-screen">
      <Wordmark />
      <PageSpinner
        label="Loading your workspace"
        message={slow ? 'Still loading… this is taking longer than usual.' : undefined}
      />
    </div>
  );
}

function GuardError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="sb-guard-screen" role="alert">
      <Wordmark />
      <h1 className="sb-guard-screen__title">We could not load your {what}.</h1>
      <p className="sb-muted">Check your connection and try again.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}

export function RequireSession() {
  const location = useLocation();
  const signedIn = useIsSignedIn();
  const signedOutByChoice = useSession((s) => s.signOutReason === 'sign-out');
  const organization = useOrganization();
  // Asked for once the organization is known, with or without one: a guest has projects too.
  const projects = useProjects({ enabled: organization.isSuccess });
  const selectProject = useSelectedProject((s) => s.select);

  const decision = decideRedirect({
    pathname: location.pathname,
    search: location.search,
    signedIn,
    signedOutByChoice,
    organization: loadState(organization, (org) => org !== null),
    projectIds: loadState(projects, (list) => list.map((p) => p.id)),
  });

  const toast = decision.kind === 'redirect' ? decision.toast : undefined;
  const allowedProject = decision.kind === 'allow' ? decision.projectId : null;
  useEffect(() => {
    // A fixed id, so a double render never shows the toast twice.
    if (toast) notify.error(toast, { id: `guard:${toast}` });
  }, [toast, location.key]);
  useEffect(() => {
    if (allowedProject) selectProject(allowedProject);
  }, [allowedProject, selectProject]);

  switch (decision.kind) {
    case 'sign-in':
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'loading':
      return <GuardSpinner />;
    case 'error':
      return (
        <GuardError
          what={decision.what}
          onRetry={() =>
            void (decision.what === 'organization' ? organization.refetch() : projects.refetch())
          }
        />
      );
    case 'allow':
      return <Outlet />;
  }
}
