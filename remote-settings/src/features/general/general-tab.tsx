// General: the project's name (renamed with PATCH), and facts that do not change — when it was
// created and its id (with a copy button, for support requests and the API).
import { Card } from '@signalboard/shared/ui';
import { ProjectLoader } from '../../lib/project-loader';
import { ProjectFacts } from './project-facts';
import { ProjectNameForm } from './project-name-form';

export default function GeneralTab() {
  return (
    <ProjectLoader>
      {(project) => (
        <div className="sb-stack sb-stack--lg">
          <Card title="Project name" description="Shown in the navigation and on every page of the project.">
            {/* Keyed by the saved name so the form starts again from it after a save elsewhere. */}
            <ProjectNameForm key={project.name} project={project} />
          </Card>
          <Card title="About this project">
            <ProjectFacts project={project} />
          </Card>
        </div>
      )}
    </ProjectLoader>
  );
}
