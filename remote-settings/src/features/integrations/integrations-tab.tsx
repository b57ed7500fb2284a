// Integrations: the CRMs this project sends its leads to (HubSpot, Pipedrive, Attio), one card each.
// A tab of its own rather than a part of Notifications: a CRM is where leads go to be worked, not an
// alert. Members only: the navigation leaves it out for a guest, and a guest who opens it by its
// address is told so (the API would answer 403 to every call).
import { useCallback, useState } from 'react';
import { CRM_LABELS, useCrmConnections, type CrmProvider } from '@signalboard/shared/api';
import { useLocation } from '@signalboard/shared/router';
import { LoadError, Spinner } from '@signalboard/shared/ui';
import { ProjectLoader, useProjectId } from '../../lib/project-loader';
import { UnsavedChangesPrompt } from '../../lib/unsaved-changes-prompt';
import { CrmCard } from './crm-card';
import './integrations.css';

/** Set by the CRM callback page when a connection has just been made (it also raised a toast). */
export interface IntegrationsLocationState {
  connected?: CrmProvider;
}

function Connections({ projectId, owner }: { projectId: string; owner: boolean }) {
  const connections = useCrmConnections(projectId);
  const justConnected = (useLocation().state as IntegrationsLocationState | null)?.connected;
  // One prompt for the tab (the router allows one blocker), naming every CRM with unsaved settings.
  const [dirty, setDirty] = useState<CrmProvider[]>([]);
  const dirtyChange = useCallback((provider: CrmProvider, isDirty: boolean) => {
    setDirty((current) =>
      isDirty === current.includes(provider)
        ? current
        : isDirty
          ? [...current, provider]
          : current.filter((candidate) => candidate !== provider),
    );
  }, []);
  if (connections.isError) {
    return (
      <LoadError
        what="We could not load the CRM connections."
        error={connections.error}
        retrying={connections.isFetching}
        onRetry={() => void connections.refetch()}
      />
    );
  }
  if (!connections.data) return <Spinner label="Loading the CRM connections" />;
  return (
    <div className="sb-stack sb-stack--lg">
      <p className="integrations-intro">
        Send good leads to your CRM, by hand from a lead’s menu or by a rule below. Each is sent once; the
        delivery log under each CRM shows what it answered.
      </p>
      {connections.data.map((connection) => (
        <CrmCard
          key={connection.provider}
          projectId={projectId}
          connection={connection}
          owner={owner}
          justConnected={justConnected === connection.provider}
          onDirtyChange={dirtyChange}
        />
      ))}
      <UnsavedChangesPrompt
        dirty={dirty.length > 0}
        what={new Intl.ListFormat(undefined, { type: 'conjunction' }).format(
          dirty.map((provider) => `the ${CRM_LABELS[provider]} settings`),
        )}
      />
    </div>
  );
}

export default function IntegrationsTab() {
  const projectId = useProjectId();
  return (
    <ProjectLoader>
      {(project) =>
        project.viewer_role === 'guest' ? (
          <p className="settings-notice">
            Integrations are for members of the project’s organization: as a guest you can see a lead’s link
            to the CRM, but not connect or change one.
          </p>
        ) : (
          <Connections projectId={projectId} owner={project.viewer_role === 'owner'} />
        )
      }
    </ProjectLoader>
  );
}
