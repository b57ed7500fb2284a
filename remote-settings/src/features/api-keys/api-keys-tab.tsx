// API keys (issue 28): the keys the organization's scripts and AI assistants use this project with.
// Members only: the navigation leaves the tab out for a guest, and a guest who opens it by its address
// is told so (the API answers a guest 404 for every key route).
import { ProjectLoader } from '../../lib/project-loader';
import { ApiKeysPanel } from './api-keys-panel';
import './api-keys.css';

export default function ApiKeysTab() {
  return (
    <ProjectLoader>
      {(project) =>
        project.viewer_role === 'guest' ? (
          <p className="settings-notice">
            API keys are for members of the project’s organization: as a guest you cannot see or create them.
          </p>
        ) : (
          <ApiKeysPanel project={project} />
        )
      }
    </ProjectLoader>
  );
}
