// Danger Zone: deleting the project and leaving the organization. Shown to everyone like the other
// tabs (spec section 6): the API decides who may, and its refusal is shown as it words it.
import { Card } from '@signalboard/shared/ui';
import { ProjectLoader } from '../../lib/project-loader';
import { DeleteProject } from './delete-project';
import { LeaveOrganization } from './leave-organization';

export default function DangerZoneTab() {
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
            <LeaveOrganization />
          </Card>
        </div>
      )}
    </ProjectLoader>
  );
}
