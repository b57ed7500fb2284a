// Notifications: how this project tells its team about new leads — by e-mail (how often, to whom)
// and Slack — and which leads are worth an alert; then who works them (Assignment).
import { useNotificationSettings } from '@signalboard/shared/api';
import { LoadError, Spinner } from '@signalboard/shared/ui';
import { useProjectId } from '../../lib/project-loader';
import { AssignmentSection } from './assignment/assignment-section';
import { NotificationForm } from './notification-form';
import { OutboundWebhooksCard } from './webhooks/outbound-webhooks-card';

export default function NotificationsTab() {
  const projectId = useProjectId();
  const settings = useNotificationSettings(projectId);
  if (settings.isError) {
    return (
      <LoadError
        what="We could not load the notification settings."
        error={settings.error}
        retrying={settings.isFetching}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) return <Spinner label="Loading the notification settings" />;
  return (
    <div className="sb-stack sb-stack--lg">
      <NotificationForm projectId={projectId} settings={settings.data} />
      <AssignmentSection projectId={projectId} />
      <OutboundWebhooksCard projectId={projectId} />
    </div>
  );
}
