// /demo: opens the organization's demo project (the API creates it the first time) and goes on to its
// lead list. Signed out, the host's guard sends the user to sign in (or sign up) and back here. A user
// the API refuses (a guest, no organization) reads why and where to go; other failures can be retried.
import { useEffect, useRef } from 'react';
import { isApiError } from '@signalboard/shared/api';
import { Link, useNavigate } from '@signalboard/shared/router';
import { buttonClassName, EmptyState, LoadError, PageHeader, PageSpinner } from '@signalboard/shared/ui';
import { useOpenDemoProject } from './api/open-demo-project';

export default function DemoPage() {
  const navigate = useNavigate();
  const openDemo = useOpenDemoProject();
  const asked = useRef(false);

  const open = () =>
    openDemo.mutate(undefined, {
      onSuccess: (project) =>
        navigate(`/projects/${encodeURIComponent(project.id)}/leads`, { replace: true }),
    });

  useEffect(() => {
    // Once per visit (React's development double effect included); the API answers the same project anyway.
    if (asked.current) return;
    asked.current = true;
    open();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once, on arrival
  }, []);

  if (openDemo.isError) {
    const refused = isApiError(openDemo.error) && openDemo.error.status === 403;
    return (
      <div className="sb-stack sb-stack--lg">
        <PageHeader title="Demo project" />
        {refused ? (
          <EmptyState
            className="sb-card"
            title="The demo opens in your own organization"
            description={openDemo.error.message}
            action={
              <Link className={buttonClassName()} to="/">
                Go to the home page
              </Link>
            }
          />
        ) : (
          <LoadError
            what="We could not open the demo project."
            error={openDemo.error}
            retrying={openDemo.isPending}
            onRetry={open}
          />
        )}
      </div>
    );
  }
  return <PageSpinner label="Opening the demo project" />;
}
