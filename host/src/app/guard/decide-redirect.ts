// The routing guard of spec section 4 as a pure function: given where the user is and what has
// loaded, where should they be? The component in require-session.tsx only carries out the answer.
import { signInPathFor } from '@signalboard/shared/session';

export type LoadState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

export interface GuardInput {
  /** pathname + search, e.g. "/projects/1/leads?status=all". */
  pathname: string;
  search?: string;
  signedIn: boolean;
  /** The user just chose to sign out: sign-in starts fresh instead of returning to this page. */
  signedOutByChoice?: boolean;
  /** Whether the user has an organization. */
  organization: LoadState<boolean>;
  /**
   * The ids of the projects the user can see: their organization's and those they are a guest of
   * (without an organization, only the latter). Asked for once the organization has loaded.
   */
  projectIds: LoadState<string[]>;
}

export const INVALID_PROJECT_ID = 'Invalid project id';

export type GuardDecision =
  | { kind: 'sign-in'; to: string }
  | { kind: 'loading' }
  | { kind: 'error'; what: 'organization' | 'projects' }
  | { kind: 'redirect'; to: string; toast?: string }
  | { kind: 'allow'; projectId: string | null };

/**
 * The project id a path is about: /projects/{id}/... (the wizard's /projects/new/... is not a
 * project page; /projects/new/leads would be, and is then rejected as an invalid id).
 */
export function projectIdFromPath(pathname: string): string | null {
  const match = /^\/projects\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match?.[1]) return null;
  const rest = match[2] ?? '';
  if (match[1] === 'new' && !/^\/(leads|settings)(\/|$)/.test(rest)) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** Paths that need the project list before they can be judged: "/" and project pages. */
function needsProjects(pathname: string, projectId: string | null): boolean {
  return pathname === '/' || projectId !== null;
}

const isProjectList = (pathname: string) => /^\/projects\/?$/.test(pathname);

/**
 * A user without an organization. "/" (where one is created or an invitation accepted) is always
 * theirs. A guest (someone with projects shared with them) also reaches the project list and the
 * pages of those projects, but not what belongs to an organization: /team and the wizard go to
 * the project list. Without any project, everything else goes to "/".
 */
function decideWithoutOrganization(pathname: string, projectIds: GuardInput['projectIds']): GuardDecision {
  if (pathname === '/') return { kind: 'allow', projectId: null };
  if (projectIds.status === 'loading') return { kind: 'loading' };
  if (projectIds.status === 'error') return { kind: 'error', what: 'projects' };
  if (projectIds.value.length === 0) return { kind: 'redirect', to: '/' };

  const projectId = projectIdFromPath(pathname);
  if (projectId !== null) {
    return projectIds.value.includes(projectId)
      ? { kind: 'allow', projectId }
      : { kind: 'redirect', to: '/projects', toast: INVALID_PROJECT_ID };
  }
  if (isProjectList(pathname)) return { kind: 'allow', projectId: null };
  return { kind: 'redirect', to: '/projects' };
}

export function decideRedirect(input: GuardInput): GuardDecision {
  const { pathname, search = '', signedIn, signedOutByChoice = false, organization, projectIds } = input;
  if (!signedIn) {
    return { kind: 'sign-in', to: signedOutByChoice ? '/sign-in' : signInPathFor(`${pathname}${search}`) };
  }

  if (organization.status === 'loading') return { kind: 'loading' };
  if (organization.status === 'error') return { kind: 'error', what: 'organization' };
  if (!organization.value) return decideWithoutOrganization(pathname, projectIds);

  const projectId = projectIdFromPath(pathname);
  if (!needsProjects(pathname, projectId)) return { kind: 'allow', projectId: null };
  if (projectIds.status === 'loading') return { kind: 'loading' };
  if (projectIds.status === 'error') return { kind: 'error', what: 'projects' };

  if (projectId !== null && !projectIds.value.includes(projectId)) {
    return { kind: 'redirect', to: '/projects', toast: INVALID_PROJECT_ID };
  }
  // An organization without projects starts at the project list (which offers the wizard).
  if (projectIds.value.length === 0) return { kind: 'redirect', to: '/projects' };
  return { kind: 'allow', projectId };
}
