// The route's project for a tab: a spinner while it loads, LoadError (with the server's reason and
// Try again) when it cannot, and the tab once it is there.
import type { ReactNode } from 'react';
import { useParams } from '@signalboard/shared/router';
import { useProject, type Project } from '@signalboard/shared/api';
import { LoadError, Spinner } from '@signalboard/shared/ui';

export function useProjectId(): string {
  return useParams().projectId ?? '';
}

export function ProjectLoader({ children }: { children: (project: Project) => ReactNode }) {
  const project = useProject(useProjectId());
  if (project.isError) {
    return (
      <LoadError
        what="We could not load this project."
        error={project.error}
        retrying={project.isFetching}
        onRetry={() => void project.refetch()}
      />
    );
  }
  if (!project.data) return <Spinner label="Loading the project" />;
  return children(project.data);
}
