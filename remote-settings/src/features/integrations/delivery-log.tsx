// A CRM's delivery log, newest first: each push (push-entry.tsx), Retry on the failed ones, "Load more"
// for older pushes, and what to do while there are none. What happens is announced.
import { useState } from 'react';
import {
  CRM_LABELS,
  errorMessage,
  useRetryCrmPush,
  type CrmProvider,
  type CrmPush,
} from '@signalboard/shared/api';
import { Button, FormError, LoadError, Spinner } from '@signalboard/shared/ui';
import { useCrmPushLog } from './api/use-crm-push-log';
import { leadTitle, PushEntry } from './push-entry';

export interface DeliveryLogProps {
  projectId: string;
  provider: CrmProvider;
  announce: (sentence: string) => void;
}

export function DeliveryLog({ projectId, provider, announce }: DeliveryLogProps) {
  const name = CRM_LABELS[provider];
  const log = useCrmPushLog(projectId, provider);
  const retry = useRetryCrmPush(projectId, provider);
  const [error, setError] = useState<string | null>(null);
  const headingId = `${provider}-delivery-log`;

  const again = (push: CrmPush) => {
    setError(null);
    retry.mutate(push.id, {
      onSuccess: () => announce(`${leadTitle(push)} is on its way to ${name} again.`),
      onError: (failure) => setError(errorMessage(failure, 'Could not retry the push')),
    });
  };

  const body = () => {
    if (log.isError && !log.data) {
      return (
        <LoadError
          size="sm"
          what={`We could not load the ${name} delivery log.`}
          error={log.error}
          retrying={log.isFetching}
          onRetry={() => void log.refetch()}
        />
      );
    }
    if (!log.data) return <Spinner label={`Loading the ${name} delivery log`} />;
    const pushes = log.data.pages.flatMap((page) => page.items);
    if (pushes.length === 0) {
      return (
        <p className="crm-log__empty">
          No leads sent yet. Send one from a lead’s menu, or turn on the push rule above.
        </p>
      );
    }
    return (
      <>
        <ul className="crm-log" aria-labelledby={headingId}>
          {pushes.map((push) => (
            <PushEntry
              key={push.id}
              projectId={projectId}
              push={push}
              retrying={retry.isPending && retry.variables === push.id}
              onRetry={again}
            />
          ))}
        </ul>
        {log.hasNextPage ? (
          <div>
            <Button
              variant="secondary"
              size="sm"
              loading={log.isFetchingNextPage}
              loadingLabel="Loading older pushes"
              onClick={() => void log.fetchNextPage()}
            >
              Load more
            </Button>
          </div>
        ) : null}
        {log.isFetchNextPageError ? (
          <FormError>{errorMessage(log.error, 'Could not load the older pushes')}</FormError>
        ) : null}
      </>
    );
  };

  return (
    <section className="sb-stack" aria-labelledby={headingId}>
      <h3 id={headingId} className="crm-card__heading">
        Delivery log
      </h3>
      {body()}
      <FormError>{error}</FormError>
    </section>
  );
}
