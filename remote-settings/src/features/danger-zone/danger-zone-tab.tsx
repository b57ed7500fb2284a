// Danger Zone: deleting the project and leaving the organization. Shown to everyone like the other
// tabs (spec section 6): the API decides who may, and its refusal is shown as it words it.
import { useOrganization } from '@signalboard/shared/api';
import { LeaveOrganization } from '@signalboard/shared/features';
import { Card } from '@signalboard/shared/ui';
import { ProjectLoader } from '../../lib/project-loader';
import { DeleteProject } from './delete-project';

export default function DangerZoneTab() {
  const organization = useOrganization();
  return (
    <ProjectLoader>
      {(project) => (
        <div className="sb-stack sb-stack--lg">
          <Card
            title="Delete this project"
            description="Deletes the project with its leads, intent signals, data sources, notification settings and guest access. This cannot be undone."
            className="settings-danger"
          >
            <DeleteProject project={project} />
          </Card>
          <Card
            title="Leave the organization"
            description="You lose access to all of its projects at once. To come back you need a new invitation."
            className="settings-danger"
          >
            <LeaveOrganization organizationName={organization.data?.name ?? 'the organization'} />
          </Card>
        </div>
      )}
    </ProjectLoader>
  );
}
