// The Assignment section of the Notifications tab: it sits with the alerts because its unowned-lead
// alert goes through the channels chosen there, and both are about what happens when a new lead arrives
// (who hears of it, who works it). Loads the saved rule (the defaults until saved).
import { useAssignmentRule } from '@signalboard/shared/api';
import { LoadError, Spinner } from '@signalboard/shared/ui';
import { AssignmentForm } from './assignment-form';

export function AssignmentSection({ projectId }: { projectId: string }) {
  const rule = useAssignmentRule(projectId);
  if (rule.isError) {
    return (
      <LoadError
        what="We could not load the assignment settings."
        error={rule.error}
        retrying={rule.isFetching}
        onRetry={() => void rule.refetch()}
      />
    );
  }
  if (!rule.data) return <Spinner label="Loading the assignment settings" />;
  return <AssignmentForm projectId={projectId} rule={rule.data} />;
}
