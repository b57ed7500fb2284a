// Where a project's API keys sit in the query cache: under the project's scope, so deleting the project
// drops them with the rest. An organization key is listed by every project, so a change to one refreshes
// every project's list (`anyProjectsKeys`).
import { queryKeys } from '@signalboard/shared/api';

export const apiKeysQueryKey = (projectId: string) =>
  [...queryKeys.projectScope(projectId), 'api-keys'] as const;

/** Matches the key lists of every project in the cache (an invalidation's predicate). */
export const anyProjectsKeys = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  queryKey[0] === 'project' && queryKey[2] === 'api-keys';
