// Business: the website, the description of what the business sells, and the use case. These
// guide which posts become leads, so the tab can also propose a description from the website.
import { Card } from '@signalboard/shared/ui';
import { ProjectLoader } from '../../lib/project-loader';
import { BusinessForm } from './business-form';

export default function BusinessTab() {
  return (
    <ProjectLoader>
      {(project) => (
        <Card
          title="Business details"
          description="Signalboard reads these to decide which posts are about what you sell."
        >
          <BusinessForm project={project} />
        </Card>
      )}
    </ProjectLoader>
  );
}
